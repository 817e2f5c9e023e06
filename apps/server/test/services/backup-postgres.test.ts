import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import {
  adminQuery,
  databaseUrl,
  dropPgDatabase,
  uniqueDatabaseName,
} from '../helpers/database-template';
import {
  backupFileOf,
  readBack,
  runScript,
  seed,
  startWriter,
  writerNickname,
  writes,
  type Seeded,
} from '../helpers/ops';
import {
  sharedServices,
  startInstance,
  stopInstance,
  type Instance,
  type SharedServices,
} from '../helpers/server-processes';

/**
 * `npm run backup` / `npm run restore` on PostgreSQL (decision 0043): pg_dump of a database a
 * server writes to while a member keeps writing, pg_restore into a fresh database, and a server
 * there reads the same through the API. Without pg_dump the script says how to install it.
 */
const adminUrl = process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';

describe('backup and restore of PostgreSQL', () => {
  const out = mkdtempSync(join(tmpdir(), 'dama-pg-backup-'));
  const restoredName = uniqueDatabaseName('dama_restored');
  const restoredUrl = databaseUrl(adminUrl, restoredName);
  let services: SharedServices | undefined;
  const running: Instance[] = [];
  afterAll(async () => {
    for (const instance of running.splice(0)) await stopInstance(instance);
    await services?.drop();
    await dropPgDatabase(adminUrl, restoredName);
    rmSync(out, { recursive: true, force: true });
  }, 60_000);

  let seeded: Seeded;
  let before: Awaited<ReturnType<typeof readBack>>;
  let file: string;
  let window: { ackedBefore: number; sentAfter: number };

  it('pg_dump while the server runs and a member keeps writing', async () => {
    services = await sharedServices();
    const server = await startInstance({ DATABASE_URL: services.env.DATABASE_URL! });
    running.push(server);
    seeded = await seed(server.url);
    before = await readBack(server.url, seeded);
    const writer = startWriter(server.url, seeded);
    while (writer.state.acked < 3) await new Promise((resolve) => setTimeout(resolve, 20));
    const ackedBefore = writer.state.acked;
    const run = await runScript('backup', ['--out', `${out}/`], {
      DATABASE_URL: services.env.DATABASE_URL!,
    });
    const sentAfter = writer.state.sent;
    await writer.stop();
    expect(run.code, run.stderr).toBe(0);
    expect(run.stdout).toMatch(/Backed up PostgreSQL \(pg_dump \(PostgreSQL\) \d+/);
    expect(run.stdout).toContain('The data key is not in the backup');
    file = backupFileOf(run);
    expect(file).toMatch(/dama-pg-\d{8}-\d{6}\.dump$/);
    window = { ackedBefore, sentAfter };
    console.log(
      `pg backup: ${run.ms} ms (script included), ${sentAfter - ackedBefore} writes meanwhile`,
    );
  }, 120_000);

  it('pg_restore into a fresh database; a server there reads the same', async () => {
    await adminQuery(adminUrl, `create database ${restoredName}`);
    const run = await runScript('restore', [file], { DATABASE_URL: restoredUrl });
    expect(run.code, run.stderr).toBe(0);
    expect(run.stdout).toMatch(/Restored .* into PostgreSQL \(\d+ tables\)/);
    console.log(`pg restore: ${run.ms} ms (script included)`);
    // Not twice: the database is no longer empty.
    const again = await runScript('restore', [file], { DATABASE_URL: restoredUrl });
    expect(again.code).toBe(1);
    expect(again.stderr).toMatch(/the database already has \d+ tables: .* --force/);

    const server = await startInstance({ DATABASE_URL: restoredUrl });
    running.push(server);
    expect(await readBack(server.url, seeded)).toEqual(before);
    const n = writes(await writerNickname(server.url, seeded));
    expect(n).toBeGreaterThanOrEqual(window.ackedBefore);
    expect(n).toBeLessThanOrEqual(window.sentAfter);
  }, 120_000);

  it('without pg_dump: a clear error saying how to install it', async () => {
    const run = await runScript('backup', ['--out', `${out}/`], {
      DATABASE_URL: restoredUrl,
      // A PATH with nothing on it (the script runs by node's absolute path).
      PATH: mkdtempSync(join(out, 'empty-path-')),
    });
    expect(run.code).toBe(1);
    expect(run.stderr).toContain('pg_dump was not found on PATH');
    expect(run.stderr).toContain('apt-get install postgresql-client');
  });
});
