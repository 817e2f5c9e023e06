import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../src/platform/config';
import { listen } from './helpers/app-hooks';
import { build, PRODUCTION_PUSH_ENV, TEST_ENV } from './helpers/build';
import { bearer } from './helpers/http';
import { TOKEN, parse, scrape, value } from './helpers/metrics';

/** Prometheus metrics (decision 0041): who may read them, and the configuration. */
describe('metrics on a separate port (METRICS_PORT)', () => {
  it('served on 127.0.0.1 at /metrics only; the main port does not serve them', async () => {
    const t = await build({ env: { METRICS_PORT: '0' } });
    try {
      const base = await listen(t);
      const address = t.app.metricsAddress();
      expect(address?.address).toBe('127.0.0.1');
      const metricsBase = `http://127.0.0.1:${address?.port}`;
      await t.app.inject({ method: 'GET', url: '/api/health' });

      const res = await fetch(`${metricsBase}/metrics`);
      expect(res.status).toBe(200);
      const lines = parse(await res.text());
      expect(
        value(lines, 'dama_http_request_duration_seconds_count', { route: '/api/health' }),
      ).toBe(1);
      expect((await fetch(`${metricsBase}/`)).status).toBe(404);
      expect((await fetch(`${metricsBase}/api/health`)).status).toBe(404);
      expect((await fetch(`${metricsBase}/metrics`, { method: 'POST' })).status).toBe(404);

      // Not on the main port, with or without a token.
      expect((await fetch(`${base}/metrics`)).status).toBe(404);
      expect((await scrape(`${base}/metrics`)).status).toBe(404);
    } finally {
      await t.close();
    }
    expect(t.app.metricsAddress()).toBeNull();
  });

  it('with METRICS_TOKEN as well, the separate port asks for it', async () => {
    const t = await build({ env: { METRICS_PORT: '0', METRICS_TOKEN: TOKEN } });
    try {
      const metricsBase = `http://127.0.0.1:${t.app.metricsAddress()?.port}`;
      expect((await scrape(`${metricsBase}/metrics`, null)).status).toBe(401);
      expect((await scrape(`${metricsBase}/metrics`, `${TOKEN}x`)).status).toBe(401);
      expect((await scrape(`${metricsBase}/metrics`)).status).toBe(200);
      const main = await t.app.inject({ method: 'GET', url: '/metrics', headers: bearer(TOKEN) });
      expect(main.statusCode).toBe(404);
    } finally {
      await t.close();
    }
  });
});

describe('metrics off (neither METRICS_PORT nor METRICS_TOKEN)', () => {
  it('/metrics is an unknown path (404), with or without a token; nothing listens', async () => {
    const t = await build();
    try {
      for (const headers of [{}, bearer(TOKEN)]) {
        const res = await t.app.inject({ method: 'GET', url: '/metrics', headers });
        expect(res.statusCode).toBe(404);
        expect(res.json()).toMatchObject({ success: false, code: 40400 });
      }
      expect(t.app.metricsAddress()).toBeNull();
      expect(t.app.metrics.http).toBeNull();
    } finally {
      await t.close();
    }
  });
});

describe('metrics configuration', () => {
  const production = {
    NODE_ENV: 'production',
    JWT_SECRET: 'p'.repeat(40),
    DATA_ENCRYPTION_KEY: Buffer.alloc(32, 1).toString('base64'),
    ...PRODUCTION_PUSH_ENV,
  };
  const env = (extra: Record<string, string>) => ({ ...TEST_ENV, ...extra });

  it('off by default; a port defaults to this machine; a token alone serves the main port', () => {
    expect(loadConfig(production).metrics).toBeNull();
    expect(loadConfig({ ...production, METRICS_PORT: '9464' }).metrics).toEqual({
      port: 9464,
      host: '127.0.0.1',
      token: null,
    });
    expect(loadConfig({ ...production, METRICS_TOKEN: TOKEN }).metrics).toEqual({
      port: null,
      host: '127.0.0.1',
      token: TOKEN,
    });
    expect(loadConfig({ ...production, METRICS_PORT: ' ', METRICS_TOKEN: '' }).metrics).toBeNull();
  });

  it('refuses a short or spaced token, a bad port, a host without a port, the main port twice', () => {
    const refused: Record<string, string>[] = [
      { METRICS_TOKEN: 'short' },
      { METRICS_TOKEN: `${'x'.repeat(20)} ${'y'.repeat(20)}` },
      { METRICS_PORT: '70000' },
      { METRICS_PORT: 'nine' },
      { METRICS_HOST: '0.0.0.0' },
      { PORT: '4000', METRICS_PORT: '4000' },
    ];
    for (const bad of refused) {
      expect(() => loadConfig(env(bad)), JSON.stringify(bad)).toThrow(ConfigError);
    }
  });

  it('production: a metrics port other machines reach needs the token too', () => {
    expect(() =>
      loadConfig({ ...production, METRICS_PORT: '9464', METRICS_HOST: '0.0.0.0' }),
    ).toThrow(/METRICS_TOKEN/);
    expect(
      loadConfig({
        ...production,
        METRICS_PORT: '9464',
        METRICS_HOST: '0.0.0.0',
        METRICS_TOKEN: TOKEN,
      }).metrics,
    ).toEqual({ port: 9464, host: '0.0.0.0', token: TOKEN });
    expect(
      loadConfig({ ...production, METRICS_PORT: '9464', METRICS_HOST: '::1' }).metrics?.host,
    ).toBe('::1');
    // Outside production the operator may open it (a private network, a test).
    expect(loadConfig(env({ METRICS_PORT: '9464', METRICS_HOST: '0.0.0.0' })).metrics?.host).toBe(
      '0.0.0.0',
    );
  });
});
