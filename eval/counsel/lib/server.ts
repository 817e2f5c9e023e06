// The real app in this process (as the server's integration tests build it): the scripted
// counsellor with no pause between chunks (or the openai engine, `--engine=llm`), a migrated in-memory PGlite database, the dev issuer
// for sign-in, and a clock the evaluation moves forward so the per-member send limits of a real
// member (20 a minute) never refuse its fast-typing members.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../../apps/server/src/app';
import { loadConfig } from '../../../apps/server/src/platform/config';
import { pgliteDatabase } from '../../../apps/server/src/platform/db/client';
import { prepareDatabase } from '../../../apps/server/test/helpers/database-template';
import type { LlmEndpoint } from './engine';

/** Wall-clock time plus an offset the evaluation advances. */
export class MovingClock {
  private offsetMs = 0;
  now = (): Date => new Date(Date.now() + this.offsetMs);
  advance(ms: number): void {
    this.offsetMs += ms;
  }
}

/** A running app and what the evaluation needs of it. */
export interface EvalServer {
  app: FastifyInstance;
  clock: MovingClock;
  close(): Promise<void>;
}

/**
 * Builds and readies the app on a fresh in-memory database, with the scripted counsellor or,
 * given `llm`, the openai engine against that endpoint (its default time-out and tries).
 */
export async function startEvalServer(llm: LlmEndpoint | null = null): Promise<EvalServer> {
  const dataDir = mkdtempSync(join(tmpdir(), 'dama-eval-'));
  const base = loadConfig({
    JWT_SECRET: 'eval-secret-eval-secret-eval-secret-0123456789',
    DATA_ENCRYPTION_KEY: Buffer.alloc(32, 9).toString('base64'),
    DEV_LOGIN: 'true',
    LOG_LEVEL: 'silent',
    SCRIPTED_REPLY_DELAY_MS: '0',
    DATA_DIR: dataDir,
    WEB_DIST_DIR: join(dataDir, 'no-web-build'),
  });
  const config = {
    ...base,
    llm,
    rateLimit: { globalPerMinute: 1_000_000, loginPerMinute: 1_000_000 },
  };
  const database = pgliteDatabase(new PGlite());
  await prepareDatabase(database);
  const clock = new MovingClock();
  const app = await buildApp(config, { now: clock.now, database, ephemeralDevKey: true });
  await app.ready();
  return {
    app,
    clock,
    close: async () => {
      await app.close();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
