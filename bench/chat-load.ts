// DESIGN 15: chat under load. Members linked in couples, each holding its live stream and sending
// `POST /chatrooms/current/send` every 3 s to the scripted counsellor at its default pace (50
// members: about 17 turns a second, within the send limits of DESIGN 16). Measured from outside
// the real server process: send acknowledged = the POST's answer time (request written to the
// answer's last byte); first chunk = from the POST written to the first `chat_response` frame on
// that member's stream. A member sends its next message 3 s after the last one, or once its reply
// ended if that is later (a send while a reply runs is refused, 40009). Then the same at pace 0
// (no typing delay: every chunk at once, all of it the server's work), and a ramp: more members
// (never faster ones) until the p99 of either figure crosses 100 ms; that rate is recorded.
// Each member's requests carry its own address in X-Forwarded-For (TRUST_PROXY), as a proxy
// writes it. The server's CPU time per turn is read from /proc. (Issue 27.)
import { readFileSync } from 'node:fs';
import { endpoints } from '@dama/contract';
import { BenchApi } from './lib/api';
import { loopbackAddress } from './lib/loopback';
import { benchMember, linkCouple, readNotifications } from './lib/members';
import { RawConnection } from './lib/raw-connection';
import { openRawStream, type RawStream } from './lib/raw-stream';
import type { BenchRow } from './lib/row';
import { startServer, type BenchDatabase, type BenchServer } from './lib/server';
import { ms, summarize, type Summary } from './lib/stats';

export const CHAT_LOAD_BUDGET_P99_MS = 50;
/** The ramp records the rate at which a p99 crosses this. */
export const CHAT_LOAD_CROSSING_MS = 100;
/** PostgreSQL's target for that rate (issue 27). */
export const CHAT_LOAD_CROSSING_TARGET = { postgresql: 150 } as const;
const MEMBERS = 50;
const PERIOD_MS = 3000;
/** The scripted counsellor's default pause between chunks (SCRIPTED_REPLY_DELAY_MS, env.ts). */
const DEFAULT_PACE_MS = 40;
const PHASE_MS = 20_000;
const RAMP_PHASE_MS = 12_000;
/** Turns sent in a phase's first period are not counted (members still falling into step). */
const SETTLE_MS = PERIOD_MS;
/** Members in each step of the ramp (3 a turn per second). */
const RAMP = [150, 300, 450, 600];
/** DESIGN 16's send limit: 20 a minute, in windows opening at a member's first send. */
const SENDS_PER_WINDOW = 20;
const WINDOW_MS = 60_000;
const SETUP_CONCURRENCY = 8;
const REPLY_ENDS = new Set(['ai_response_id', 'chat_error', 'chat_stopped']);
const MESSAGES = [
  '요즘 연락 문제로 고민이야',
  '남자친구가 답장을 늦게 해서 서운했어',
  '주말에 같이 영화 보기로 했는데 약속을 잊었대',
  '나는 내 마음을 차분하게 말하고 싶어',
  '그 얘기를 들으니까 조금 불안했던 것 같아',
  '그 사람도 회사 일이 많아서 힘들었대',
  '다음에는 먼저 물어보려고 해',
  '좋아, 오늘 저녁에 한번 얘기해 볼게',
];

interface LoadMember {
  token: string;
  address: string;
  post: RawConnection;
  stream: RawStream | null;
  sent: number;
  /** The send limit's window as the server may count it: its first send's answer time. */
  windowFrom: number;
  windowSends: number;
}

interface Phase {
  turns: number;
  rate: number;
  ack: Summary;
  first: Summary;
  cpuMsPerTurn: number;
  /** Answers by status, and the error code of those not 2xx (`400/40009`). */
  statuses: Map<string, number>;
}

const sleep = (millis: number) =>
  new Promise<void>((done) => setTimeout(done, Math.max(0, millis)));

/** The made-up client address of member `index` (X-Forwarded-For). */
const memberAddress = (index: number) =>
  `10.${(index >> 16) & 255}.${(index >> 8) & 255}.${index & 255}`;

/** The process's CPU time so far (user + system), in ms. */
function cpuMs(pid: number): number {
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
  return ((Number(fields[11]) + Number(fields[12])) * 1000) / 100;
}

const headersOf = (member: LoadMember) => [
  `Authorization: Bearer ${member.token}`,
  `X-Forwarded-For: ${member.address}`,
];

