import { defineConfig, mergeConfig } from 'vitest/config';
import base from './vitest.config';

/**
 * The same integration suite against the PostgreSQL at TEST_DATABASE_URL (a fresh database per
 * app), plus what needs the services: the Redis bus and attempt limiter (test/bus.test.ts) and
 * two real server processes sharing PostgreSQL and Redis (test/services/).
 */
export default mergeConfig(
  base,
  defineConfig({
    test: {
      env: {
        DAMA_TEST_DB: 'pg',
        TEST_DATABASE_URL:
          process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test',
        TEST_REDIS_URL: process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379',
      },
    },
  }),
);
