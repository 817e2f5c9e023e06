import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
import {
  DEFAULT_TEST_DATABASE_URL,
  createPgTemplate,
  dropPgDatabase,
  writePgliteTemplate,
  type DatabaseTemplate,
} from './helpers/database-template';

declare module 'vitest' {
  export interface ProvidedContext {
    databaseTemplate: DatabaseTemplate;
  }
}

/**
 * Migrates once per run instead of once per test file: a PGlite snapshot in a temporary folder
 * (or, against PostgreSQL, a template database) that every test database is a copy of. Made from
 * the migrations on disk each run, so a new migration needs no step of its own.
 */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  // `test.env` of the config (vitest.services.config.ts sets it); absent in the default config.
  const env: Partial<Record<string, string>> = project.config.env ?? {};
  if (env.DAMA_TEST_DB === 'pg') {
    const adminUrl = env.TEST_DATABASE_URL ?? DEFAULT_TEST_DATABASE_URL;
    const name = await createPgTemplate(adminUrl);
    project.provide('databaseTemplate', { kind: 'pg', name });
    return () => dropPgDatabase(adminUrl, name);
  }
  const dir = mkdtempSync(join(tmpdir(), 'dama-test-template-'));
  project.provide('databaseTemplate', await writePgliteTemplate(join(dir, 'pglite.tar')));
  return () => {
    rmSync(dir, { recursive: true, force: true });
    return Promise.resolve();
  };
}
