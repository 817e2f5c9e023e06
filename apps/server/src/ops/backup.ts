// npm run backup [-- --out <file or folder>] [--force]
// A consistent backup of the database the server uses (DATABASE_URL, else the embedded one in
// DATA_DIR), into backups/ or --out. Decision 0043; docs/DEPLOY.md "Backups".
import { statSync } from 'node:fs';
import { parseArgs } from 'node:util';
import { formatBytes, KEY_REMINDER, outputPath, runMain, targetOf } from './common';
import { backupEmbedded } from './embedded';
import { backupPostgres } from './postgres';

runMain('backup', async () => {
  const { values } = parseArgs({
    options: { out: { type: 'string' }, force: { type: 'boolean', default: false } },
  });
  const target = targetOf(process.env);
  const file = outputPath(values.out, target.kind);
  const started = performance.now();
  let from: string;
  if (target.kind === 'pg') {
    const version = await backupPostgres(target.url, file, process.env);
    from = `PostgreSQL (${version})`;
  } else {
    const source = await backupEmbedded(target.dataDir, file, { force: values.force });
    from = `the embedded database in ${target.dataDir}, from the ${source}`;
  }
  const ms = Math.round(performance.now() - started);
  console.log(`Backed up ${from}\n  → ${file} (${formatBytes(statSync(file).size)}, ${ms} ms)`);
  console.log(KEY_REMINDER);
});
