// `npm run bench`: measures every budget of DESIGN 15 on this machine, prints one table (figure,
// budget, met or missed) and appends it to docs/BENCHMARKS.md with the date and the machine
// (`-- --no-record` only prints). Exits 1 when a budget is missed. `history` includes the search
// in 500 rooms × 30 encrypted messages (issue 24, decision 0036); `push` is the push fan-out of
// issue 25 (decision 0060).
// The embedded database always; PostgreSQL too when BENCH_DATABASE_URL or TEST_DATABASE_URL names
// a server (an admin URL: each measurement makes its own fresh database); two instances through
// Redis too when, besides PostgreSQL, BENCH_REDIS_URL or TEST_REDIS_URL is set.
// `-- --only=read,streams,…` runs some of: read, scaling, cold, coldscale (PostgreSQL only),
// streams, relay, chatload, history, push, js, lighthouse. `scaling` and `coldscale` are recorded
// figures with no budget (met: every answer was 2xx). `-- --cold-members=N`: the cold opens'
// members per read set (default 3 000; fewer for a quicker before/after pair on a busy machine).
import { appendFile } from 'node:fs/promises';
import { cpus, loadavg, totalmem } from 'node:os';
import { resolve } from 'node:path';
import { chatLoad } from './chat-load';
import { chatRelay } from './chat-relay';
import { coldOpens } from './cold-opens';
import { coldScale } from './cold-scale';
import { historyList } from './history-list';
import { initialJs } from './initial-js';
import { lighthouseScores } from './lighthouse';
import { pushFanout } from './push-fanout';
import { formatRow, type BenchRow } from './lib/row';
import type { BenchDatabase } from './lib/server';
import { ms } from './lib/stats';
import { readPath } from './read-path';
import { scaling } from './scaling';
import { streams } from './streams';

const record = !process.argv.includes('--no-record');
const only = process.argv
  .find((arg) => arg.startsWith('--only='))
  ?.slice('--only='.length)
  .split(',');
const wanted = (name: string) => !only || only.includes(name);
const coldMembers = process.argv
  .find((arg) => arg.startsWith('--cold-members='))
  ?.slice('--cold-members='.length);
const log = (line: string) => console.log(line);

function machine(): string {
  const cpu = cpus()[0]?.model.trim() ?? 'unknown CPU';
  const gib = Math.round(totalmem() / 2 ** 30);
  return `${cpus().length} × ${cpu}, ${gib} GiB, Node ${process.version}`;
}

const adminUrl = process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL;
const redisUrl = process.env.BENCH_REDIS_URL ?? process.env.TEST_REDIS_URL;
const databases: Array<{ label: string; database: BenchDatabase }> = [
  { label: 'embedded PGlite', database: { kind: 'pglite' } },
];
if (adminUrl) databases.push({ label: 'PostgreSQL', database: { kind: 'postgresql', adminUrl } });

const started = performance.now();
const loadBefore = loadavg()[0] ?? 0;
const rows: BenchRow[] = [];

if (wanted('read')) {
  for (const { database } of databases) rows.push(...(await readPath(log, database)));
}
if (wanted('scaling')) {
  for (const { database } of databases) rows.push(...(await scaling(log, database)));
}
if (wanted('cold')) {
  for (const { database } of databases)
    rows.push(...(await coldOpens(log, database, Number(coldMembers ?? 3000))));
}
if (wanted('coldscale')) {
  for (const { database } of databases) rows.push(...(await coldScale(log, database)));
}
if (wanted('streams')) {
  rows.push(...(await streams(log, { adminUrl, redisUrl: adminUrl ? redisUrl : undefined })));
}
if (wanted('relay')) {
  for (const { label, database } of databases) {
    log(`chat relay overhead (model chunk → member stream), ${label} …`);
    const relay = await chatRelay(log, database);
    rows.push({
      what: `Chat relay overhead, model chunk to client, ${label} (${relay.count} chunks)`,
      budget: `p99 ≤ ${ms(relay.budgetP99)}`,
      measured: `p50 ${ms(relay.p50)}, p95 ${ms(relay.p95)}, p99 ${ms(relay.p99)}, max ${ms(relay.max)}`,
      met: relay.p99 <= relay.budgetP99,
    });
  }
}
if (wanted('chatload')) {
  for (const { database } of databases) rows.push(...(await chatLoad(log, database)));
}
if (wanted('history')) {
  for (const { label, database } of databases) {
    log(`history list of a member with 5 000 rooms, ${label} …`);
    const history = await historyList(database);
    for (const [what, summary] of [
      ['a page', history.browse],
      ['a keyword search', history.search],
    ] as const) {
      rows.push({
        what: `History list, 5 000 rooms, ${what}, ${label} (${summary.count} queries)`,
        budget: `p99 ≤ ${ms(history.budgetP99)}`,
        measured: `p50 ${ms(summary.p50)}, p95 ${ms(summary.p95)}, p99 ${ms(summary.p99)}, max ${ms(summary.max)}`,
        met: summary.p99 <= history.budgetP99,
      });
    }
    const text = history.textSearch;
    rows.push({
      what: `History search in message text, 500 rooms × 30 messages, ${label} (${text.count} searches; the first ${ms(history.firstTextSearchMs)})`,
      budget: `p99 ≤ ${ms(history.textBudgetP99)}`,
      measured: `p50 ${ms(text.p50)}, p95 ${ms(text.p95)}, p99 ${ms(text.p99)}, max ${ms(text.max)}`,
      met: text.p99 <= history.textBudgetP99,
    });
  }
}
if (wanted('push')) {
  for (const { label, database } of databases)
    rows.push(...(await pushFanout(log, database, label)));
}
if (wanted('js')) rows.push(...(await initialJs(log)));
if (wanted('lighthouse')) rows.push(...(await lighthouseScores(log)));

const minutes = (performance.now() - started) / 60_000;
const date = new Date().toISOString().slice(0, 10);
const section = [
  `## ${date} — ${machine()}`,
  '',
  '| What | Budget | Measured | |',
  '|---|---|---|---|',
  ...rows.map(formatRow),
  '',
  `${rows.filter((row) => row.met).length} of ${rows.length} met; the run took ${minutes.toFixed(1)} min; ` +
    `load average ${loadBefore.toFixed(2)} when it started${only ? `; only ${only.join(', ')}` : ''}.`,
  '',
].join('\n');
log('');
log(section);
if (record) {
  await appendFile(resolve(import.meta.dirname, '../docs/BENCHMARKS.md'), `\n${section}`);
  log('appended to docs/BENCHMARKS.md');
}
process.exitCode = rows.every((row) => row.met) ? 0 : 1;
