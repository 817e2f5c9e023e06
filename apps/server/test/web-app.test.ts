import { createHash } from 'node:crypto';
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { build, type TestApp } from './helpers/build';
import { fails } from './helpers/http';

// As the web build writes it: an inline start-up script (decision 0030) beside the module script.
const EARLY_SCRIPT = 'window.early = "담아";';
const INDEX_HTML =
  `<!doctype html><title>담아</title><script>${EARLY_SCRIPT}</script>` +
  '<script type="module" src="/assets/main-def456.js"></script><div id="root"></div>';
const BIG_JS = `export const text = ${JSON.stringify('담아 '.repeat(2000))};`;

function fakeDist(): string {
  const dir = mkdtempSync(join(tmpdir(), 'dama-dist-'));
  mkdirSync(join(dir, 'assets'));
  writeFileSync(join(dir, 'index.html'), INDEX_HTML);
  writeFileSync(join(dir, 'preview.html'), '<!doctype html><title>preview</title>');
  writeFileSync(join(dir, 'assets', 'x-abc123.js'), 'console.log(1)');
  writeFileSync(join(dir, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
  // As the web build leaves a large file: with its Brotli and gzip siblings.
  const big = join(dir, 'assets', 'main-def456.js');
  writeFileSync(big, BIG_JS);
  writeFileSync(`${big}.br`, brotliCompressSync(BIG_JS));
  writeFileSync(`${big}.gz`, gzipSync(BIG_JS));
  writeFileSync(join(dir, 'index.html.br'), brotliCompressSync(INDEX_HTML));
  return dir;
}

describe('serving the built web app', () => {
  let t: TestApp;
  beforeAll(async () => {
    const dist = fakeDist();
    t = await build({ config: (c) => ({ ...c, webDistDir: dist }) });
  });
  afterAll(async () => {
    await t.close();
  });

  it('serves index.html at / with no-cache', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/html');
    expect(res.headers['cache-control']).toBe('no-cache');
    expect(res.body).toContain('<div id="root">');
    expect(res.headers['x-request-id']).toBeDefined();
    expect(String(res.headers['content-security-policy'])).toContain("script-src 'self'");
  });

  it("allows index.html's inline script by its hash, and no other inline script", async () => {
    const res = await t.app.inject({ method: 'GET', url: '/chat' });
    const hash = createHash('sha256').update(EARLY_SCRIPT, 'utf8').digest('base64');
    const scriptSrc = /script-src ([^;]*)/.exec(
      String(res.headers['content-security-policy']),
    )?.[1];
    expect(scriptSrc).toBe(`'self' 'sha256-${hash}'`);
  });

  it('serves hashed assets for a year, immutable', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/assets/x-abc123.js' });
    expect(res.statusCode).toBe(200);
    expect(res.body).toBe('console.log(1)');
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });

  it('sends the precompressed sibling the browser accepts, varying on Accept-Encoding', async () => {
    const url = '/assets/main-def456.js';
    const br = await t.app.inject({
      method: 'GET',
      url,
      headers: { 'accept-encoding': 'gzip, deflate, br' },
    });
    expect(br.statusCode).toBe(200);
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers['content-type']).toContain('javascript');
    expect(br.headers.vary).toContain('accept-encoding');
    expect(br.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(BIG_JS);

    const gz = await t.app.inject({ method: 'GET', url, headers: { 'accept-encoding': 'gzip' } });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gz.rawPayload).toString()).toBe(BIG_JS);

    const plain = await t.app.inject({ method: 'GET', url });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.headers.vary).toContain('accept-encoding');
    expect(plain.body).toBe(BIG_JS);

    // index.html too, on / and on a deep link.
    for (const page of ['/', '/question']) {
      const res = await t.app.inject({
        method: 'GET',
        url: page,
        headers: { 'accept-encoding': 'br' },
      });
      expect(res.headers['content-encoding'], page).toBe('br');
      expect(res.headers['content-type'], page).toContain('text/html');
      expect(brotliDecompressSync(res.rawPayload).toString(), page).toBe(INDEX_HTML);
    }
  });

  it('serves other files revalidated', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/favicon.svg' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-cache');
  });

  it('falls back to index.html for app routes (deep links)', async () => {
    for (const url of ['/chat', '/my-page/settings', '/onboarding?step=2']) {
      const res = await t.app.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBe(200);
      expect(res.body).toContain('<div id="root">');
      expect(res.headers['cache-control']).toBe('no-cache');
    }
  });

  it('a missing asset is a 404, not the page', async () => {
    fails(await t.app.inject({ method: 'GET', url: '/assets/gone-000.js' }), 40400);
  });

  it('never answers /api paths with the page', async () => {
    fails(await t.app.inject({ method: 'GET', url: '/api/unknown' }), 40400);
  });

  it('serves /preview with DEV_LOGIN on', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/preview' });
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('preview');
  });
});

describe('with DEV_LOGIN off', () => {
  it('does not serve the device preview', async () => {
    const dist = fakeDist();
    const t = await build({
      env: { DEV_LOGIN: 'false' },
      config: (c) => ({ ...c, webDistDir: dist }),
    });
    try {
      for (const url of ['/preview', '/preview.html']) {
        const res = await t.app.inject({ method: 'GET', url });
        expect(res.body, url).not.toContain('<title>preview');
      }
    } finally {
      await t.close();
    }
  });
});

describe('without a web build', () => {
  it('serves the API only and says so in the log', async () => {
    const t = await build({ logLevel: 'warn' });
    try {
      fails(await t.app.inject({ method: 'GET', url: '/' }), 40400);
      expect(t.logs.some((l) => l.includes('web app build not found'))).toBe(true);
      expect((await t.app.inject({ method: 'GET', url: '/api/health' })).statusCode).toBe(200);
    } finally {
      await t.close();
    }
  });
});

describe('rate limits and static files', () => {
  it("never limits the web app's static files, only the API", async () => {
    const dist = fakeDist();
    const limited = await build({
      config: (c) => ({
        ...c,
        webDistDir: dist,
        rateLimit: { globalPerMinute: 2, loginPerMinute: 30 },
      }),
    });
    try {
      const get = (url: string) =>
        limited.app.inject({ method: 'GET', url, remoteAddress: '10.0.0.21' });
      for (let i = 0; i < 5; i++) {
        expect((await get('/assets/x-abc123.js')).statusCode).toBe(200);
        expect((await get('/')).statusCode).toBe(200);
      }
      await get('/api/health');
      await get('/api/health');
      fails(await get('/api/health'), 42900);
    } finally {
      await limited.close();
    }
  });
});
