import { endpoints } from '@dama/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { build, type TestApp } from './helpers/build';
import { uniqueSubject } from './helpers/build';
import { devTokens, onboard, signIn } from './helpers/factories';
import { makeCouple } from './helpers/couple-factories';
import { bearer } from './helpers/http';

/** Bad input never yields a 5xx and never changes data. */
let t: TestApp;
let token: string;
/** A member with a partner, for the endpoints of the couple auth level (else 40301 first). */
let coupleToken: string;
beforeAll(async () => {
  t = await build();
  const s = await signIn(t.app);
  token = s.accessToken;
  await onboard(t.app, token, { nickname: '그대로' });
  coupleToken = (await makeCouple(t.app)).a.accessToken;
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
        headers: {
          ...headers,
          ...(e.auth === 'couple' ? bearer(coupleToken) : e.auth !== 'public' ? bearer(token) : {}),
        },
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

type Json = null | boolean | number | string | Json[] | { [key: string]: Json };

/** A well-formed body per endpoint; each case below breaks exactly one field of it. */
async function sampleBodies(app: TestApp['app']): Promise<Record<string, Json>> {
  const kakao = await devTokens(app, { provider: 'KAKAO', subject: uniqueSubject('fz') });
  const apple = await devTokens(app, { provider: 'APPLE', subject: uniqueSubject('fz') });
  const answers = Array.from({ length: 36 }, (_, i) => ({ questionId: i + 1, score: 3 }));
  return {
    loginKakao: { idToken: kakao.idToken, accessToken: kakao.accessToken, deviceId: 'device-1' },
    loginApple: { idToken: apple.idToken, authorizationCode: 'code-1', deviceId: 'device-1' },
    refresh: { refreshToken: 'some-refresh-token' },
    devIdToken: { provider: 'KAKAO', subject: 'subject-1', email: 'a@example.com' },
    completeOnboarding: {
      terms: [{ termsId: 1, isAgreed: true }],
      nickname: '담이',
      loveTypeId: 1,
    },
    updateMember: { nickname: '담이' },
    updateTerms: { terms: [{ termsId: 1, isAgreed: true }] },
    updateStartLoveDate: { startLoveDate: '2024-01-01' },
    linkCouple: { coupleCode: 'ABC1234' },
    markNotificationsRead: { pendingNotifications: [1] },
    submitLoveTypeResult: { results: answers },
    registerMemberLoveType: { results: answers },
    sendChatMessage: { message: '안녕', clientMessageId: 'client-1' },
    deleteChatRooms: { chatRoomIdList: [1] },
    answerTodayQuestion: { answer: '좋은 하루였어' },
    editTodayAnswer: { answer: '좋은 하루였어' },
    registerPushDevice: { kind: 'EXPO', token: 'ExponentPushToken[fuzz-1]' },
    markCentreNotificationsRead: { notificationIds: [1] },
    updateNotificationSettings: {
      kinds: { PARTNER_NUDGED: false },
      quietHours: { enabled: true, start: '23:00', end: '08:00' },
    },
    updateQuestionTime: { questionTime: '21:00' },
    celebrateJar: { milestone: 10 },
    reactToAnswer: { reaction: 'HEART' },
    replyToAnswer: { reply: '나도 그랬어' },
    addAnniversary: { title: '첫 여행', date: '2026-01-01', repeat: 'ONCE' },
    updateAnniversary: { title: '첫 여행', date: '2026-01-01', repeat: 'YEARLY' },
  };
}

/** Every string and integer leaf (first element of arrays only), as a path of keys. */
function leaves(value: Json, path: (string | number)[] = []): [(string | number)[], Json][] {
  if (Array.isArray(value)) return value.length ? leaves(value[0] as Json, [...path, 0]) : [];
  if (value && typeof value === 'object')
    return Object.entries(value).flatMap(([k, v]) => leaves(v, [...path, k]));
  if (typeof value === 'string' || (typeof value === 'number' && Number.isInteger(value)))
    return [[path, value]];
  return [];
}

function withLeaf(body: Json, path: (string | number)[], replacement: Json): Json {
  const copy = structuredClone(body);
  let node = copy as Record<string | number, Json>;
  for (const key of path.slice(0, -1)) node = node[key] as Record<string | number, Json>;
  node[path.at(-1)!] = replacement;
  return copy;
}

const STRING_MUTATIONS = ['\u0000', 'a\u0000b', '\u0007', 'a\u001bb', '\u007f', '\u0085'];
const INT_MUTATIONS = [2147483648, 9007199254740991, -1];
/** Random ids reach 2^53-1 (`SafeId`), so only past that are they out of range. */
const SAFE_ID_MUTATIONS = [9007199254740992, 1e20, -1];
const FIELD_INT_MUTATIONS: Record<string, number[]> = { loveTypeId: SAFE_ID_MUTATIONS };
/** Fields whose unknown value has its own code (CONTRACT 4.4: an unknown questionId is 40005). */
const OWN_CODE: Record<string, number> = { 'results.0.questionId': 40005 };

describe('control characters and out-of-range integers in every body field', () => {
  let samples: Record<string, Json>;
  let freshToken: string;
  let membersBefore: number;
  const countMembers = async () =>
    (await t.database.executeSql('select count(*)::int as n from members')).rows[0] as {
      n: number;
    };
  beforeAll(async () => {
    samples = await sampleBodies(t.app);
    freshToken = (await signIn(t.app)).accessToken;
    membersBefore = (await countMembers()).n;
  });

  it('every endpoint with a body has a sample', () => {
    expect(Object.keys(samples).sort()).toEqual(withBody.map(([name]) => name).sort());
  });

  it.each(withBody)('%s: 400/40000 naming the field, never 5xx', async (name, e) => {
    const sample = samples[name]!;
    // Onboarding is tried by a member who has not onboarded yet (else it is refused for that).
    const auth =
      e.auth === 'public'
        ? {}
        : e.auth === 'couple'
          ? bearer(coupleToken)
          : bearer(name === 'completeOnboarding' ? freshToken : token);
    for (const [path, value] of leaves(sample)) {
      const field = path.join('.');
      const mutations =
        typeof value === 'string'
          ? STRING_MUTATIONS
          : (FIELD_INT_MUTATIONS[field] ?? INT_MUTATIONS);
      for (const bad of mutations) {
        const payload = JSON.stringify(withLeaf(sample, path, bad));
        const res = await t.app.inject({
          method: e.method,
          // A path's ids are well formed (`:coupleQuestionId`, `:anniversaryId` → 1): only the
          // body is broken.
          url: `/api${e.path.replace(/:\w+/g, '1')}`,
          headers: { 'content-type': 'application/json', ...auth },
          payload,
        });
        const label = `${name} ${field}=${JSON.stringify(bad)} → ${res.body}`;
        expect(res.statusCode, label).toBe(400);
        const body = res.json<{ code: number; message: string }>();
        const own = OWN_CODE[field];
        if (own && body.code === own) continue;
        expect(body.code, label).toBe(40000);
        expect(body.message, label).toContain(field);
      }
    }
  });

  it('wrote no member for a refused sign-in', async () => {
    expect((await countMembers()).n).toBe(membersBefore);
  });
});

describe('ids in paths', () => {
  it.each(['0x10', '1e3', ' 5 ', '%205%20', '+5', '-5', '5.0', '0', '9007199254740992'])(
    'loveTypeId %j → 400/40000',
    async (id) => {
      const res = await t.app.inject({ method: 'GET', url: `/api/love-types/result/${id}` });
      expect(res.statusCode, res.body).toBe(400);
      expect(res.json<{ code: number; message: string }>().code).toBe(40000);
      expect(res.json<{ message: string }>().message).toContain('loveTypeId');
    },
  );

  it('a plain unknown id is still 40013', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/love-types/result/2147483647' });
    expect(res.json<{ code: number }>().code).toBe(40013);
  });
});
