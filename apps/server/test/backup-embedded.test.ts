import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import {
  backupFileOf,
  readBack,
  runScript,
  SCRIPT_ENV,
  seed,
  startWriter,
  writerNickname,
  writes,
  type Seeded,
} from './helpers/ops';
import { api, startInstance, stopInstance, type Instance } from './helpers/server-processes';

/**
 * `npm run backup` / `npm run restore` on the embedded database (decision 0043), as an operator
 * runs them: a server process writes a couple's data through HTTP; a backup taken from it while a
 * member keeps writing restores into a fresh DATA_DIR, and a server started there reads the same
 * through the API, with the writes up to some point of the backup and none half-done. With the
 * server stopped the script opens the data directory itself.
 */
describe('backup and restore of the embedded database', () => {
  const dirs: string[] = [];
  const running: Instance[] = [];
  const fresh = () => {
    const dir = mkdtempSync(join(tmpdir(), 'dama-backup-'));
    dirs.push(dir);
    return dir;
  };
  const start = async (dataDir: string) => {
    const instance = await startInstance({}, dataDir);
    running.push(instance);
    return instance;
  };
  /** SIGTERM, keeping the data directory. */
  const stop = async (instance: Instance) => {
    instance.child.kill('SIGTERM');
    expect(await instance.exited).toBe(0);
    running.splice(running.indexOf(instance), 1);
  };
  afterAll(async () => {
    for (const instance of running.splice(0)) await stopInstance(instance);
    for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
  }, 60_000);

  const out = fresh();
  const original = fresh();
  let seeded: Seeded;
  let before: Awaited<ReturnType<typeof readBack>>;
  let online: string;
  let window: { ackedBefore: number; sentAfter: number };
  let finalWrites: number;

  it('backs up the running server while a member keeps writing', async () => {
    const server = await start(original);
    seeded = await seed(server.url);
    before = await readBack(server.url, seeded);
    const writer = startWriter(server.url, seeded);
    while (writer.state.acked < 3) await new Promise((resolve) => setTimeout(resolve, 20));
    const ackedBefore = writer.state.acked;
    const run = await runScript('backup', ['--out', `${out}/`], { DATA_DIR: original });
    const sentAfter = writer.state.sent;
    await writer.stop();
    expect(run.code, run.stderr).toBe(0);
    expect(run.stdout).toContain('from the running server');
    expect(run.stdout).toContain('The data key is not in the backup');
    online = backupFileOf(run);
    expect(online).toMatch(/dama-pglite-\d{8}-\d{6}\.tar\.gz$/);
    expect(readdirSync(out)).toEqual([online.split('/').pop()]);
    window = { ackedBefore, sentAfter };
    finalWrites = writer.state.acked;
    // Another server on the same DATA_DIR is refused: the files belong to one process.
    await expect(startInstance({}, original)).rejects.toThrow(/다른 서버 프로세스가 이 DATA_DIR/);
    await stop(server);
    console.log(
      `backup of the running server: ${run.ms} ms (script included), ${sentAfter - ackedBefore} writes meanwhile`,
    );
  }, 120_000);

  it('restores into a fresh DATA_DIR; a server there reads the same, and writes', async () => {
    const restored = fresh();
    const run = await runScript('restore', [online], { DATA_DIR: restored });
    expect(run.code, run.stderr).toBe(0);
    expect(run.stdout).toMatch(/Restored .* \(\d+ migrations applied in it\)/);
    console.log(`restore: ${run.ms} ms (script included)`);
    const server = await start(restored);
    expect(await readBack(server.url, seeded)).toEqual(before);
    // The snapshot fell between two of the writer's requests: every write confirmed before the
    // backup started is in it, none sent after it ended.
    const n = writes(await writerNickname(server.url, seeded));
    expect(n).toBeGreaterThanOrEqual(window.ackedBefore);
    expect(n).toBeLessThanOrEqual(window.sentAfter);
    // A working database: a write and its read.
    const sent = await api(server.url, 'PATCH', '/members', {
      token: seeded.a.accessToken,
      body: { nickname: '복원후' },
    });
    expect(sent.status).toBe(200);
    expect(
      (
        await api<{ nickname: string }>(server.url, 'GET', '/members', {
          token: seeded.a.accessToken,
        })
      ).body.data?.nickname,
    ).toBe('복원후');

    // Restoring over a DATA_DIR in use is refused: a server runs there.
    const busy = await runScript('restore', [online], { DATA_DIR: restored, ...SCRIPT_ENV });
    expect(busy.code).toBe(1);
    expect(busy.stderr).toContain('a server is running on DATA_DIR');
    await stop(server);
  }, 120_000);

  it('with the server stopped, backs up from the data directory; restore refuses a non-empty one', async () => {
    const run = await runScript('backup', ['--out', `${out}/`], { DATA_DIR: original });
    expect(run.code, run.stderr).toBe(0);
    expect(run.stdout).toContain('from the data directory');
    const offline = backupFileOf(run);
    console.log(`backup of a stopped database: ${run.ms} ms (script included)`);

    const refused = await runScript('restore', [offline], { DATA_DIR: original });
    expect(refused.code).toBe(1);
    expect(refused.stderr).toMatch(/pglite is not empty: .* --force/);

    const restored = fresh();
    expect((await runScript('restore', [offline], { DATA_DIR: restored })).code).toBe(0);
    const server = await start(restored);
    expect(await readBack(server.url, seeded)).toEqual(before);
    expect(writes(await writerNickname(server.url, seeded))).toBe(finalWrites);
    await stop(server);
  }, 120_000);
});