/** Linked couples made through the API, up to `count` members in all. */
async function addMembers(server: BenchServer, members: LoadMember[], count: number) {
  let address = members.length;
  const api = new BenchApi(server.origin, () => ({ 'x-forwarded-for': memberAddress(address++) }));
  const port = Number(new URL(server.origin).port);
  let next = members.length;
  const worker = async () => {
    while (next < count) {
      const i = next;
      next += 2;
      const pair = [await benchMember(api, i), await benchMember(api, i + 1)] as const;
      await linkCouple(api, pair[0], pair[1]);
      for (const [k, token] of pair.entries()) {
        await readNotifications(api, token);
        // The first read makes the member's room with its greeting.
        await api.call('getCurrentChatRoom', { token });
        members[i + k] = {
          token,
          address: memberAddress(100_000 + i + k),
          post: new RawConnection(port, 30 + ((i + k) % 200), Infinity),
          stream: null,
          sent: 0,
          windowFrom: 0,
          windowSends: 0,
        };
      }
    }
  };
  await Promise.all(Array.from({ length: SETUP_CONCURRENCY }, worker));
}

/** Every member's stream open (again, after a restart: new connections too). */
async function openStreams(server: BenchServer, members: LoadMember[]) {
  const port = Number(new URL(server.origin).port);
  for (const [i, member] of members.entries()) {
    if (member.stream) continue;
    member.stream = await openRawStream(port, loopbackAddress(60, i), headersOf(member));
  }
}

function closeAll(members: LoadMember[]) {
  for (const member of members) {
    member.stream?.close();
    member.stream = null;
    member.post.close();
  }
}

/** One member's turns until `until`: its acknowledgement and first-chunk times. */
async function turns(
  member: LoadMember,
  offset: number,
  until: number,
  settled: number,
  out: {
    ack: number[];
    first: number[];
    /** Answers by status, and the error code of those not 2xx (`400/40009`). */
    statuses: Map<string, number>;
    turns: number;
    all: number;
  },
) {
  const path = `/api${endpoints.sendChatMessage.path}`;
  let scheduled = performance.now() + offset;
  await sleep(offset);
  while (scheduled < until) {
    if (
      member.windowSends >= SENDS_PER_WINDOW ||
      performance.now() >= member.windowFrom + WINDOW_MS
    ) {
      // Never a 21st send in the server's window: it opened at most at the first's answer.
      await sleep(member.windowFrom + WINDOW_MS + 1 - performance.now());
      member.windowSends = 0;
    }
    let first: number | null = null;
    let ended!: () => void;
    const end = new Promise<void>((done) => (ended = done));
    member.stream!.onEvent = (event, at) => {
      if (event === 'chat_response' && first === null) first = at;
      else if (REPLY_ENDS.has(event)) ended();
    };
    const n = member.sent++;
    const body = {
      message: MESSAGES[n % MESSAGES.length]!,
      clientMessageId: `load-${n}-${Math.random()}`,
    };
    const written = performance.now();
    const answer = await member.post.post(path, headersOf(member), body);
    if (member.windowSends++ === 0) member.windowFrom = performance.now();
    out.all += 1;
    const counted = written >= settled;
    const ok = answer.status >= 200 && answer.status < 300;
    const key = ok
      ? String(answer.status)
      : `${answer.status}/${/"code":(\d+)/.exec(answer.body)?.[1]}`;
    if (counted) out.statuses.set(key, (out.statuses.get(key) ?? 0) + 1);
    if (ok) {
      const timeout = setTimeout(ended, 30_000);
      await end;
      clearTimeout(timeout);
      if (counted) {
        out.turns += 1;
        out.ack.push(answer.ms);
        out.first.push(first === null ? Infinity : first - written);
      }
    }
    scheduled += PERIOD_MS;
    await sleep(scheduled - performance.now());
  }
  member.stream!.onEvent = () => undefined;
}

/** The members send every 3 s for `durationMs`, evenly spread over the period. */
async function phase(
  server: BenchServer,
  members: LoadMember[],
  durationMs: number,
): Promise<Phase> {
  await openStreams(server, members);
  const out = { ack: [], first: [], statuses: new Map<string, number>(), turns: 0, all: 0 };
  const start = performance.now();
  const settled = start + SETTLE_MS;
  const until = start + durationMs;
  const cpuFrom = cpuMs(server.pid);
  await Promise.all(
    members.map((member, i) =>
      turns(member, (i * PERIOD_MS) / members.length, until, settled, out),
    ),
  );
  const cpu = cpuMs(server.pid) - cpuFrom;
  const seconds = (until - settled) / 1000;
  return {
    turns: out.turns,
    rate: out.turns / seconds,
    ack: summarize(out.ack),
    first: summarize(out.first),
    // The CPU of the whole phase (settling period included) over every send it made.
    cpuMsPerTurn: cpu / Math.max(1, out.all),
    statuses: out.statuses,
  };
}

const worst = (p: Phase) => Math.max(p.ack.p99, p.first.p99);
const failures = (p: Phase) => [...p.statuses].filter(([key]) => !key.startsWith('2'));

