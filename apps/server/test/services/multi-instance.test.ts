import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createInterface } from 'node:readline';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SERVER_ROOT } from '../../src/platform/config';
import { TEST_ENV, uniqueSubject } from '../helpers/build';
import { usePostgres } from '../helpers/database';
import { connect, openStream } from '../helpers/sse';

/**
 * Two real server processes (`tsx src/main.ts`) sharing one fresh PostgreSQL database and Redis
 * under a unique key prefix: live events, revocations and rate limits cross instances.
 */
const adminUrl = process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
const redisUrl = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';

interface Instance {
  url: string;
  child: ChildProcess;
  exited: Promise<number | null>;
  dataDir: string;
}

async function createDatabase(): Promise<{ url: string; drop: () => Promise<void> }> {
  const name = `dama_multi_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: async () => {
      const dropper = new pg.Client({ connectionString: adminUrl });
      await dropper.connect();
      await dropper.query(`drop database if exists ${name} with (force)`);
      await dropper.end();
    },
  };
}

/** Starts `tsx src/main.ts` on a free port and resolves with its URL once it listens. */
function startInstance(env: Record<string, string>): Promise<Instance> {
  const dataDir = mkdtempSync(join(tmpdir(), 'dama-multi-'));
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
    cwd: SERVER_ROOT,
    env: {
      PATH: process.env.PATH ?? '',
      ...TEST_ENV,
      LOG_LEVEL: 'info',
      HOST: '127.0.0.1',
      PORT: '0',
      DATA_DIR: dataDir,
      WEB_DIST_DIR: join(dataDir, 'no-web-build'),
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  const output: string[] = [];
  return new Promise((resolve, reject) => {
    const lines = createInterface({ input: child.stdout });
    lines.on('line', (line) => {
      output.push(line);
      const match = /Server listening at (http:\/\/127\.0\.0\.1:\d+)/.exec(line);
      if (match?.[1]) resolve({ url: match[1], child, exited, dataDir });
    });
    child.stderr.on('data', (chunk: Buffer) => output.push(chunk.toString('utf8')));
    void exited.then((code) =>
      reject(new Error(`server exited (${code}) before listening:\n${output.join('\n')}`)),
    );
  });
}

async function stopInstance(instance: Instance): Promise<number | null> {
  if (instance.child.exitCode === null) instance.child.kill('SIGTERM');
  const code = await instance.exited;
  rmSync(instance.dataDir, { recursive: true, force: true });
  return code;
}

async function api<T = unknown>(
  base: string,
  method: string,
  path: string,
  options: { token?: string; body?: unknown } = {},
): Promise<{ status: number; headers: Headers; body: { code?: number; data?: T } }> {
  const res = await fetch(new URL(`/api${path}`, base), {
    method,
    headers: {
      ...(options.body === undefined ? {} : { 'content-type': 'application/json' }),
      ...(options.token ? { authorization: `Bearer ${options.token}` } : {}),
    },
    ...(options.body === undefined ? {} : { body: JSON.stringify(options.body) }),
  });
  return { status: res.status, headers: res.headers, body: (await res.json()) as never };
}

interface Member {
  accessToken: string;
  refreshToken: string;
}

async function signInThrough(base: string, subject = uniqueSubject()): Promise<Member> {
  const tokens = await api<{ idToken: string; accessToken: string }>(
    base,
    'POST',
    '/dev/id-token',
    {
      body: { provider: 'KAKAO', subject },
    },
  );
  const login = await api<Member>(base, 'POST', '/login/kakao', { body: tokens.body.data });
  if (login.status !== 200 || !login.body.data) throw new Error(`login: ${login.status}`);
  return login.body.data;
}

describe.runIf(usePostgres)('two server processes on PostgreSQL and Redis', () => {
  let database: { url: string; drop: () => Promise<void> };
  let one: Instance;
  let two: Instance;
  /** Signed in up front: the rate-limit test uses up the sign-in budget of 127.0.0.1. */
  let spare: Member;

  beforeAll(async () => {
    database = await createDatabase();
    const shared = {
      DATABASE_URL: database.url,
      REDIS_URL: redisUrl,
      REDIS_KEY_PREFIX: `dama-test-${randomBytes(4).toString('hex')}:`,
    };
    one = await startInstance(shared);
    two = await startInstance(shared);
    spare = await signInThrough(two.url);
  }, 60_000);

  afterAll(async () => {
    await Promise.all([one && stopInstance(one), two && stopInstance(two)]);
    await database?.drop();
  }, 60_000);

  it('an event caused through instance 2 reaches the stream on instance 1', async () => {
    const owner = await signInThrough(one.url);
    const caller = await signInThrough(two.url);
    const code = await api<{ coupleCode: string }>(one.url, 'GET', '/members/invite-code', {
      token: owner.accessToken,
    });
    const { stream } = await connect(one.url, { token: owner.accessToken });
    try {
      const linked = await api<{ coupleId: number }>(two.url, 'POST', '/couples', {
        token: caller.accessToken,
        body: { coupleCode: code.body.data?.coupleCode },
      });
      expect(linked.status).toBe(200);
      const event = await stream.nextEvent();
      expect(event.event).toBe('couple_connected');
      expect(JSON.parse(event.data ?? '')).toMatchObject({ coupleId: linked.body.data?.coupleId });
      expect(Number(event.id)).toBeGreaterThan(0);
    } finally {
      stream.close();
    }
  });

  it('logout on instance 2 closes the stream on instance 1 and instance 1 stops trusting the session at once', async () => {
    const member = await signInThrough(one.url);
    const { stream } = await connect(one.url, { token: member.accessToken });
    // Instance 1 has the session in its check cache now.
    expect((await api(one.url, 'GET', '/members', { token: member.accessToken })).status).toBe(200);
    const logout = await api(two.url, 'POST', '/logout', { token: member.accessToken });
    expect(logout.status).toBe(200);
    await stream.ended;
    expect((await api(one.url, 'GET', '/members', { token: member.accessToken })).status).toBe(401);
  });

  it('refresh-token reuse and withdrawal on instance 2 close streams on instance 1', async () => {
    const reused = await signInThrough(two.url);
    const withdrawn = await signInThrough(two.url);
    const a = await connect(one.url, { token: reused.accessToken });
    const b = await connect(one.url, { token: withdrawn.accessToken });
    expect(
      (await api(two.url, 'POST', '/refresh', { body: { refreshToken: reused.refreshToken } }))
        .status,
    ).toBe(200);
    expect(
      (await api(two.url, 'POST', '/refresh', { body: { refreshToken: reused.refreshToken } })).body
        .code,
    ).toBe(40102);
    await a.stream.ended;
    expect(b.stream.hasEnded).toBe(false);
    expect(
      (await api(two.url, 'DELETE', '/members', { token: withdrawn.accessToken })).status,
    ).toBe(200);
    await b.stream.ended;
    expect((await openStream(one.url, { token: withdrawn.accessToken })).status).toBe(401);
  });

  it('couple-link attempts of a member count across instances (10 per 10 minutes)', async () => {
    const caller = await signInThrough(one.url);
    const link = (base: string) =>
      api(base, 'POST', '/couples', { token: caller.accessToken, body: { coupleCode: 'ZZZZ000' } });
    for (let i = 0; i < 10; i += 1) {
      expect((await link(i % 2 ? one.url : two.url)).body.code).toBe(40002);
    }
    for (const base of [one.url, two.url]) {
      const limited = await link(base);
      expect(limited.body.code).toBe(42900);
      expect(limited.headers.get('retry-after')).toMatch(/^\d+$/);
    }
  });

  it('rate limits count across instances', async () => {
    // Sign-in: one budget of 30 per minute per IP, shared by both routes and both instances (a
    // per-instance count would let 60 through). The members above already spent a few.
    const attempt = (base: string) => api(base, 'POST', '/login/kakao', { body: {} });
    const statuses: number[] = [];
    for (let i = 0; i < 40; i += 1)
      statuses.push((await attempt(i % 2 ? one.url : two.url)).status);
    const allowed = statuses.filter((status) => status === 400).length;
    expect(allowed).toBeGreaterThan(0);
    expect(allowed).toBeLessThanOrEqual(30);
    expect(statuses.slice(allowed)).toEqual(Array(40 - allowed).fill(429));
    for (const base of [one.url, two.url]) {
      const limited = await attempt(base);
      expect(limited.status).toBe(429);
      expect(limited.body.code).toBe(42900);
      expect(limited.headers.get('retry-after')).toMatch(/^\d+$/);
    }
  });

  it('stopping an instance ends its streams with a retry hint; the other keeps serving', async () => {
    const { stream } = await connect(one.url, { token: spare.accessToken });
    expect(await stopInstance(one)).toBe(0);
    await stream.ended;
    expect(stream.pending().at(-1)?.retry).toBeGreaterThanOrEqual(3000);
    const again = await connect(two.url, { token: spare.accessToken });
    expect(again.connected.event).toBe('connected');
    again.stream.close();
  });
});
