import { endpoints, errorMessages, Home, successEnvelope } from '@dama/contract';
import type { FastifyInstance } from 'fastify';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { build, type TestApp } from './helpers/build';
import { makeCouple, makeMember } from './helpers/couple-factories';
import { usePostgres } from './helpers/database';
import { bearer, fails, ok } from './helpers/http';
import { countStatements } from './helpers/statements';

/** What the four SPEC endpoints answer on their own, by the part of `GET /api/home`. */
const PARTS = {
  member: '/api/members',
  partner: '/api/members/partner',
  todayQuestion: '/api/questions/today',
  currentRoom: '/api/chatrooms/current',
} as const;

const get = (app: FastifyInstance, token: string, url: string) =>
  app.inject({ method: 'GET', url, headers: bearer(token) });

async function home(app: FastifyInstance, token: string): Promise<Home> {
  return ok(await get(app, token, '/api/home'), endpoints.getHome);
}

/** Each part as its own endpoint answers it now: `{ success, data }` or `{ success, code, message }`. */
async function oneByOne(app: FastifyInstance, token: string): Promise<Record<string, unknown>> {
  const answers: Record<string, unknown> = {};
  for (const [part, url] of Object.entries(PARTS)) {
    const {
      requestId: _,
      message,
      ...rest
    } = (await get(app, token, url)).json<Record<string, unknown>>();
    answers[part] = rest.success ? rest : { ...rest, message };
  }
  return answers;
}

let t: TestApp;
beforeEach(async () => {
  t = await build();
});
afterEach(async () => {
  await t.close();
});

describe('GET /api/home: the home screen reads in one request (issue 27)', () => {
  it('answers for a linked member exactly what the four endpoints answer', async () => {
    const { a } = await makeCouple(t.app);
    const combined = await home(t.app, a.accessToken);
    expect(combined).toEqual(await oneByOne(t.app, a.accessToken));
    expect(combined.member).toMatchObject({ success: true, data: { memberId: a.memberId } });
    expect(combined.partner.success).toBe(true);
    expect(combined.todayQuestion.success).toBe(true);
    expect(combined.currentRoom).toMatchObject({
      success: true,
      data: { chatRoomState: 'BEFORE_INIT' },
    });
  });

  it('gives a part its own error: a member without a partner gets 40301 for the partner', async () => {
    const solo = await makeMember(t.app);
    const combined = await home(t.app, solo.accessToken);
    expect(combined.partner).toEqual({
      success: false,
      code: 40301,
      message: errorMessages[40301],
    });
    expect(combined.member.success).toBe(true);
    expect(combined.currentRoom.success).toBe(true);
    expect(combined).toEqual(await oneByOne(t.app, solo.accessToken));
  });

  it('answers a member who has not onboarded as the endpoints do', async () => {
    const fresh = await makeMember(t.app, { onboarded: false });
    const combined = await home(t.app, fresh.accessToken);
    expect(combined).toEqual(await oneByOne(t.app, fresh.accessToken));
  });

  it('refuses a request without a valid token like every member read', async () => {
    fails(await t.app.inject({ method: 'GET', url: '/api/home' }), 40100);
    fails(await get(t.app, 'not-a-token', '/api/home'), 40100);
  });

  it('shares the read cache with the endpoints: a write shows in both', async () => {
    const { a } = await makeCouple(t.app);
    await home(t.app, a.accessToken);
    const renamed = ok(
      await t.app.inject({
        method: 'PATCH',
        url: '/api/members',
        headers: bearer(a.accessToken),
        payload: { nickname: '새이름' },
      }),
      endpoints.updateMember,
    );
    expect(renamed).toBeDefined();
    const member = (await home(t.app, a.accessToken)).member;
    expect(member).toMatchObject({ success: true, data: { nickname: '새이름' } });
    expect(ok(await get(t.app, a.accessToken, '/api/members'), endpoints.getMember).nickname).toBe(
      '새이름',
    );
  });

  it.skipIf(usePostgres)(
    'fills the cache the endpoints read from: after it they ask nothing',
    async () => {
      const { a } = await makeCouple(t.app);
      const fresh = await build({ database: t.database });
      try {
        const statements = countStatements(t.database);
        await home(fresh.app, a.accessToken);
        const afterHome = statements.count();
        expect(afterHome).toBeGreaterThan(0);
        for (const url of ['/api/members', '/api/members/partner', '/api/questions/today']) {
          expect((await get(fresh.app, a.accessToken, url)).statusCode).toBe(200);
        }
        expect(statements.count()).toBe(afterHome);
      } finally {
        await fresh.close();
      }
    },
  );

  it('is a success envelope whose data the contract types', async () => {
    const { b } = await makeCouple(t.app);
    const res = await get(t.app, b.accessToken, '/api/home');
    expect(successEnvelope(Home).safeParse(res.json()).success).toBe(true);
    expect(res.headers['content-type']).toMatch(/^application\/json/);
  });
});
