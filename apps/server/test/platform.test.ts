import { endpoints, streamEndpoints } from '@dama/contract';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { build, type TestApp } from './helpers/build';
import { bearer, fails, ok } from './helpers/http';
import { signIn } from './helpers/factories';

let t: TestApp;
beforeAll(async () => {
  t = await build();
});
afterAll(async () => {
  await t.close();
});

describe('health and readiness', () => {
  it('GET /api/health answers UP without touching the database', async () => {
    const data = ok(await t.app.inject({ method: 'GET', url: '/api/health' }), endpoints.health);
    expect(data.status).toBe('UP');
  });

  it('GET /api/ready answers UP when the database answers', async () => {
    const data = ok(await t.app.inject({ method: 'GET', url: '/api/ready' }), endpoints.ready);
    expect(data.status).toBe('UP');
  });
});

describe('request id', () => {
  it('puts the same id in the X-Request-Id header and the body', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/health' });
    const id = res.headers['x-request-id'];
    expect(typeof id).toBe('string');
    expect(res.json<{ requestId: string }>().requestId).toBe(id);
  });

  it('keeps a sane incoming X-Request-Id and replaces a hostile one', async () => {
    const kept = await t.app.inject({
      method: 'GET',
      url: '/api/health',
      headers: { 'x-request-id': 'abc-123_XYZ.9' },
    });
    expect(kept.headers['x-request-id']).toBe('abc-123_XYZ.9');
    const hostile = 'x'.repeat(300) + '\u0000<script>';
    const replaced = await t.app.inject({
      method: 'GET',
      url: '/api/health',
      headers: { 'x-request-id': hostile },
    });
    expect(replaced.headers['x-request-id']).not.toBe(hostile);
    expect(String(replaced.headers['x-request-id'])).toMatch(/^[0-9a-f-]{36}$/);
  });
});

describe('error envelope', () => {
  it('unknown /api route → 404/40400', async () => {
    fails(await t.app.inject({ method: 'GET', url: '/api/nope' }), 40400);
    fails(await t.app.inject({ method: 'POST', url: '/api/nope/deeper', payload: {} }), 40400);
  });

  it('known path with the wrong method → 405/40500 with Allow', async () => {
    const res = await t.app.inject({ method: 'PUT', url: '/api/terms' });
    fails(res, 40500);
    expect(res.headers.allow).toContain('GET');
    fails(await t.app.inject({ method: 'GET', url: '/api/logout' }), 40500);
    fails(await t.app.inject({ method: 'POST', url: '/api/members/invite-code' }), 40500);
  });

  it('malformed JSON → 400/40000, never a 500', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/refresh',
      headers: { 'content-type': 'application/json' },
      payload: '{"refreshToken": ',
    });
    expect(fails(res, 40000)).toContain('JSON');
  });

  it('a wrong type names the field', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/refresh',
      payload: { refreshToken: 12 },
    });
    expect(fails(res, 40000)).toContain('refreshToken');
  });

  it('a missing body on a route that needs one → 400/40000', async () => {
    fails(await t.app.inject({ method: 'POST', url: '/api/refresh' }), 40000);
  });

  it('a non-JSON content type → 400/40000', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/refresh',
      headers: { 'content-type': 'text/plain' },
      payload: 'hello',
    });
    fails(res, 40000);
  });

  it('a body over 64 KiB → 413/41300', async () => {
    const filler = 'a'.repeat(64 * 1024 + 1 - '{"refreshToken":""}'.length);
    const payload = `{"refreshToken":"${filler}"}`;
    expect(Buffer.byteLength(payload)).toBe(64 * 1024 + 1);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/refresh',
      headers: { 'content-type': 'application/json' },
      payload,
    });
    fails(res, 41300);
  });

  it('a body of exactly 64 KiB is read (and judged on its content)', async () => {
    const filler = 'a'.repeat(64 * 1024 - '{"refreshToken":""}'.length);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/refresh',
      headers: { 'content-type': 'application/json' },
      payload: `{"refreshToken":"${filler}"}`,
    });
    fails(res, 40102);
  });

  it('a database that is gone is 503/50300 with Retry-After, without stack or SQL, logged once (decision 0077)', async () => {
    const logged = await build({ logLevel: 'warn' });
    try {
      const { accessToken } = await signIn(logged.app);
      await logged.database.close();
      const res = await logged.app.inject({
        method: 'GET',
        url: '/api/members',
        headers: bearer(accessToken),
      });
      fails(res, 50300);
      expect(res.headers['retry-after']).toBe('5');
      expect(res.body).not.toMatch(/select|stack|at .*\.ts/i);
      expect(
        logged.logs.filter((line) => line.includes('"msg":"database unavailable')),
      ).toHaveLength(1);
      // Not ready (503/50300, naming the check).
      expect(fails(await logged.app.inject({ method: 'GET', url: '/api/ready' }), 50300)).toContain(
        'database',
      );
    } finally {
      await logged.app.close().catch(() => undefined);
    }
  });
});

