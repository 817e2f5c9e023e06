// DESIGN 15: cold app opens. Distinct members, nothing of them cached (the server restarted after
// they were made), each opens the app once with the home screen's reads sent together, as a
// browser does. Two read sets, each on its own members after its own restart:
// - the web app's (apps/web's early-start plan for `/`): the guard's member read and home's
//   combined read `GET /api/home` (issue 27);
// - the four SPEC endpoints (the member, the partner, today's question, the current chat room),
//   as a client that does not know the combined read opens home.
// 100 connections, as a reverse proxy's upstream pool holds them (deploy/nginx): a screen's reads
// go out on as many of them, so 100 / reads screens are in flight, and each request carries its
// member's own address in X-Forwarded-For as the proxy writes it (one made-up address a member;
// the server trusts it, TRUST_PROXY). A screen's time is from its first request written to its
// last answer read. A fifth of the members open first, unmeasured, to warm the new process;
// screens per second are the other members divided by the time all of them took. Any non-2xx
// answer fails the row. (Issue 27.)
// Then, on the same server in the same run, `GET /api/health` on 100 connections: each row gives
// its screens per second as a share of the health route's requests per second, so runs on a
// busier or quieter machine compare (issue 36). On PostgreSQL each row also counts the
// statements the measured opens made (the database's committed transactions over the run, one a
// statement outside a transaction; the jobs' few polls a second included).
//
// Why connections are kept and not opened per member: a Node server at full load serves the
// connections it is already reading before it reads new ones (measured: a connection opened
// while 400 others were busy got its first answer only when they finished), so a load generator
// opening connections mid-run measures that starvation rather than the app. Members' phones talk
// to the proxy, which keeps its upstream connections to the app open.
import { endpoints, type OperationName } from '@dama/contract';
import { BenchApi } from './lib/api';
import { linkedMembers } from './lib/members';
import { RawConnection } from './lib/raw-connection';
import { runLoad } from './lib/load';
import { int, notOk, type BenchRow } from './lib/row';
import { startServer, type BenchDatabase } from './lib/server';
import { ms, summarize } from './lib/stats';
import { committedTransactions } from './lib/transactions';

const READ_SETS: Array<{ label: string; reads: OperationName[] }> = [
  { label: "the web app's reads: member + home", reads: ['getMember', 'getHome'] },
  {
    label: 'the four SPEC reads',
    reads: ['getMember', 'getPartner', 'getTodayQuestion', 'getCurrentChatRoom'],
  },
];
/** Connections to the server; a screen takes one for each of its reads. */
const CONNECTIONS = 100;
const SETUP_CONCURRENCY = 8;
/** The health route's measurement after the cold opens (same server, same run). */
const HEALTH_WARMUP_MS = 1_000;
const HEALTH_DURATION_MS = 5_000;
/** Loopback address blocks for the health route's load (openAll's are 20–199), one a run. */
let healthBlock = 230;
export const COLD_OPENS_BUDGET = { pglite: 600, postgresql: 2000 } as const;
export const COLD_OPEN_P99_BUDGET_MS = 100;

/** The made-up client address of the member at `index` (X-Forwarded-For). */
export const memberAddress = (index: number) =>
  `10.${(index >> 16) & 255}.${(index >> 8) & 255}.${index & 255}`;

/**
 * Every member opens the app once, `CONNECTIONS / paths.length` screens at a time: each screen's
 * time and the statuses. `first` numbers the members' addresses.
 */
export async function openAll(
  port: number,
  paths: string[],
  tokens: readonly string[],
  first: number,
) {
  const screens: number[] = [];
  const statuses = new Map<number, number>();
  let next = 0;
  let block = 20;
  const worker = async () => {
    // Never a new connection mid-run: one source address each, far below the per-IP limits.
    const connections = paths.map(() => new RawConnection(port, block++ % 200, Infinity));
    try {
      while (next < tokens.length) {
        const index = next++;
        const header = [
          `Authorization: Bearer ${tokens[index]}`,
          `X-Forwarded-For: ${memberAddress(first + index)}`,
        ];
        const from = performance.now();
        const answers = await Promise.all(
          paths.map((path, i) => connections[i]!.get(path, header)),
        );
        screens.push(performance.now() - from);
        for (const { status } of answers) statuses.set(status, (statuses.get(status) ?? 0) + 1);
      }
    } finally {
      for (const connection of connections) connection.close();
    }
  };
  await Promise.all(Array.from({ length: Math.floor(CONNECTIONS / paths.length) }, worker));
  return { screens, statuses };
}

