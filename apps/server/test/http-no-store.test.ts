import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { endpoints } from '@dama/contract';
import type { LightMyRequestResponse } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import { useApp } from './helpers/app-hooks';
import type { TestApp } from './helpers/build';
import { devTokens, signIn } from './helpers/factories';
import { bearer, fails, ok } from './helpers/http';

function webDist(): string {
  const dir = mkdtempSync(join(tmpdir(), 'dama-dist-'));
  mkdirSync(join(dir, 'assets'));
  writeFileSync(join(dir, 'index.html'), '<!doctype html><div id="root"></div>');
  writeFileSync(join(dir, 'assets', 'x-abc123.js'), 'console.log(1)');
  return dir;
}

const noStore = (res: LightMyRequestResponse) =>
  expect(res.headers['cache-control'], `${res.statusCode} ${res.body}`).toBe('no-store');

describe('Cache-Control: no-store on every API response', () => {
  let t: TestApp;
  useApp(
    (app) => {
      t = app;
    },
    { build: { config: (c) => ({ ...c, webDistDir: webDist() }) } },
  );
  let token: string;
  beforeAll(async () => {
    ({ accessToken: token } = await signIn(t.app));
  });

  it('sign-in and refresh (they carry tokens)', async () => {
    const tokens = await devTokens(t.app, { provider: 'KAKAO', subject: 'no-store-1' });
    const login = await t.app.inject({ method: 'POST', url: '/api/login/kakao', payload: tokens });
    const signedIn = ok(login, endpoints.loginKakao);
    noStore(login);
    const refresh = await t.app.inject({
      method: 'POST',
      url: '/api/refresh',
      payload: { refreshToken: signedIn.refreshToken },
    });
    ok(refresh, endpoints.refresh);
    noStore(refresh);
  });

  it('member data', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/members', headers: bearer(token) });
    ok(res, endpoints.getMember);
    noStore(res);
    noStore(await t.app.inject({ method: 'GET', url: '/api/health' }));
  });

  it('errors: validation, auth, unknown path, wrong method, malformed URL', async () => {
    const cases = [
      [await t.app.inject({ method: 'POST', url: '/api/refresh', payload: {} }), 40000],
      [
        await t.app.inject({ method: 'POST', url: '/api/refresh', payload: { refreshToken: 'x' } }),
        40102,
      ],
      [await t.app.inject({ method: 'GET', url: '/api/members' }), 40100],
      [await t.app.inject({ method: 'GET', url: '/api/nope' }), 40400],
      [await t.app.inject({ method: 'PUT', url: '/api/terms' }), 40500],
      [await t.app.inject({ method: 'GET', url: '/api/%zz' }), 40000],
    ] as const;
    for (const [res, code] of cases) {
      fails(res, code);
      noStore(res);
    }
  });

  it("leaves the web app's own caching alone", async () => {
    const asset = await t.app.inject({ method: 'GET', url: '/assets/x-abc123.js' });
    expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    const index = await t.app.inject({ method: 'GET', url: '/' });
    expect(index.headers['cache-control']).toBe('no-cache');
    const spa = await t.app.inject({ method: 'GET', url: '/some/screen' });
    expect(spa.statusCode).toBe(200);
    expect(spa.headers['cache-control']).toBe('no-cache');
  });
});
