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

type Say = (name: string) => string;

/** The first sentence: a hello with the member's name and 담이's (one sentence, so it is theirs). */
const GREETING_HELLOS: readonly Say[] = [
  (n) => `안녕 ${n}, 나는 담이야.`,
  (n) => `${n} 안녕, 난 담이라고 해.`,
  (n) => `반가워 ${n}, 나는 너희 둘 이야기를 들어 주는 담이야.`,
  (n) => `어서 와 ${n}, 담이가 기다리고 있었어.`,
  (n) => `왔구나 ${n}, 나는 담이야.`,
  (n) => `안녕 ${n}, 오늘 네 이야기 상대가 되어 줄 담이야.`,
  (n) => `${n} 어서 와, 나는 담이라고 해.`,
  (n) => `반가워 ${n}, 나 담이야.`,
];

/** The one question, composed: when × what about × what is asked. */
const ASK_WHEN: readonly string[] = ['요즘', '최근에', '이번 주에', '요 며칠', '근래에'];
const ASK_WHERE: readonly string[] = [
  '연애하면서',
  '둘 사이에서',
  '연인이랑 지내면서',
  '연인 때문에',
  '둘이 지내면서',
];
const ASK_WHAT: readonly string[] = [
  '마음에 걸리는 일이 있었어?',
  '마음 쓰이는 일 있었어?',
  '혼자 삭인 마음이 있었어?',
  '마음이 복잡했던 순간이 있었어?',
  '서운하거나 답답했던 일 있었어?',
  '자꾸 곱씹게 되는 일이 있었어?',
  '속 시끄러웠던 일 있었어?',
];

/** Invitations to start, each a whole sentence, composed of a reassurance and a way to begin. */
const INVITE_OK: readonly string[] = [
  '작은 고민이라도 괜찮으니까',
  '사소해 보여도 괜찮으니까',
  '정리가 안 돼 있어도 괜찮으니까',
  '두서없어도 괜찮으니까',
  '한 줄이라도 괜찮으니까',
  '초성이나 반말 섞어도 괜찮으니까',
];
const INVITE_HOW: readonly string[] = [
  '편하게 털어놔 줘.',
  '생각나는 대로 말해 줘.',
  '천천히 꺼내 줘.',
  '편하게 시작해 줘.',
  '떠오르는 것부터 들려줘.',
];
/** The promise, composed: how 담이 will not listen × how it will. */
const PROMISE_NOT: readonly string[] = [
  '누가 맞는지 따지기보다',
  '누구 편을 가르기보다',
  '판단하지 않고',
  '맞고 틀린 걸 가리기보다',
  '재촉하지 않고',
  '정답을 내리기보다',
  '서두르지 않고',
];
const PROMISE_HOW: readonly string[] = [
  '네 마음부터 천천히 들을게.',
  '네 이야기부터 차근차근 들을게.',
  '네 속도에 맞춰 들어 볼게.',
  '네 마음이 어디 있는지 같이 찾아볼게.',
  '끝까지 네 이야기에 귀 기울일게.',
];

/**
 * The BEFORE_INIT greeting (DESIGN 6): the nickname with the right vocative particle (지민아,
 * 현우야, 하늘아; Latin- or digit-final nicknames are called without one), in warm 반말, inviting
 * the member to share a worry (one question). Composed of parts chosen by `seed` (the room id,
 * else the nickname), so rooms of different couples rarely share a sentence word for word.
 */
export function greeting(nickname: string, seed: number = nicknameSeed(nickname)): string {
  const name = vocative(nickname);
  const invite = `${rotate(INVITE_OK, seed, 4, 0)} ${rotate(INVITE_HOW, seed, 5, 0)}`;
  const ask = `${rotate(ASK_WHEN, seed, 6, 0)} ${rotate(ASK_WHERE, seed, 7, 0)} ${rotate(ASK_WHAT, seed, 1, 0)}`;
  // The question stays last but one or last, so the greeting reads as an invitation to answer it.
  const promise = `${rotate(PROMISE_NOT, seed, 3, 0)} ${rotate(PROMISE_HOW, seed, 9, 0)}`;
  const middle = seedOf(seed, 8) % 2 === 0 ? [invite, promise] : [promise, invite];
  return [rotate(GREETING_HELLOS, seed, 2, 0)(name), ...middle, ask].join(' ');
}

type Part = (name: string, partner: string) => string;

const CLOSING_THANKS: readonly Part[] = [
  (name) => `${name}, 오늘 마음을 솔직하게 꺼내 줘서 정말 고마워.`,
  (name) => `여기까지 함께해 줘서 고마워, ${name}.`,
  (name) => `${name}, 긴 이야기 들려줘서 고마워.`,
  (name) => `오늘 이야기 나눠 줘서 정말 고마웠어, ${name}.`,
  (name) => `${name}, 끝까지 마음을 들여다봐 줘서 고마워.`,
  (name, partner) => `${name}, ${partner} 이야기를 이렇게 믿고 꺼내 줘서 고마워.`,
  (name) => `쉽지 않은 얘기였을 텐데 털어놔 줘서 고마워, ${name}.`,
  (name, partner) => `${josa(partner, '과/와')}의 일을 차근차근 들려준 ${name}, 정말 고마워.`,
];
const CLOSING_WARMTH: readonly Part[] = [
  (_, partner) => `${josa(partner, '과/와')}의 관계를 이렇게 진지하게 아끼는 네가 참 멋져.`,
  (_, partner) => `오늘 찾은 작은 걸음이 너와 ${partner} 사이를 한결 따뜻하게 만들어 줄 거야.`,
  () => '마음을 들여다보는 건 쉽지 않은데 끝까지 잘 따라와 줬어.',
  (_, partner) => `${partner} 일로 또 마음이 복잡해지면 언제든 찾아와 줘.`,
  (_, partner) => `${josa(partner, '과/와')} 너, 둘 다 편안해지는 날이 꼭 올 거야.`,
  () => '오늘 꺼낸 마음은 분명 좋은 방향으로 이어질 거야.',
  (_, partner) => `${partner}한테 건넬 한마디가 오늘보다 조금은 가벼워졌으면 좋겠어.`,
  () => '네 마음을 이렇게 또렷하게 본 것만으로도 큰 걸음이야.',
  (_, partner) => `너도 ${partner}도 오늘보다 조금 더 편한 하루를 보내길 바랄게.`,
  () => '급하게 답을 내지 않아도 괜찮아, 오늘은 여기까지도 충분해.',
];
/** The invitation to end the chat: a lead-in and what the summary holds. */
const CLOSING_WHEN: readonly string[] = [
  '이제 상담을 마치면',
  '채팅을 끝내면',
  '상담을 종료하면',
  '여기서 채팅을 마치면',
  '이쯤에서 상담을 끝내면',
  '대화를 마치고 나면',
];
const CLOSING_WHAT: readonly Part[] = [
  () => '오늘 나눈 이야기를 한눈에 볼 수 있게 요약해 줄게.',
  () => '오늘 이야기의 요약을 보여 줄게.',
  () => '오늘 이야기를 정리한 요약을 확인할 수 있어.',
  (_, partner) => `${josa(partner, '과/와')}의 오늘 이야기를 요약해서 보여 줄게.`,
  () => '우리가 찾은 다음 걸음까지 요약으로 정리해 둘게.',
  () => '네 마음과 다음 걸음을 담은 요약이 기다리고 있어.',
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
    `${rotate(CLOSING_WHEN, seed, 44, turns)} ${rotate(CLOSING_WHAT, ctx.roomId, 43, turns)(name, partner)}`,
  ].join(' ');
}