describe('database errors in the log', () => {
  it('a failed query logs no bound parameters (message, stack, params, cause)', async () => {
    const SECRET = 'bound-secret-7f3a';
    const holder: { database?: TestApp['database'] } = {};
    const logged = await build({
      logLevel: 'error',
      beforeReady: (app) => {
        app.get('/api/test-db-error', async () => {
          await holder.database!.db.execute(sql`select * from no_such_table where x = ${SECRET}`);
          return {};
        });
      },
    });
    holder.database = logged.database;
    try {
      fails(await logged.app.inject({ method: 'GET', url: '/api/test-db-error' }), 50000);
      const lines = logged.logs.filter((line) => line.includes('"level":50'));
      expect(lines.length).toBeGreaterThan(0);
      const text = lines.join('\n');
      expect(text).toContain('no_such_table');
      expect(text).not.toContain(SECRET);
      expect(text).not.toContain('params:');
    } finally {
      await logged.close();
    }
  });
});

describe('security headers', () => {
  it('sets a strict CSP and the helmet headers, and no CORS', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/terms',
      headers: { origin: 'https://evil.example' },
    });
    const csp = String(res.headers['content-security-policy']);
    expect(csp).toContain("default-src 'self'");
    expect(csp).toContain("script-src 'self'");
    expect(csp).toContain("style-src 'self' 'unsafe-inline'");
    expect(csp).toContain("img-src 'self' data: blob:");
    expect(csp).toContain("font-src 'self' data:");
    expect(csp).toContain("connect-src 'self'");
    expect(csp).toContain("frame-ancestors 'self'");
    expect(csp).toContain("object-src 'none'");
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['referrer-policy']).toBe('no-referrer');
    expect(res.headers['access-control-allow-origin']).toBeUndefined();
  });

  it('adds the analytics and error-reporting hosts to connect-src when configured', async () => {
    const other = await build({
      env: { VITE_AMPLITUDE_API_KEY: 'k', VITE_SENTRY_DSN: 'https://abc@o1.ingest.sentry.io/42' },
    });
    try {
      const res = await other.app.inject({ method: 'GET', url: '/api/health' });
      expect(String(res.headers['content-security-policy'])).toContain(
        "connect-src 'self' https://*.amplitude.com https://o1.ingest.sentry.io",
      );
    } finally {
      await other.close();
    }
  });
});

