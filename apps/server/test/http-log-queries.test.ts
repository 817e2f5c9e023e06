import { describe, expect, it } from 'vitest';
import { useApp } from './helpers/app-hooks';
import type { TestApp } from './helpers/build';
import { fails } from './helpers/http';

describe('request URLs in the log', () => {
  let t: TestApp;
  useApp(
    (app) => {
      t = app;
    },
    { build: { logLevel: 'info' } },
  );

  it('are logged without their query string (a token there never reaches the log)', async () => {
    const SECRET = 'query-secret-5d1e';
    fails(await t.app.inject({ method: 'GET', url: `/api/members?access_token=${SECRET}` }), 40100);
    await t.app.inject({ method: 'GET', url: `/api/health?token=${SECRET}&x=1` });
    fails(await t.app.inject({ method: 'GET', url: `/api/nope?refresh_token=${SECRET}` }), 40400);

    const answered = t.logs
      .map((line) => JSON.parse(line) as { msg?: string; req?: { url?: string } })
      .filter((entry) => entry.msg === 'request completed');
    const urls = answered.map((entry) => entry.req?.url);
    expect(urls).toEqual(expect.arrayContaining(['/api/members', '/api/health', '/api/nope']));
    expect(t.logs.join('\n')).not.toContain(SECRET);
  });

  it('are one line a request, written when it is answered', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/health' });
    const lines = t.logs
      .map((line) => JSON.parse(line) as Record<string, unknown>)
      .filter((entry) => entry.reqId === res.headers['x-request-id']);
    expect(lines).toEqual([
      expect.objectContaining({
        msg: 'request completed',
        req: expect.objectContaining({ method: 'GET', url: '/api/health' }) as unknown,
        res: { statusCode: 200 },
        responseTime: expect.any(Number) as unknown,
      }),
    ]);
  });
});
