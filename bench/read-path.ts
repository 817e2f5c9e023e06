// DESIGN 15: an authenticated read (`GET /api/members`) keeps ≥ 35 % of the health route's
// throughput at 100 connections, with p99 ≤ 25 ms, both measured in the same run against one
// real server process (LOG_LEVEL info, as in production). Members are onboarded, have taken the
// attachment test and are linked in couples, so the read is the real one; each connection reads
// as one of them. The load comes from raw sockets in this process, spread over loopback source
// addresses so the per-IP limit never answers instead (any non-2xx answer fails the row).
import { BenchApi } from './lib/api';
import { runLoad, type LoadResult } from './lib/load';
import { linkedMembers } from './lib/members';
import { int, notOk, type BenchRow } from './lib/row';
import { startServer, type BenchDatabase } from './lib/server';
import { ms, summarize } from './lib/stats';

const CONNECTIONS = 100;
const MEMBERS = 20;
const WARMUP_MS = 2_000;
const DURATION_MS = 10_000;
export const READ_RATIO_BUDGET = 0.35;
export const READ_P99_BUDGET_MS = 25;

let block = 10;
const others = (result: LoadResult) => notOk(result.statuses);

export async function readPath(
  log: (line: string) => void,
  database: BenchDatabase,
): Promise<BenchRow[]> {
  const label = database.kind === 'pglite' ? 'embedded PGlite' : 'PostgreSQL';
  const server = await startServer({}, database);
  try {
    const api = new BenchApi(server.origin);
    log(`read path, ${label}: ${MEMBERS} members …`);
    const tokens = await linkedMembers(api, MEMBERS);
    const port = Number(new URL(server.origin).port);
    const load = (path: string, auth: boolean) =>
      runLoad({
        port,
        path,
        connections: CONNECTIONS,
        warmupMs: WARMUP_MS,
        durationMs: DURATION_MS,
        block: block++,
        ...(auth
          ? { headers: (i: number) => [`Authorization: Bearer ${tokens[i % tokens.length]}`] }
          : {}),
      });
    log(`read path, ${label}: GET /api/health …`);
    const health = await load('/api/health', false);
    log(`read path, ${label}: GET /api/members …`);
    const members = await load('/api/members', true);
    const ratio = members.rps / health.rps;
    const latency = summarize(members.latencies);
    // The same figures of the health route, for scale: on a slow run the floor itself is high.
    const floor = summarize(health.latencies);
    const clean = others(health) === '' && others(members) === '';
    return [
      {
        what: `Authenticated read vs health, ${label} (${CONNECTIONS} connections, ${DURATION_MS / 1000} s each)`,
        budget: `≥ ${READ_RATIO_BUDGET * 100} % of health`,
        measured: `members ${int(members.rps)} rps vs health ${int(health.rps)} rps (${(ratio * 100).toFixed(1)} %)${others(health)}${others(members)}`,
        met: clean && ratio >= READ_RATIO_BUDGET,
      },
      {
        what: `Authenticated read latency, ${label} (${CONNECTIONS} connections, ${int(latency.count)} requests)`,
        budget: `p99 ≤ ${ms(READ_P99_BUDGET_MS)}`,
        measured:
          `p50 ${ms(latency.p50)}, p95 ${ms(latency.p95)}, p99 ${ms(latency.p99)}, max ${ms(latency.max)} ` +
          `(health, same run: p50 ${ms(floor.p50)}, p99 ${ms(floor.p99)})`,
        met: clean && latency.p99 <= READ_P99_BUDGET_MS,
      },
    ];
  } finally {
    await server.stop();
  }
}
