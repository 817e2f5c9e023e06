import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadConfig } from '../src/platform/config';
import { useApp } from './helpers/app-hooks';
import type { TestApp } from './helpers/build';

/**
 * TRUST_PROXY (issue 11, decision 0026): `true` trusts every hop, so the client address is the
 * left-most X-Forwarded-For entry, which a client can write itself; a list of the proxies'
 * addresses trusts only those hops, so the address is the one the proxy saw.
 */
const LIMIT = 3;
const load = (value: string) =>
  loadConfig({ DATA_DIR: mkdtempSync(join(tmpdir(), 'dama-cfg-')), TRUST_PROXY: value });

describe('TRUST_PROXY', () => {
  it('reads true/false as before, or a list of proxy addresses; anything else is named', () => {
    expect(load('false').trustProxy).toBe(false);
    expect(load('true').trustProxy).toBe(true);
    expect(load('10.0.0.0/8, 127.0.0.1').trustProxy).toEqual(['10.0.0.0/8', '127.0.0.1']);
    expect(() => load('nginx')).toThrow(/TRUST_PROXY/);
  });

  describe('with the proxy’s address listed', () => {
    let t: TestApp;
    useApp((app) => (t = app), {
      build: {
        config: (c) => ({
          ...c,
          trustProxy: ['127.0.0.1'],
          rateLimit: { globalPerMinute: LIMIT, loginPerMinute: 30 },
        }),
      },
    });

    it('a client cannot dodge the per-IP limit by writing its own X-Forwarded-For', async () => {
      // The proxy (127.0.0.1, the inject's address) appends the address it saw: 203.0.113.7.
      const statuses: number[] = [];
      for (let i = 0; i < LIMIT + 2; i++) {
        const res = await t.app.inject({
          method: 'GET',
          url: '/api/health',
          headers: { 'x-forwarded-for': `198.51.100.${i}, 203.0.113.7` },
        });
        statuses.push(res.statusCode);
      }
      expect(statuses.slice(0, LIMIT).every((s) => s === 200)).toBe(true);
      expect(statuses.slice(LIMIT)).toEqual([429, 429]);

      // Another client behind the same proxy has its own budget.
      const other = await t.app.inject({
        method: 'GET',
        url: '/api/health',
        headers: { 'x-forwarded-for': '203.0.113.8' },
      });
      expect(other.statusCode).toBe(200);
    });
  });
});
