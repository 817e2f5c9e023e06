import type { CounsellorContext } from './engine';
import { josa, vocative } from './korean';
import { rotate } from './pick';

/** Lines 담이 says without any model, in both engines. */

/**
 * The BEFORE_INIT greeting (DESIGN 6): the nickname with the right vocative particle (지민아,
 * 현우야, 하늘아; Latin- or digit-final nicknames are called without one), in warm 반말, inviting
 * the member to share a worry.
 */
export function greeting(nickname: string): string {
  return [
    `안녕, ${vocative(nickname)}! 나는 담이야.`,
    '요즘 연애하면서 마음에 걸리는 일이 있었어?',
    '작은 고민이라도 괜찮으니까 편하게 털어놔 줘.',
    '누가 맞는지 따지기보다 네 마음부터 천천히 들을게.',
  ].join(' ');
}

/** Thanks, then the invitation to end the chat for the summary: four wordings, none repeated. */
const CLOSINGS: readonly ((name: string, partner: string) => string[])[] = [
  (name, partner) => [
    `${name}, 오늘 마음을 솔직하게 꺼내 줘서 정말 고마워.`,
    `${josa(partner, '과/와')}의 관계를 이렇게 진지하게 아끼는 네가 참 멋져.`,
    '이제 상담을 마치면 오늘 나눈 이야기를 한눈에 볼 수 있게 요약해 줄게.',
  ],
  (name) => [
    `여기까지 함께해 줘서 고마워, ${name}.`,
    '오늘 찾은 작은 걸음이 둘 사이를 한결 따뜻하게 만들어 줄 거야.',
    '채팅을 끝내면 오늘 이야기의 요약을 보여 줄게.',
  ],
  (name) => [
    `${name}, 긴 이야기 들려줘서 고마워.`,
    '마음을 들여다보는 건 쉽지 않은데 오늘 정말 잘해 냈어.',
    '상담을 종료하면 오늘 이야기를 정리한 요약을 확인할 수 있어.',
  ],
  (name) => [
    `오늘 이야기 나눠 줘서 정말 고마웠어, ${name}.`,
    '언제든 또 마음이 복잡해지면 찾아와 줘.',
    '이제 채팅을 마치고 오늘의 요약을 함께 보자.',
  ],
];

/**
 * Level 4's line (no model): thanks the member and invites them to end the chat to see the
 * summary. The wording follows the room and how many member messages level 4 already has (none
 * for the level's opening), so a member who keeps writing in level 4 does not hear the same
 * sentence again (for four turns).
 */
export function closingLine(ctx: CounsellorContext): string {
  const turns = ctx.messages.filter((m) => m.sender === 'USER').length;
  const closing = rotate(CLOSINGS, ctx.roomId, 41, turns);
  return closing(vocative(ctx.member.nickname), ctx.partner?.nickname ?? '연인').join(' ');
}
