import { endpoints, ErrorEnvelope } from '@dama/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Readiness, type ReadyCheck } from '../src/platform/http/readiness';
import { missingMigrations, shippedMigrations } from '../src/platform/db/migrations';
import { listen } from './helpers/app-hooks';
import { build, type TestApp } from './helpers/build';
import { fails, ok } from './helpers/http';
import { RawConnection } from './helpers/raw-http';

/** A logger that keeps what readiness logs (its lines are `log.warn(details, message)`). */
function recordingLog() {
  const lines: Array<{ level: string; message: string }> = [];
  const record = (level: string) => (details: object | string, message?: string) => {
    lines.push({ level, message: message ?? (typeof details === 'string' ? details : '') });
  };
  const log = { warn: record('warn'), info: record('info') };
  return { lines, log: log as unknown as ConstructorParameters<typeof Readiness>[1] };
}

/** A check whose runs the test settles by hand. */
function manualCheck(name: string) {
  const runs: Array<{ resolve: () => void; reject: (error: Error) => void }> = [];
  const check: ReadyCheck = {
    name,
    run: () =>
      new Promise<void>((resolve, reject) => {
        runs.push({ resolve, reject });
      }),
  };
  return { check, runs };
}

describe('Readiness', () => {
  it('joins a check still running instead of starting another; a hung check times out', async () => {
    const db = manualCheck('database');
    const { log } = recordingLog();
    const readiness = new Readiness([db.check], log, 30);
    const polls = await Promise.all([readiness.failures(), readiness.failures()]);
    expect(db.runs).toHaveLength(1);
    for (const failed of polls) {
      expect(failed).toEqual([{ check: 'database', reason: 'no answer within 30 ms' }]);
    }
    // Still hung: the next poll joins the same run.
    await readiness.failures();
    expect(db.runs).toHaveLength(1);
    db.runs[0]!.resolve();
    await new Promise((resolve) => setImmediate(resolve));
    // Settled: the next poll starts a new run.
    const next = readiness.failures();
    expect(db.runs).toHaveLength(2);
    db.runs[1]!.resolve();
    expect(await next).toEqual([]);
  });

  it('runs the checks side by side and names each that fails; logs only when the answer changes', async () => {
    const failing = { fail: true };
    const checks: ReadyCheck[] = [
      { name: 'database', run: () => Promise.resolve() },
      {
        name: 'redis',
        run: () =>
          failing.fail ? Promise.reject(new Error('redis is reconnecting')) : Promise.resolve(),
      },
    ];
    const { lines, log } = recordingLog();
    const readiness = new Readiness(checks, log, 1000);
    expect(await readiness.failures()).toEqual([
      { check: 'redis', reason: 'redis is reconnecting' },
    ]);
    await readiness.failures();
    expect(lines).toEqual([{ level: 'warn', message: 'not ready' }]);
    failing.fail = false;
    expect(await readiness.failures()).toEqual([]);
    await readiness.failures();
    expect(lines.map((line) => line.message)).toEqual(['not ready', 'ready again']);
  });

  it('is not ready once closing, without running a check', async () => {
    let runs = 0;
    const { log } = recordingLog();
    const readiness = new Readiness(
      [{ name: 'database', run: () => Promise.resolve(void runs++) }],
      log,
    );
    readiness.markClosing();
    expect(await readiness.failures()).toEqual([
      { check: 'closing', reason: 'the server is shutting down' },
    ]);
    expect(runs).toBe(0);
  });
});

describe('GET /api/ready', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await build({ logLevel: 'warn' });
  });
  afterAll(async () => {
    await t.close();
  });

  it('answers UP on a fresh app: the database answers and every shipped migration is applied', async () => {
    expect(await missingMigrations(t.database, shippedMigrations())).toEqual([]);
    const data = ok(await t.app.inject({ method: 'GET', url: '/api/ready' }), endpoints.ready);
    expect(data).toEqual({ status: 'UP' });
  });

  it('503/50300 while a migration this build ships is missing from the database; UP once it is back', async () => {
    const shipped = shippedMigrations();
    const last = shipped.at(-1)!;
    const [row] = (
      await t.database.executeSql(
        'delete from drizzle.__drizzle_migrations where created_at = $1 returning hash',
        [last.when],
      )
    ).rows as Array<{ hash: string }>;
    expect(row).toBeDefined();
    try {
      expect(await missingMigrations(t.database, shipped)).toEqual([last.tag]);
      const res = await t.app.inject({ method: 'GET', url: '/api/ready' });
      expect(fails(res, 50300)).toContain('migrations');
      expect(res.headers['cache-control']).toBe('no-store');
      // Logged once, with the missing migration, not on every poll.
      fails(await t.app.inject({ method: 'GET', url: '/api/ready' }), 50300);
      const notReady = t.logs.filter((line) => line.includes('"msg":"not ready"'));
      expect(notReady).toHaveLength(1);
      expect(notReady[0]).toContain(last.tag);
      expect(t.logs.filter((line) => line.includes('"level":50'))).toEqual([]);
    } finally {
      await t.database.executeSql(
        'insert into drizzle.__drizzle_migrations (hash, created_at) values ($1, $2)',
        [row!.hash, last.when],
      );
    }
    ok(await t.app.inject({ method: 'GET', url: '/api/ready' }), endpoints.ready);
  });

  it('503/50300 while the server closes', async () => {
    let entered!: () => void;
    const inFlight = new Promise<void>((resolve) => (entered = resolve));
    let release!: () => void;
    const released = new Promise<void>((resolve) => (release = resolve));
    const closing = await build({
      beforeReady: (app) => {
        app.get('/api/test-slow', async () => {
          entered();
          await released;
          return { done: true };
        });
      },
    });
    const connection = new RawConnection(await listen(closing));
    connection.write('GET /api/test-slow HTTP/1.1\r\nhost: dama.test\r\n\r\n');
    await inFlight;
    const closed = closing.close();
    while (closing.app.server.listening) await new Promise((resolve) => setTimeout(resolve, 5));
    // Pipelined behind the slow request: it reaches the app during the shutdown.
    connection.write('GET /api/ready HTTP/1.1\r\nhost: dama.test\r\n\r\n');
    await new Promise((resolve) => setTimeout(resolve, 50));
    release();
    const [slow, ready] = await connection.responses();
    await closed;
    expect(slow?.status).toBe(200);
    expect(ready?.status).toBe(503);
    expect(ErrorEnvelope.parse(JSON.parse(ready!.body)).code).toBe(50300);
  });
});
