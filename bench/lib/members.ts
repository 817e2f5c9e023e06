// Members for the benches, made through the real API: dev sign-in, onboarding with every term
// agreed, an attachment-test result; optionally linked into a couple.
import { LOVE_TYPE_QUESTION_COUNT } from '@dama/contract';
import type { BenchApi } from './api';

/** A signed-in, onboarded member who took the attachment test; returns the access token. */
export async function benchMember(api: BenchApi, index: number): Promise<string> {
  const subject = `bench-${process.pid}-${Date.now()}-${index}`;
  const provider = await api.call('devIdToken', { body: { provider: 'KAKAO', subject } });
  const { accessToken: token } = await api.call('loginKakao', {
    body: { idToken: provider.idToken, accessToken: provider.accessToken },
  });
  const terms = await api.call('getTerms');
  await api.call('completeOnboarding', {
    token,
    body: {
      nickname: `벤치${index}`,
      terms: terms.list.map((item) => ({ termsId: item.content.termsId, isAgreed: true })),
    },
  });
  const results = Array.from({ length: LOVE_TYPE_QUESTION_COUNT }, (_, i) => ({
    questionId: i + 1,
    score: (i % 5) + 1,
  }));
  await api.call('registerMemberLoveType', { token, body: { results } });
  return token;
}

/** `second` enters `first`'s invite code. */
export async function linkCouple(api: BenchApi, first: string, second: string): Promise<void> {
  const { coupleCode } = await api.call('getInviteCode', { token: first });
  await api.call('linkCouple', { token: second, body: { coupleCode } });
}

/**
 * `count` members (even) in linked couples, `concurrency` couples made at a time; their access
 * tokens, each couple's two side by side.
 */
export async function linkedMembers(
  api: BenchApi,
  count: number,
  concurrency = 1,
): Promise<string[]> {
  const tokens: string[] = [];
  let next = 0;
  const worker = async () => {
    while (next < count) {
      const i = next;
      next += 2;
      const [a, b] = [await benchMember(api, i), await benchMember(api, i + 1)];
      await linkCouple(api, a, b);
      tokens.push(a, b);
    }
  };
  await Promise.all(Array.from({ length: concurrency }, worker));
  return tokens;
}

/**
 * The member has seen their notifications (the couple-connected news closes like this in the
 * app): a screen measured afterwards is the member's everyday one, not a one-off modal on top.
 */
export async function readNotifications(api: BenchApi, token: string): Promise<void> {
  const pending = await api.call('getPendingNotifications', { token });
  if (pending.list.length === 0) return;
  await api.call('markNotificationsRead', {
    token,
    body: { pendingNotifications: pending.list.map((notification) => notification.id) },
  });
}
