// A recorded figure, no budget (issue 27): how `GET /api/members` and `GET /api/health` hold up
// as connections grow, 10 / 100 / 500 keep-alive connections against one real server process
// (LOG_LEVEL info), throughput and p99 of each. Set up as read-path.ts (20 onboarded members in
// couples; each connection reads as one of them), the load spread over loopback source addresses
// so the per-IP limit never answers instead; any non-2xx answer is shown in the row.
import { BenchApi } from './lib/api';
import { runLoad } from './lib/load';
import { linkedMembers } from './lib/members';
import { int, notOk, type BenchRow } from './lib/row';
import { startServer, type BenchDatabase } from './lib/server';
import { ms, summarize } from './lib/stats';

export const SCALING_CONNECTIONS = [10, 100, 500] as const;
const MEMBERS = 20;
const WARMUP_MS = 2_000;
const DURATION_MS = 8_000;

// Address blocks of their own (read-path.ts counts up from 10): a block is never reused in a run,
// so no source address carries requests of two loads within the per-IP limit's minute.
let block = 100;

export async function scaling(
  log: (line: string) => void,
  database: BenchDatabase,
): Promise<BenchRow[]> {
  const label = database.kind === 'pglite' ? 'embedded PGlite' : 'PostgreSQL';
  const server = await startServer({}, database);
  try {
    const api = new BenchApi(server.origin);
    log(`scaling, ${label}: ${MEMBERS} members …`);
    const tokens = await linkedMembers(api, MEMBERS);
    const port = Number(new URL(server.origin).port);
    const load = (path: string, connections: number, auth: boolean) =>
      runLoad({
        port,
        path,
        connections,
        warmupMs: WARMUP_MS,
        durationMs: DURATION_MS,
        block: block++,
        ...(auth
          ? { headers: (i: number) => [`Authorization: Bearer ${tokens[i % tokens.length]}`] }
          : {}),
      });
    const rows: BenchRow[] = [];
    for (const connections of SCALING_CONNECTIONS) {
      log(`scaling, ${label}, ${connections} connections: GET /api/health …`);
      const health = await load('/api/health', connections, false);
      log(`scaling, ${label}, ${connections} connections: GET /api/members …`);
      const members = await load('/api/members', connections, true);
      const [m, h] = [summarize(members.latencies), summarize(health.latencies)];
      const clean = notOk(health.statuses) === '' && notOk(members.statuses) === '';
      rows.push({
        what: `Members vs health, ${label}, ${connections} connections (${DURATION_MS / 1000} s each)`,
        budget: 'none (recorded)',
        measured:
          `members ${int(members.rps)} rps, p99 ${ms(m.p99)}; health ${int(health.rps)} rps, ` +
          `p99 ${ms(h.p99)} (${((members.rps / health.rps) * 100).toFixed(1)} %)` +
          `${notOk(health.statuses)}${notOk(members.statuses)}`,
        met: clean,
      });
    }
    return rows;
  } finally {
    await server.stop();
  }
}
