import { mkdtempSync, mkdirSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { build, type TestApp } from './helpers/build';
import { fails } from './helpers/http';

const PATHS = ['/.well-known/apple-app-site-association', '/.well-known/assetlinks.json'];
const FINGERPRINT = Array.from({ length: 32 }, () => 'AB').join(':');

/** A web build whose SPA fallback would answer any unknown path, and a stray well-known file. */
function fakeDist(): string {
  const dir = mkdtempSync(join(tmpdir(), 'dama-dist-'));
  writeFileSync(join(dir, 'index.html'), '<!doctype html><div id="root"></div>');
  mkdirSync(join(dir, '.well-known'));
  writeFileSync(join(dir, '.well-known', 'assetlinks.json'), '"stale"');
  return dir;
}

describe('app links configured (decision 0078)', () => {
  let t: TestApp;
  beforeAll(async () => {
    const webDistDir = fakeDist();
    t = await build({
      config: (c) => ({
        ...c,
        webDistDir,
        appLinks: {
          ios: { teamId: 'ABCDE12345', bundleIds: ['app.dama.shell'] },
          android: { packageName: 'app.dama.shell', certFingerprints: [FINGERPRINT] },
        },
      }),
    });
  });
  afterAll(async () => {
    await t.close();
  });

  it('serves apple-app-site-association as JSON, without a redirect', async () => {
    const res = await t.app.inject({ method: 'GET', url: PATHS[0] });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^application\/json/);
    expect(res.json()).toEqual({
      applinks: {
        details: [
          {
            appIDs: ['ABCDE12345.app.dama.shell'],
            components: [{ '/': '/onboarding/partner-code*' }],
          },
        ],
      },
    });
  });

  it('serves assetlinks.json as JSON', async () => {
    const res = await t.app.inject({ method: 'GET', url: PATHS[1] });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^application\/json/);
    expect(res.json()).toEqual([
      {
        relation: ['delegate_permission/common.handle_all_urls'],
        target: {
          namespace: 'android_app',
          package_name: 'app.dama.shell',
          sha256_cert_fingerprints: [FINGERPRINT],
        },
      },
    ]);
  });

  it('is not in the OpenAPI document (not an API endpoint)', async () => {
    const doc = (await t.app.inject({ method: 'GET', url: '/api/openapi.json' })).json<{
      paths: Record<string, unknown>;
    }>();
    for (const path of PATHS) expect(doc.paths[path]).toBeUndefined();
  });
});

describe('app links not configured', () => {
  let t: TestApp;
  beforeAll(async () => {
    const webDistDir = fakeDist();
    t = await build({ config: (c) => ({ ...c, webDistDir }) });
  });
  afterAll(async () => {
    await t.close();
  });

  it.each([...PATHS, '/.well-known/other'])(
    '%s answers the 404 envelope, never the SPA',
    async (url) => {
      const res = await t.app.inject({ method: 'GET', url });
      fails(res, 40400);
      expect(res.headers['content-type']).toMatch(/^application\/json/);
      expect(res.body).not.toContain('<div id="root">');
    },
  );

  it('other unknown paths still get the SPA', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/onboarding/partner-code?code=ABC' });
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('<div id="root">');
  });
});
