// `npm run bench`: measures DESIGN 15's budgets on this machine and prints a Markdown section for
// docs/BENCHMARKS.md (`npm run bench -- --record` appends it). Exits 1 when a budget is missed.
// With BENCH_DATABASE_URL (a PostgreSQL server's admin URL) each measurement also runs on a fresh
// PostgreSQL database besides the embedded one.
import { appendFile } from 'node:fs/promises';
import { cpus, totalmem } from 'node:os';
import { resolve } from 'node:path';
import { chatRelay, type ChatRelayResult } from './chat-relay';
import { historyList } from './history-list';
import type { BenchDatabase } from './lib/server';
import { ms } from './lib/stats';

const record = process.argv.includes('--record');
const log = (line: string) => console.log(line);

function machine(): string {
  const cpu = cpus()[0]?.model.trim() ?? 'unknown CPU';
  const gib = Math.round(totalmem() / 2 ** 30);
  return `${cpus().length} × ${cpu}, ${gib} GiB, Node ${process.version}`;
}

const databases: Array<{ label: string; database: BenchDatabase }> = [
  { label: 'embedded PGlite', database: { kind: 'pglite' } },
];
const adminUrl = process.env.BENCH_DATABASE_URL;
if (adminUrl) databases.push({ label: 'PostgreSQL', database: { kind: 'postgresql', adminUrl } });

const rows: string[] = [];
let allMet = true;
for (const { label, database } of databases) {
  log(`chat relay overhead (model chunk → member stream), ${label} …`);
  const relay: ChatRelayResult = await chatRelay(log, database);
  const met = relay.p99 <= relay.budgetP99;
  allMet &&= met;
  rows.push(
    `| Chat relay overhead, model chunk to client, ${label} (${relay.count} chunks) | p99 ≤ ${ms(relay.budgetP99)} | p50 ${ms(relay.p50)}, p95 ${ms(relay.p95)}, p99 ${ms(relay.p99)}, max ${ms(relay.max)} | ${met ? 'met' : 'MISSED'} |`,
  );
}

for (const { label, database } of databases) {
  log(`history list of a member with 5 000 rooms, ${label} …`);
  const history = await historyList(database);
  for (const [what, summary] of [
    ['a page', history.browse],
    ['a keyword search', history.search],
  ] as const) {
    const met = summary.p99 <= history.budgetP99;
    allMet &&= met;
    rows.push(
      `| History list, 5 000 rooms, ${what}, ${label} (${summary.count} queries) | p99 ≤ ${ms(history.budgetP99)} | p50 ${ms(summary.p50)}, p95 ${ms(summary.p95)}, p99 ${ms(summary.p99)}, max ${ms(summary.max)} | ${met ? 'met' : 'MISSED'} |`,
    );
  }
}

const date = new Date().toISOString().slice(0, 10);
const section = [
  `## ${date} — ${machine()}`,
  '',
  '| What | Budget | Measured | |',
  '|---|---|---|---|',
  ...rows,
  '',
].join('\n');
log('');
log(section);
if (record) {
  await appendFile(resolve(import.meta.dirname, '../docs/BENCHMARKS.md'), `\n${section}`);
  log('appended to docs/BENCHMARKS.md');
}
process.exitCode = allMet ? 0 : 1;