export async function coldOpens(
  log: (line: string) => void,
  database: BenchDatabase,
  membersPerSet = 3000,
  /** More of the server's environment (a probe's `NODE_OPTIONS`, say). */
  env: Record<string, string> = {},
): Promise<BenchRow[]> {
  const label = database.kind === 'pglite' ? 'embedded PGlite' : 'PostgreSQL';
  // Setting up thousands of members from one address would meet the sign-in limit (30 a minute
  // an address): the server trusts the bench's X-Forwarded-For, one made-up address a member.
  const server = await startServer({ TRUST_PROXY: 'true', ...env }, database);
  try {
    const members = membersPerSet * READ_SETS.length;
    log(`cold app opens, ${label}: ${members} members in ${members / 2} couples …`);
    const made = performance.now();
    let address = 0;
    const api = new BenchApi(server.origin, () => ({
      'x-forwarded-for': memberAddress(address++),
    }));
    const tokens = await linkedMembers(api, members, SETUP_CONCURRENCY);
    log(`  made in ${((performance.now() - made) / 1000).toFixed(0)} s`);
    const measured: Array<Omit<Measured, 'healthRps'>> = [];
    for (const [set, { label: reads, reads: operations }] of READ_SETS.entries()) {
      log(`  ${reads}: restarting the server …`);
      await server.restart();
      const port = Number(new URL(server.origin).port);
      const paths = operations.map((operation) => `/api${endpoints[operation].path}`);
      const first = set * membersPerSet;
      const group = tokens.slice(first, first + membersPerSet);
      // The first fifth open the app unmeasured: they warm the new process (its JIT, the
      // database's pages), not the members measured after them, who are still cold.
      const warmup = group.splice(0, Math.floor(group.length / 5));
      await openAll(port, paths, warmup, first);
      const committed = await committedTransactions(server.databaseUrl);
      const started = performance.now();
      const { screens, statuses } = await openAll(port, paths, group, first + warmup.length);
      const seconds = (performance.now() - started) / 1000;
      const statements = (await committedTransactions(server.databaseUrl)) - committed;
      measured.push({
        what: `${label}, ${reads}`,
        rate: group.length / seconds,
        screens,
        statuses,
        statementsPerOpen: server.databaseUrl ? statements / group.length : null,
        counts: { measured: group.length, warmup: warmup.length, reads: operations.length },
      });
    }
    log(`  GET /api/health on the same server …`);
    const port = Number(new URL(server.origin).port);
    const health = await runLoad({
      port,
      path: '/api/health',
      connections: CONNECTIONS,
      warmupMs: HEALTH_WARMUP_MS,
      durationMs: HEALTH_DURATION_MS,
      block: healthBlock++,
    });
    const healthOthers = notOk(health.statuses);
    return measured.map((m) => row(database, { ...m, healthRps: health.rps }, healthOthers));
  } finally {
    await server.stop();
  }
}

interface Measured {
  what: string;
  rate: number;
  screens: number[];
  statuses: Map<number, number>;
  /** PostgreSQL: statements the measured opens made, over the members measured. */
  statementsPerOpen: number | null;
  counts: { measured: number; warmup: number; reads: number };
  healthRps: number;
}

function row(database: BenchDatabase, m: Measured, healthOthers: string): BenchRow {
  const latency = summarize(m.screens);
  const others = notOk(m.statuses) + healthOthers;
  const budget = COLD_OPENS_BUDGET[database.kind];
  const share = `${((m.rate / m.healthRps) * 100).toFixed(1)} % of health's ${int(m.healthRps)} rps`;
  const statements =
    m.statementsPerOpen === null ? '' : `; ${m.statementsPerOpen.toFixed(2)} statements an open`;
  return {
    what: `Cold app opens, ${m.what} (${int(m.counts.measured)} members once each after ${int(m.counts.warmup)} unmeasured, ${CONNECTIONS} connections, ${m.counts.reads} reads a screen)`,
    budget: `≥ ${int(budget)} / s; p99 ≤ ${ms(COLD_OPEN_P99_BUDGET_MS)}`,
    measured: `${int(m.rate)} screens / s (${share}); p50 ${ms(latency.p50)}, p95 ${ms(latency.p95)}, p99 ${ms(latency.p99)}, max ${ms(latency.max)}${statements}${others}`,
    met: others === '' && m.rate >= budget && latency.p99 <= COLD_OPEN_P99_BUDGET_MS,
  };
}
