import { Writable } from 'node:stream';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type { DestinationStream } from 'pino';
import { buildApp, type AppSeams } from '../../src/app';
import type { CounsellorPort } from '../../src/modules/chat';
import { loadConfig, type Config } from '../../src/platform/config';
import type { Database } from '../../src/platform/db/client';
import type { PushSender } from '../../src/platform/push';
import { testDatabase } from './database';

/** A clock tests move by hand. Starts at 2026-11-21 14:00 in Korea. */
export class TestClock {
  private current: number;
  constructor(private readonly start = '2026-11-21T05:00:00.000Z') {
    this.current = Date.parse(start);
  }
  reset(): void {
    this.current = Date.parse(this.start);
  }
  now = (): Date => new Date(this.current);
  set(iso: string): void {
    this.current = Date.parse(iso);
  }
  advance(ms: number): void {
    this.current += ms;
  }
}

export interface TestApp {
  app: FastifyInstance;
  clock: TestClock;
  config: Config;
  database: Database;
  /** Log lines written by the app (JSON strings). */
  logs: string[];
  close(): Promise<void>;
}

export interface BuildOptions {
  /** Extra environment variables for loadConfig. */
  env?: Record<string, string>;
  /** Changes to the parsed config (rate limits, cache window, dist folder...). */
  config?: (config: Config) => Config;
  logLevel?: string;
  /** Runs after the app is built, before it is ready (extra test routes). */
  beforeReady?: (app: FastifyInstance) => void;
  /** Plugs test hooks, erase steps and counters into the module seams (as app.ts does). */
  extend?: (seams: AppSeams) => void;
  /** The chat's counsellor (a FakeCounsellor); default: the app's own. */
  counsellor?: CounsellorPort;
  /** Another app's database (this app starts on its data, as after a restart; never closes it). */
  database?: Database;
  /** Where log lines go instead of `logs` (a bounded stream under test). */
  logStream?: DestinationStream;
  /** Where push orders go (a recorder); default: the app's own sender. */
  push?: PushSender;
}

/** The read cache's time to live in tests: a week, longer than any test moves the clock. */
export const READ_CACHE_TEST_MS = 7 * 24 * 60 * 60 * 1000;

export const TEST_ENV = {
  JWT_SECRET: 'test-secret-test-secret-test-secret-0123456789',
  DATA_ENCRYPTION_KEY: Buffer.alloc(32, 7).toString('base64'),
  DEV_LOGIN: 'true',
  LOG_LEVEL: 'silent',
  SCRIPTED_REPLY_DELAY_MS: '0',
};

/**
 * What production requires for push (decision 0060): a VAPID key pair (one fixed pair, made for
 * tests) and a subject, as the public origin of a test is not https.
 */
export const PRODUCTION_PUSH_ENV = {
  VAPID_PUBLIC_KEY:
    'BGTYDaZUOBPPhl_ONgHELmRVYBh5uenSZv_Rkdgc5X_uBfANjHn25oIeQVbZxWGwBqNXTOfQ82oy4lGtsBmFpHw',
  VAPID_PRIVATE_KEY: '6TnhzHDjgdAo0a8YwwaYP73H_firPZG9o0lJfVsejW0',
  VAPID_SUBJECT: 'mailto:ops@dama.example',
};

/** A fresh app on its own database (migrated), DEV_LOGIN on, a movable clock, app.inject only. */
export async function build(options: BuildOptions = {}): Promise<TestApp> {
  const dataDir = mkdtempSync(join(tmpdir(), 'dama-test-'));
  let config = loadConfig({
    ...TEST_ENV,
    DATA_DIR: dataDir,
    WEB_DIST_DIR: join(dataDir, 'no-web-build'),
    ...(options.logLevel ? { LOG_LEVEL: options.logLevel } : {}),
    ...options.env,
  });
  config = {
    ...config,
    rateLimit: { globalPerMinute: 100_000, loginPerMinute: 100_000 },
    // Cached reads live until a write drops them (or the Korean day ends): a write path that
    // forgets to drop them fails the write-then-read tests instead of hiding behind 15 s.
    readCacheMs: READ_CACHE_TEST_MS,
  };
  if (options.config) config = options.config(config);

  const logs: string[] = [];
  const logStream = new Writable({
    write(chunk: Buffer, _enc, done) {
      logs.push(...chunk.toString('utf8').split('\n').filter(Boolean));
      done();
    },
  });
  const clock = new TestClock();
  const database = options.database
    ? { ...options.database, close: () => Promise.resolve() }
    : await testDatabase();
  const app = await buildApp(config, {
    now: clock.now,
    database,
    logStream: options.logStream ?? logStream,
    ephemeralDevKey: true,
    ...(options.extend ? { extend: options.extend } : {}),
    ...(options.counsellor ? { counsellor: options.counsellor } : {}),
    ...(options.push ? { push: options.push } : {}),
  });
  options.beforeReady?.(app);
  await app.ready();
  return {
    app,
    clock,
    config,
    database,
    logs,
    close: async () => {
      await app.close();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

export function uniqueSubject(prefix = 'user'): string {
  return `${prefix}-${randomBytes(6).toString('hex')}`;
}
