// Issue 27: how a cold app open's cost grows with the database. On PostgreSQL, the web app's
// reads for home (the member and `GET /api/home`, as bench/cold-opens.ts sends them) by members
// who open the app once, cold (the server restarted after they were made), when the database
// holds 1 000, 10 000 and 100 000 members. Each step makes 1 000 members through the API (200 open
// unmeasured to warm the new process, 800 are measured), and fills the rest in SQL as the app
// would have them: onboarded members in linked couples, each with a chat room, each couple with
// its first question. A recorded figure with no budget (met: every answer was 2xx).
import { endpoints } from '@dama/contract';
import { adminQuery } from '../apps/server/test/helpers/database-template';
import { BenchApi } from './lib/api';
import { linkedMembers } from './lib/members';
import { int, notOk, type BenchRow } from './lib/row';
import { startServer, type BenchDatabase } from './lib/server';
import { ms, summarize } from './lib/stats';
import { memberAddress, openAll } from './cold-opens';

const SCALES = [1_000, 10_000, 100_000];
const MEASURED_PER_STEP = 1_000;
const SETUP_CONCURRENCY = 8;
const PATHS = [`/api${endpoints.getMember.path}`, `/api${endpoints.getHome.path}`];

/** Members, couples, rooms and questions up to `total` members, in four statements. */
async function fill(url: string, from: number, to: number): Promise<void> {
  if (to <= from) return;
  const tag = `fill-${from}-`;
  await adminQuery(
    url,
    `insert into members (provider, provider_subject, state, nickname, start_love_date,
        love_type_category, anxiety_rate, avoidance_rate, created_at, updated_at)
      select 'KAKAO', '${tag}' || g, 'ALIVE', '채움' || g, current_date - 100 - g % 300,
        'STABLE_TYPE', 2.5, 2.5, now(), now()
      from generate_series(1, ${to - from}) g`,
  );
  await adminQuery(
    url,
    `insert into couples (member_a_id, member_b_id, start_love_date, created_at, linked_at)
      select a, b, current_date - 100, now(), now() from (
        select id a, lead(id) over (order by id) b, row_number() over (order by id) r
        from members where provider_subject like '${tag}%') x
      where r % 2 = 1 and b is not null`,
  );
  await adminQuery(
    url,
    `insert into chat_rooms (member_id, state, level, created_at)
      select id, 'BEFORE_INIT', 1, now() from members where provider_subject like '${tag}%'`,
  );
  await adminQuery(
    url,
    `insert into couple_questions (couple_id, level, created_at)
      select c.id, 1, now() from couples c join members m on m.id = c.member_a_id
      where m.provider_subject like '${tag}%'`,
  );
  await adminQuery(url, 'analyze');
}

export async function coldScale(
  log: (line: string) => void,
  database: BenchDatabase,
): Promise<BenchRow[]> {
  if (database.kind !== 'postgresql') return [];
  const server = await startServer({ TRUST_PROXY: 'true' }, database);
  const url = server.databaseUrl!;
  const rows: BenchRow[] = [];
  let address = 0;
  let members = 0;
  try {
    for (const scale of SCALES) {
      log(`cold app opens at ${int(scale)} members, PostgreSQL …`);
      const api = new BenchApi(server.origin, () => ({
        'x-forwarded-for': memberAddress(address++),
      }));
      const first = address;
      const tokens = await linkedMembers(api, MEASURED_PER_STEP, SETUP_CONCURRENCY);
      members += MEASURED_PER_STEP;
      await fill(url, members, scale);
      members = Math.max(members, scale);
      await server.restart();
      const port = Number(new URL(server.origin).port);
      const warmup = tokens.splice(0, MEASURED_PER_STEP / 5);
      await openAll(port, PATHS, warmup, first);
      const started = performance.now();
      const { screens, statuses } = await openAll(port, PATHS, tokens, first + warmup.length);
      const rate = tokens.length / ((performance.now() - started) / 1000);
      const latency = summarize(screens);
      const others = notOk(statuses);
      rows.push({
        what: `Cold app opens at ${int(scale)} members, PostgreSQL (web app's reads: member + home; ${int(tokens.length)} measured after ${int(warmup.length)})`,
        budget: 'none (recorded)',
        measured: `${int(rate)} screens / s; p50 ${ms(latency.p50)}, p95 ${ms(latency.p95)}, p99 ${ms(latency.p99)}${others}`,
        met: others === '',
      });
    }
    return rows;
  } finally {
    await server.stop();
  }
}
