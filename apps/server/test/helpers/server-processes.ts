import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createInterface } from 'node:readline';
import pg from 'pg';
import { afterAll, beforeAll } from 'vitest';
import { SERVER_ROOT } from '../../src/platform/config';
import { TEST_ENV, uniqueSubject } from './build';

/**
 * Real server processes (`tsx src/main.ts`) for test/services/: each on a free port with its own
 * DATA_DIR, sharing one fresh PostgreSQL database and Redis under a unique key prefix.
 */
const adminUrl = process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
const redisUrl = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';

export interface Instance {
  url: string;
  child: ChildProcess;
  exited: Promise<number | null>;
  dataDir: string;
  /** Log lines after listening that matched `keepLines` (none without it). */
  lines: string[];
}

export interface SharedServices {
  /** DATABASE_URL, REDIS_URL and REDIS_KEY_PREFIX for every instance of the test file. */
  env: Record<string, string>;
  /** Drops the database (call after the instances stopped). */
  drop(): Promise<void>;
}

/** A fresh database and a fresh Redis key prefix. */
export async function sharedServices(): Promise<SharedServices> {
  const name = `dama_multi_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return {
    env: {
      DATABASE_URL: url.toString(),
      REDIS_URL: redisUrl,
      REDIS_KEY_PREFIX: `dama-test-${randomBytes(4).toString('hex')}:`,
    },
    drop: async () => {
      const dropper = new pg.Client({ connectionString: adminUrl });
      await dropper.connect();
      await dropper.query(`drop database if exists ${name} with (force)`);
      await dropper.end();
    },
  };
}

/**
 * Starts `tsx src/main.ts` on a free port and resolves with its URL once it listens; on
 * `dataDir` when given (a restart on the data of an instance that was killed).
 */
export function startInstance(
  env: Record<string, string>,
  dataDir = mkdtempSync(join(tmpdir(), 'dama-multi-')),
  keepLines?: (line: string) => boolean,
): Promise<Instance> {
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
      if (!match?.[1]) return;
      // Listening: later lines are drained, not kept (a load test makes hundreds of thousands,
      // and parsing and keeping them would slow the process that measures), except those a
      // test asked for.
      const kept: string[] = [];
      if (keepLines) {
        lines.removeAllListeners('line');
        lines.on('line', (later) => {
          if (keepLines(later)) kept.push(later);
        });
      } else {
        lines.close();
        child.stdout.removeAllListeners('data');
        child.stdout.on('data', () => undefined);
        child.stdout.resume();
      }
      resolve({ url: match[1], child, exited, dataDir, lines: kept });
    });
    child.stderr.on('data', (chunk: Buffer) => output.push(chunk.toString('utf8')));
    void exited.then((code) =>
      reject(new Error(`server exited (${code}) before listening:\n${output.join('\n')}`)),
    );
  });
}

/** `kill -9`: the process dies at once, its data directory stays (for a restart on it). */
export async function killInstance(instance: Instance): Promise<void> {
  instance.child.kill('SIGKILL');
  await instance.exited;
}

export async function stopInstance(instance: Instance): Promise<number | null> {
  if (instance.child.exitCode === null) instance.child.kill('SIGTERM');
  const code = await instance.exited;
  rmSync(instance.dataDir, { recursive: true, force: true });
  return code;
}

export interface ApiAnswer<T> {
  status: number;
  headers: Headers;
  body: { code?: number; data?: T };
}

/** One call of the REST API on a listening server: `api(base, 'POST', '/logout', { token })`. */
export async function api<T = unknown>(
  base: string,
  method: string,
  path: string,
  options: { token?: string; body?: unknown } = {},
): Promise<ApiAnswer<T>> {
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

export interface Member {
  accessToken: string;
  refreshToken: string;
}

/** A new member signed in (dev login) through the server at `base`. */
export async function signInThrough(base: string, subject = uniqueSubject()): Promise<Member> {
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

/**
 * Two instances on fresh shared services for a test file: started in `beforeAll` one after the
 * other (the first creates the schemas of the fresh database), stopped and dropped in `afterAll`.
 * `extraEnv` is read when they start (after the file's earlier `beforeAll` hooks).
 */
export function useTwoInstances(extraEnv: () => Record<string, string> = () => ({})): {
  readonly a: Instance;
  readonly b: Instance;
} {
  let services: SharedServices | undefined;
  let a: Instance | undefined;
  let b: Instance | undefined;
  beforeAll(async () => {
    services = await sharedServices();
    const env = { ...services.env, ...extraEnv() };
    a = await startInstance(env);
    b = await startInstance(env);
  }, 60_000);
  afterAll(async () => {
    await Promise.all([a && stopInstance(a), b && stopInstance(b)]);
    await services?.drop();
  }, 60_000);
  const started = (instance: Instance | undefined) => {
    if (!instance) throw new Error('the instances have not started');
    return instance;
  };
  return {
    get a() {
      return started(a);
    },
    get b() {
      return started(b);
    },
  };
}
