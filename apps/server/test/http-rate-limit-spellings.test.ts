import { beforeAll, describe, expect, it } from 'vitest';
import { useListeningApp } from './helpers/app-hooks';
import type { TestApp } from './helpers/build';
import { signIn } from './helpers/factories';
import { jsonOf, rawRequest, requestText, type RawResponse } from './helpers/raw-http';

// Raw sockets: inject would normalise the request target (and reads `//api` as a host).
const LIMIT = 5;

describe('the per-IP API limit, however the path is spelled', () => {
  let t: TestApp;
  let base: string;
  let token: string;
  useListeningApp(
    (app, url) => {
      t = app;
      base = url;
    },
    { config: (c) => ({ ...c, rateLimit: { globalPerMinute: LIMIT, loginPerMinute: 30 } }) },
  );

  const get = (target: string, auth = true) =>
    rawRequest(
      base,
      requestText(`GET ${target} HTTP/1.1`, auth ? { authorization: `Bearer ${token}` } : {}),
    );

  const limited = (res: RawResponse) => {
    expect(res.status, res.body).toBe(429);
    const body = jsonOf<{ code: number; requestId: string }>(res);
    expect(body.code).toBe(42900);
    expect(body.requestId).toBe(res.headers['x-request-id']);
    expect(Number(res.headers['retry-after'])).toBeGreaterThan(0);
  };

  beforeAll(async () => {
    // inject and the raw sockets both come from 127.0.0.1: one budget.
    ({ accessToken: token } = await signIn(t.app));
    let first429: number | null = null;
    for (let i = 0; i <= LIMIT && first429 === null; i++) {
      const res = await get('/api/members');
      if (res.status === 429) first429 = i;
      else expect(res.status, res.body).toBe(200);
    }
    expect(first429).not.toBeNull();
  });

  it.each([
    ['percent-encoded', '/%61pi/members'],
    ['percent-encoded further', '/%61%70%69/%6Dembers'],
    ['absolute-form', 'http://dama.test/api/members'],
    ['absolute-form with another host', 'http://elsewhere.example:8080/api/members?x=1'],
    ['trailing slash', '/api/members/'],
    ['with a query', '/api/members?page=1'],
  ])('%s (%s) reaches the members route and is limited like /api/members', async (_, target) => {
    limited(await get(target));
  });

  it('counts before the token is checked: no token from a limited IP → 42900, not 40100', async () => {
    limited(await get('/api/members', false));
    limited(await get('/%61pi/members', false));
  });

  it('unknown API paths, however spelled, are limited too', async () => {
    limited(await get('/api//members'));
    limited(await get('/%61pi/nope'));
    limited(await get('http://dama.test/api/nope'));
  });

  it('a double slash (//api/members) is not routed to the API at all', async () => {
    const res = await get('//api/members');
    expect(res.status).toBe(404);
    const body = jsonOf<{ success: boolean; code: number; data?: unknown }>(res);
    expect(body.success).toBe(false);
    expect(body.code).toBe(40400);
    expect(body.data).toBeUndefined();
  });
});
