// The API as a member's app calls it (app.inject, JSON envelopes), and members made through it:
// dev sign-in, onboarding, the attachment test, a linked partner. Answers are read loosely (the
// fields this evaluation needs), so a field the contract adds or has not added yet breaks nothing.
import type { FastifyInstance } from 'fastify';
import { LOVE_TYPE_ITEMS } from '../../../apps/server/src/modules/love-type/items';
import type { MovingClock } from './server';

type Json = Record<string, unknown>;

/** A non-2xx answer. */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly body: string,
    what: string,
  ) {
    super(`${what}: ${status} ${body.slice(0, 300)}`);
  }
}

/** Calls `/api<path>` and returns the envelope's `data` (undefined when it has none). */
export async function call(
  app: FastifyInstance,
  method: 'GET' | 'POST' | 'PATCH' | 'DELETE',
  path: string,
  options: { token?: string; body?: unknown } = {},
): Promise<unknown> {
  const res = await app.inject({
    method,
    url: `/api${path}`,
    headers: options.token ? { authorization: `Bearer ${options.token}` } : {},
    ...(options.body === undefined ? {} : { payload: options.body as Json }),
  });
  if (res.statusCode < 200 || res.statusCode >= 300) {
    throw new ApiError(res.statusCode, res.body, `${method} ${path}`);
  }
  const json = res.json<{ data?: unknown }>();
  return json.data;
}

/**
 * Attachment-test answers that land in one of the four types by `seed` (secure, anxious,
 * avoidant, fearful in turn), with a little noise, so couples differ as real ones do.
 */
function testAnswers(seed: number): Array<{ questionId: number; score: number }> {
  const high = { ANXIETY: seed % 4 === 1 || seed % 4 === 3, AVOIDANCE: seed % 4 >= 2 };
  return LOVE_TYPE_ITEMS.map((item, i) => {
    const keyed = (high[item.dimension] ? 4 : 2) + ((seed + i) % 3 === 0 ? 1 : 0);
    return { questionId: item.questionNumber, score: item.reverse ? 6 - keyed : keyed };
  });
}

/** The access token is renewed after this long on the moving clock (it lives an hour). */
const TOKEN_RENEW_MS = 40 * 60 * 1000;

/** A signed-in, onboarded member who took the attachment test. */
export class Member {
  private accessToken = '';
  private signedInAt = 0;

  private constructor(
    private readonly app: FastifyInstance,
    private readonly clock: MovingClock,
    private readonly subject: string,
    readonly nickname: string,
  ) {}

  /** Signs a new member in, onboards them as `nickname` and takes the test (answers by `seed`). */
  static async create(
    app: FastifyInstance,
    clock: MovingClock,
    nickname: string,
    seed: number,
  ): Promise<Member> {
    const subject = `eval-${process.pid}-${seed}-${Math.random().toString(36).slice(2, 10)}`;
    const member = new Member(app, clock, subject, nickname);
    await member.signIn();
    const terms = (await call(app, 'GET', '/terms')) as {
      list: Array<{ content: { termsId: number; isRequired: boolean } }>;
    };
    await member.call('POST', '/members/onboarding', {
      nickname,
      terms: terms.list.map((t) => ({ termsId: t.content.termsId, isAgreed: true })),
    });
    await member.call('POST', '/members/love-type', { results: testAnswers(seed) });
    return member;
  }

  /** `this` enters `owner`'s invite code. */
  async linkWith(owner: Member): Promise<void> {
    const { coupleCode } = (await owner.call('GET', '/members/invite-code')) as {
      coupleCode: string;
    };
    await this.call('POST', '/couples', { coupleCode });
  }

  /** Resolves once the room's reply here, its level judge included, has ended. */
  settled(chatRoomId: number): Promise<void> {
    return this.app.chatReplies.settled(chatRoomId);
  }

  /** An API call as this member (the token renewed first when it is old). */
  async call(method: 'GET' | 'POST' | 'PATCH' | 'DELETE', path: string, body?: unknown) {
    if (this.clock.now().getTime() - this.signedInAt > TOKEN_RENEW_MS) await this.signIn();
    return call(this.app, method, path, { token: this.accessToken, body });
  }

  private async signIn(): Promise<void> {
    const tokens = (await call(this.app, 'POST', '/dev/id-token', {
      body: { provider: 'KAKAO', subject: this.subject },
    })) as { idToken: string; accessToken: string };
    const login = (await call(this.app, 'POST', '/login/kakao', { body: tokens })) as {
      accessToken: string;
    };
    this.accessToken = login.accessToken;
    this.signedInAt = this.clock.now().getTime();
  }
}