describe('OpenAPI and docs', () => {
  it('GET /api/openapi.json is OpenAPI 3.1 listing every contract endpoint', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/openapi.json' });
    expect(res.statusCode).toBe(200);
    const doc = res.json<{
      openapi: string;
      paths: Record<
        string,
        Record<
          string,
          { requestBody?: unknown; security?: unknown; responses: Record<string, unknown> }
        >
      >;
      components: { securitySchemes: Record<string, unknown> };
    }>();
    expect(doc.openapi).toMatch(/^3\.1\./);
    expect(doc.components.securitySchemes.bearerAuth).toBeDefined();
    for (const [name, e] of Object.entries(endpoints)) {
      const path = `/api${e.path.replace(/:(\w+)/g, '{$1}')}`;
      const op = doc.paths[path]?.[e.method.toLowerCase()];
      expect(op, `${name} ${e.method} ${path}`).toBeDefined();
      expect(op?.responses['200'], name).toBeDefined();
      if ('body' in e && e.body) expect(op?.requestBody, name).toBeDefined();
      if (e.auth !== 'public') expect(op?.security, name).toEqual([{ bearerAuth: [] }]);
    }
    for (const [name, e] of Object.entries(streamEndpoints)) {
      const op = doc.paths[`/api${e.path}`]?.[e.method.toLowerCase()];
      expect(op, name).toMatchObject({ summary: e.summary, security: [{ bearerAuth: [] }] });
    }
  });

  it('serves the docs UI with only same-origin scripts', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/docs' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/html');
    expect(res.body).not.toMatch(/<script>(?!\s*<\/script>)/);
    expect(res.body).not.toMatch(/<script[^>]*src="https?:/);
    const init = await t.app.inject({
      method: 'GET',
      url: '/api/docs/static/swagger-initializer.js',
    });
    expect(init.statusCode).toBe(200);
    const bundle = await t.app.inject({
      method: 'GET',
      url: '/api/docs/static/swagger-ui-bundle.js',
    });
    expect(bundle.statusCode).toBe(200);
  });
});

describe('rate limits', () => {
  it('counts Kakao and Apple sign-ins together: 30 Kakao + 1 Apple from one IP → 42900', async () => {
    const limited = await build({
      config: (c) => ({ ...c, rateLimit: { globalPerMinute: 1000, loginPerMinute: 30 } }),
    });
    try {
      const hit = (provider: 'kakao' | 'apple', remoteAddress = '10.0.0.21') =>
        limited.app.inject({
          method: 'POST',
          url: `/api/login/${provider}`,
          payload: {},
          remoteAddress,
        });
      for (let i = 0; i < 30; i++) fails(await hit('kakao'), 40000);
      const res = await hit('apple');
      fails(res, 42900);
      expect(Number(res.headers['retry-after'])).toBeGreaterThan(0);
      fails(await hit('kakao'), 42900);
      fails(await hit('apple', '10.0.0.22'), 40000);
      // The window is a minute.
      limited.clock.advance(60_000);
      fails(await hit('apple'), 40000);
    } finally {
      await limited.close();
    }
  });

  it('limits sign-in to the configured count per minute per IP → 429/42900 with Retry-After', async () => {
    const limited = await build({
      config: (c) => ({ ...c, rateLimit: { globalPerMinute: 1000, loginPerMinute: 3 } }),
    });
    try {
      const hit = () =>
        limited.app.inject({
          method: 'POST',
          url: '/api/login/kakao',
          payload: {},
          remoteAddress: '10.0.0.9',
        });
      for (let i = 0; i < 3; i++) fails(await hit(), 40000);
      const res = await hit();
      fails(res, 42900);
      expect(Number(res.headers['retry-after'])).toBeGreaterThan(0);
      // Another IP is not affected.
      const other = await limited.app.inject({
        method: 'POST',
        url: '/api/login/kakao',
        payload: {},
        remoteAddress: '10.0.0.10',
      });
      fails(other, 40000);
    } finally {
      await limited.close();
    }
  });

  it('limits every other route globally per IP', async () => {
    const limited = await build({
      config: (c) => ({ ...c, rateLimit: { globalPerMinute: 2, loginPerMinute: 30 } }),
    });
    try {
      const hit = () =>
        limited.app.inject({ method: 'GET', url: '/api/health', remoteAddress: '10.0.0.11' });
      await hit();
      await hit();
      const res = await hit();
      fails(res, 42900);
      expect(res.headers['retry-after']).toBeDefined();
      const unknown = await limited.app.inject({
        method: 'GET',
        url: '/api/nope',
        remoteAddress: '10.0.0.11',
      });
      fails(unknown, 42900);
    } finally {
      await limited.close();
    }
  });
});