function describe(p: Phase): string {
  const bad = failures(p);
  return (
    `send ack p50 ${ms(p.ack.p50)}, p99 ${ms(p.ack.p99)}, max ${ms(p.ack.max)}; ` +
    `first chunk p50 ${ms(p.first.p50)}, p99 ${ms(p.first.p99)}, max ${ms(p.first.max)}; ` +
    `server CPU ${p.cpuMsPerTurn.toFixed(1)} ms a turn` +
    (bad.length === 0 ? '' : `; NOT 2xx: ${bad.map(([s, n]) => `${n} × ${s}`).join(', ')}`)
  );
}

export async function chatLoad(
  log: (line: string) => void,
  database: BenchDatabase,
): Promise<BenchRow[]> {
  const label = database.kind === 'pglite' ? 'embedded PGlite' : 'PostgreSQL';
  const server = await startServer(
    { TRUST_PROXY: 'true', SCRIPTED_REPLY_DELAY_MS: String(DEFAULT_PACE_MS) },
    database,
  );
  const members: LoadMember[] = [];
  const rows: BenchRow[] = [];
  const budget = `send ack and first chunk p99 ≤ ${ms(CHAT_LOAD_BUDGET_P99_MS)}`;
  const rowOf = (what: string, p: Phase): BenchRow => ({
    what: `Chat under load, ${label}, ${what} (${p.turns} turns, ${p.rate.toFixed(1)} / s)`,
    budget,
    measured: describe(p),
    met: failures(p).length === 0 && worst(p) <= CHAT_LOAD_BUDGET_P99_MS,
  });
  try {
    log(`chat under load, ${label}: ${MEMBERS} members …`);
    await addMembers(server, members, MEMBERS);
    const base = await phase(server, members, PHASE_MS);
    log(`  ${MEMBERS} members, pace ${DEFAULT_PACE_MS} ms: ${describe(base)}`);
    rows.push(
      rowOf(`${MEMBERS} members each sending every 3 s, pace ${DEFAULT_PACE_MS} ms a chunk`, base),
    );

    const steps: Array<{ members: number; phase: Phase }> = [{ members: MEMBERS, phase: base }];
    for (const count of RAMP) {
      if (worst(steps.at(-1)!.phase) > CHAT_LOAD_CROSSING_MS) break;
      await addMembers(server, members, count);
      const step = await phase(server, members, RAMP_PHASE_MS);
      log(`  ${count} members: ${step.rate.toFixed(1)} turns / s; ${describe(step)}`);
      steps.push({ members: count, phase: step });
    }
    const crossed = steps.find((s) => worst(s.phase) > CHAT_LOAD_CROSSING_MS);
    const below = steps.filter((s) => worst(s.phase) <= CHAT_LOAD_CROSSING_MS).at(-1);
    const target = database.kind === 'postgresql' ? CHAT_LOAD_CROSSING_TARGET.postgresql : null;
    const crossingRate = crossed?.phase.rate ?? Infinity;
    rows.push({
      what: `Chat under load, ramp, ${label}: turns / s at which a p99 crosses ${ms(CHAT_LOAD_CROSSING_MS)} (more members, pace ${DEFAULT_PACE_MS} ms)`,
      budget: target === null ? 'recorded' : `≥ ${target} turns / s`,
      measured:
        steps
          .map(
            (s) => `${s.members} members ${s.phase.rate.toFixed(0)} / s: p99 ${ms(worst(s.phase))}`,
          )
          .join('; ') +
        (crossed
          ? ` → crosses between ${below ? below.phase.rate.toFixed(0) : 0} and ${crossed.phase.rate.toFixed(0)} turns / s`
          : ` → not crossed up to ${steps.at(-1)!.phase.rate.toFixed(0)} turns / s`),
      met: target === null || crossingRate >= target,
    });

    log('  pace 0 (restarting the server) …');
    closeAll(members);
    await server.restart({ SCRIPTED_REPLY_DELAY_MS: '0' });
    const port = Number(new URL(server.origin).port);
    const fifty = members.slice(0, MEMBERS);
    for (const [i, member] of fifty.entries())
      member.post = new RawConnection(port, 30 + i, Infinity);
    // One unmeasured period warms the new process.
    await phase(server, fifty, PERIOD_MS);
    const paceZero = await phase(server, fifty, PHASE_MS);
    log(`  ${MEMBERS} members, pace 0: ${describe(paceZero)}`);
    rows.push(
      rowOf(`${MEMBERS} members each sending every 3 s, pace 0 (no typing delay)`, paceZero),
    );
    return rows;
  } finally {
    closeAll(members);
    await server.stop();
  }
}
