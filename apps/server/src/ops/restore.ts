// npm run restore -- <backup file> [--force]
// Restores a backup of `npm run backup` into the database the server would use (DATABASE_URL,
// else the embedded one in DATA_DIR), with the servers stopped. Decision 0043; docs/DEPLOY.md.
import { closeSync, existsSync, openSync, readSync } from 'node:fs';
import { resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { fail, KEY_REMINDER, runMain, targetOf } from './common';
import { restoreEmbedded } from './embedded';
import { restorePostgres } from './postgres';

/** What a file is, by its first bytes: pg_dump's custom format, or a gzipped tar. */
function kindOf(file: string): 'pg' | 'pglite' | null {
  const fd = openSync(file, 'r');
  const head = Buffer.alloc(5);
  try {
    readSync(fd, head, 0, 5, 0);
  } finally {
    closeSync(fd);
  }
  if (head.toString('latin1') === 'PGDMP') return 'pg';
  if (head[0] === 0x1f && head[1] === 0x8b) return 'pglite';
  return null;
}

runMain('restore', async () => {
  const { values, positionals } = parseArgs({
    options: { force: { type: 'boolean', default: false } },
    allowPositionals: true,
  });
  if (positionals.length !== 1) fail('usage: npm run restore -- <backup file> [--force]');
  const file = resolve(positionals[0]!);
  if (!existsSync(file)) fail(`${file} does not exist`);
  const target = targetOf(process.env);
  const kind = kindOf(file);
  if (kind === null)
    fail(`${file} is not a backup of npm run backup (neither pg_dump's nor a .tar.gz)`);
  if (kind !== target.kind) {
    fail(
      kind === 'pg'
        ? `${file} is a PostgreSQL dump: set DATABASE_URL to the database to restore it into`
        : `${file} is a backup of the embedded database: unset DATABASE_URL and set DATA_DIR`,
    );
  }
  const started = performance.now();
  if (target.kind === 'pg') {
    const { tables } = await restorePostgres(
      target.url,
      file,
      { force: values.force },
      process.env,
    );
    console.log(`Restored ${file} into PostgreSQL (${tables} tables)`);
  } else {
    const result = await restoreEmbedded(target.dataDir, file, { force: values.force });
    if (result.movedAside) console.log(`The database that was there is now ${result.movedAside}`);
    console.log(
      `Restored ${file} into ${target.dataDir}/pglite (${result.migrations} migrations applied in it)`,
    );
  }
  console.log(`${Math.round(performance.now() - started)} ms. Start the server on it.`);
  console.log(KEY_REMINDER);
});
