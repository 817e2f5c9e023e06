import type { CounsellorContext } from './engine';
import { josa, vocative } from './korean';
import { rotate, seedOf } from './pick';

/** Lines 담이 says without any model, in both engines. */

/** A seed from a nickname, for the greeting when the room is not known. */
function nicknameSeed(nickname: string): number {
  let h = 0;
  for (const ch of nickname) h = (Math.imul(h, 31) + (ch.codePointAt(0) ?? 0)) | 0;
  return h >>> 0;
}

const GREETING_ASKS: readonly string[] = [
  '요즘 연애하면서 마음에 걸리는 일이 있었어?',
  '요즘 둘 사이에 마음 쓰이는 일이 있었어?',
  '요즘 연애하면서 혼자 삭인 마음이 있었어?',
  '요즘 연인 때문에 마음이 복잡했던 일이 있었어?',
];
const GREETING_INVITES: readonly string[] = [
  '작은 고민이라도 괜찮으니까 편하게 털어놔 줘.',
  '사소해 보여도 괜찮으니까 생각나는 대로 말해 줘.',
  '정리가 안 돼 있어도 괜찮아, 편하게 꺼내 줘.',
  '짧게 말해도 괜찮으니까 편하게 시작해 줘.',
  '어떤 이야기든 괜찮으니까 천천히 들려줘.',
];
const GREETING_PROMISES: readonly string[] = [
  '누가 맞는지 따지기보다 네 마음부터 천천히 들을게.',
  '누구 편을 가르기보다 네 마음을 먼저 들어 볼게.',
  '판단하지 않고 네 이야기부터 차근차근 들을게.',
  '맞고 틀린 걸 가리기보다 네 마음을 먼저 살필게.',
];

/**
 * The BEFORE_INIT greeting (DESIGN 6): the nickname with the right vocative particle (지민아,
 * 현우야, 하늘아; Latin- or digit-final nicknames are called without one), in warm 반말, inviting
 * the member to share a worry. The wording varies with `seed` (the room id, else the nickname).
 */
export function greeting(nickname: string, seed: number = nicknameSeed(nickname)): string {
  return [
    `안녕, ${vocative(nickname)}! 나는 담이야.`,
    rotate(GREETING_ASKS, seed, 1, 0),
    rotate(GREETING_INVITES, seed, 2, 0),
    rotate(GREETING_PROMISES, seed, 3, 0),
  ].join(' ');
}

type Part = (name: string, partner: string) => string;

const CLOSING_THANKS: readonly Part[] = [
  (name) => `${name}, 오늘 마음을 솔직하게 꺼내 줘서 정말 고마워.`,
  (name) => `여기까지 함께해 줘서 고마워, ${name}.`,
  (name) => `${name}, 긴 이야기 들려줘서 고마워.`,
  (name) => `오늘 이야기 나눠 줘서 정말 고마웠어, ${name}.`,
  (name) => `${name}, 끝까지 마음을 들여다봐 줘서 고마워.`,
];
const CLOSING_WARMTH: readonly Part[] = [
  (_, partner) => `${josa(partner, '과/와')}의 관계를 이렇게 진지하게 아끼는 네가 참 멋져.`,
  () => '오늘 찾은 작은 걸음이 둘 사이를 한결 따뜻하게 만들어 줄 거야.',
  () => '마음을 들여다보는 건 쉽지 않은데 끝까지 잘 따라와 줬어.',
  () => '언제든 또 마음이 복잡해지면 찾아와 줘.',
  (_, partner) => `${josa(partner, '과/와')} 너, 둘 다 편안해지는 날이 꼭 올 거야.`,
  () => '오늘 꺼낸 마음은 분명 좋은 방향으로 이어질 거야.',
];
const CLOSING_INVITES: readonly Part[] = [
  () => '이제 상담을 마치면 오늘 나눈 이야기를 한눈에 볼 수 있게 요약해 줄게.',
  () => '채팅을 끝내면 오늘 이야기의 요약을 보여 줄게.',
  () => '상담을 종료하면 오늘 이야기를 정리한 요약을 확인할 수 있어.',
  () => '이제 채팅을 마치고 오늘의 요약을 함께 보자.',
];

/**
 * Level 4's line (no model): thanks the member and invites them to end the chat to see the
 * summary. Composed of three parts chosen by the room and by how many member messages level 4
 * already has (none for the level's opening), so a member who keeps writing in level 4 does not
 * hear the same sentence again (for four turns) and rooms rarely share one word for word.
 */
export function closingLine(ctx: CounsellorContext): string {
  const turns = ctx.messages.filter((m) => m.sender === 'USER').length;
  const name = vocative(ctx.member.nickname);
  const partner = ctx.partner?.nickname ?? '연인';
  const seed = seedOf(ctx.roomId, 40);
  return [
    rotate(CLOSING_THANKS, ctx.roomId, 41, turns)(name, partner),
    rotate(CLOSING_WARMTH, seed, 42, turns)(name, partner),
    rotate(CLOSING_INVITES, ctx.roomId, 43, turns)(name, partner),
  ].join(' ');
}
