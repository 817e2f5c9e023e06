import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import pg from 'pg';
import { describe, expect, it } from 'vitest';
import { SERVER_ROOT } from '../../src/platform/config';
import { usePostgres } from '../helpers/database';
import {
  api,
  sharedServices,
  signInThrough,
  startInstance,
  stopInstance,
  type Instance,
} from '../helpers/server-processes';

/**
 * Three instances started at the same moment on an empty PostgreSQL database (a deploy that
 * starts every replica at once): the migrations run once under the advisory lock, pg-boss sets
 * its schema up once, and all three serve the same data.
 */
describe.runIf(usePostgres)('instances starting together on an empty database', () => {
  it('all serve; every migration is applied exactly once', async () => {
    const services = await sharedServices();
    let instances: Instance[] = [];
    try {
      instances = await Promise.all([1, 2, 3].map(() => startInstance(services.env)));
      for (const instance of instances) {
        expect((await fetch(`${instance.url}/api/ready`)).status).toBe(200);
      }
      const client = new pg.Client({ connectionString: services.env.DATABASE_URL });
      await client.connect();
      try {
        const { rows } = await client.query<{ n: string; distinct_hashes: string }>(
          'select count(*) as n, count(distinct hash) as distinct_hashes from drizzle.__drizzle_migrations',
        );
        const files = readdirSync(join(SERVER_ROOT, 'drizzle')).filter((f) => f.endsWith('.sql'));
        expect(rows[0]).toEqual({ n: String(files.length), distinct_hashes: String(files.length) });
      } finally {
        await client.end();
      }
      // One member, written through the first, read through the others.
      const member = await signInThrough(instances[0]!.url);
      for (const instance of instances.slice(1)) {
        const read = await api(instance.url, 'GET', '/members', { token: member.accessToken });
        expect(read.status).toBe(200);
      }
    } finally {
      await Promise.all(instances.map((instance) => stopInstance(instance)));
      await services.drop();
    }
  }, 90_000);
});
