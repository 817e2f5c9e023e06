import { endpoints } from '@dama/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { build, type TestApp } from './helpers/build';
import { onboard, signIn } from './helpers/factories';
import { bearer } from './helpers/http';

/** Bad input never yields a 5xx and never changes data. */
let t: TestApp;
let token: string;
beforeAll(async () => {
  t = await build();
  const s = await signIn(t.app);
  token = s.accessToken;
  await onboard(t.app, token, { nickname: '그대로' });
});
afterAll(async () => {
  await t.close();
});

const WRONG_BODIES: unknown[] = [
  null,
  [],
  'text',
  42,
  true,
  {
    terms: 'all',
    nickname: 7,
    refreshToken: 1,
    idToken: [],
    accessToken: {},
    startLoveDate: 20240101,
    provider: 1,
  },
  {
    terms: [{ termsId: 'x', isAgreed: 'yes' }],
    nickname: null,
    startLoveDate: '2024-13-45',
    subject: '',
  },
  { terms: [null], nickname: { a: 1 }, idToken: '', refreshToken: '', startLoveDate: [] },
  { ['__proto__']: { polluted: true } },
];

const withBody = Object.entries(endpoints).filter(([, e]) => 'body' in e && e.body);

describe('wrong-typed bodies', () => {
  it.each(withBody)('%s answers 400/40000 (or 401 without a token), never 5xx', async (name, e) => {
    const url = `/api${e.path}`;
    const method = e.method;
    for (const body of WRONG_BODIES) {
      const payload = JSON.stringify(body);
      const headers = { 'content-type': 'application/json' };
      if (e.auth !== 'public') {
        const anonymous = await t.app.inject({ method, url, headers, payload });
        expect(anonymous.statusCode, `${name} anonymous ${payload}`).toBe(401);
      }
      const res = await t.app.inject({
        method,
        url,
        headers: { ...headers, ...(e.auth !== 'public' ? bearer(token) : {}) },
        payload,
      });
      expect(res.statusCode, `${name} ${payload} → ${res.body}`).toBe(400);
      expect(res.json<{ code: number }>().code).toBe(40000);
    }
  });

  it('left the member as it was', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/members', headers: bearer(token) });
    const member = res.json<{ data: { nickname: string; startLoveDate: string | null } }>().data;
    expect(member.nickname).toBe('그대로');
    expect(member.startLoveDate).toBeNull();
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  });
});

describe('non-numeric and odd paths and queries', () => {
  it('never 5xx, always the envelope', async () => {
    for (const url of [
      '/api/members/%00',
      '/api/%E0%A4%A',
      '/api/terms?x[]=1&x[]=2',
      '/api/members/invite-code/../..',
    ]) {
      const res = await t.app.inject({ method: 'GET', url, headers: bearer(token) });
      expect(res.statusCode, url).toBeLessThan(500);
      expect(res.json<{ requestId: string }>().requestId, url).toBe(res.headers['x-request-id']);
    }
  });
});
