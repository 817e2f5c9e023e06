import { rotate } from '../pick';
import { josa, type Line } from './phrases';
import type { Facts } from './facts';

/**
 * What 담이 says to a short or emotional message (ㅠㅠ, 응, 몰라): no event question, only a
 * gentle, easy one, in every level.
 */

const EMPTY_HEADS: readonly Line[] = [
  () => '말로 다 꺼내기 어려울 만큼 마음이 무겁구나',
  () => '많이 힘들었구나',
  () => '그 마음 그대로 여기 내려놓아도 돼',
  () => '괜찮아, 울컥할 수도 있지',
  () => '마음이 꽤 지쳐 있는 게 느껴져',
  () => '한숨부터 나올 만큼 버거웠구나',
  (f) => `${f.topic ? `${f.topic.noun} 생각만 해도` : '생각만 해도'} 마음이 내려앉는구나`,
  () => '그 짧은 말에도 마음이 다 담겨 있네',
];

const YES_HEADS: readonly Line[] = [
  () => '응, 그랬구나',
  () => '그래, 말해 줘서 고마워',
  () => '응, 알겠어',
  () => '그렇구나',
  () => '응응, 듣고 있어',
  (f) => `그래, ${f.topic ? `${f.topic.noun} 이야기` : '네 이야기'} 계속 듣고 있어`,
];

const DUNNO_HEADS: readonly Line[] = [
  () => '모르겠는 게 당연해',
  () => '잘 모르겠어도 괜찮아',
  () => '정리가 안 되는 게 이상한 게 아니야',
  () => '헷갈리는 것도 지금 네 마음의 일부야',
  () => '딱 떨어지게 말하지 못해도 괜찮아',
  (f) =>
    `${f.topic ? `${f.topic.noun} 앞에서` : '이런 일 앞에서'} 마음이 정리되지 않는 건 자연스러워`,
];

const TAILS: readonly Line[] = [
  () => '천천히 가도 돼.',
  () => '여기서는 서두르지 않아도 괜찮아.',
  () => '나는 계속 네 편에서 듣고 있을게.',
  () => '생각나는 만큼만 말해 줘도 충분해.',
  () => '급하게 정리하지 않아도 돼.',
  () => '지금 이 정도 이야기만으로도 충분히 의미 있어.',
  () => '한 번에 다 말하지 않아도 괜찮아.',
];

/** Easy questions: a word, a choice, no event to recount. */
const EASY_QUESTIONS: readonly Line[] = [
  () => '지금 마음을 한 단어로 고른다면 어떤 말이 제일 가까워?',
  () => '서운한 쪽에 더 가까워, 아니면 화가 나는 쪽에 더 가까워?',
  () => '지금 제일 크게 남아 있는 마음은 어떤 거야?',
  () => '지금은 속상한 마음이 더 커, 아니면 지친 마음이 더 커?',
  (f) => `${f.partner} 생각을 하면 지금 어떤 마음이 먼저 올라와?`,
  () => '오늘 하루 중에 그 마음이 제일 크게 올라온 때는 언제였어?',
];

/** The first sentence for a short or emotional message. */
export function gentleReflection(f: Facts): string {
  const kind = f.state.latestKind;
  const heads = kind === 'empty' ? EMPTY_HEADS : kind === 'dunno' ? DUNNO_HEADS : YES_HEADS;
  return `${rotate(heads, f.roomId, 61, f.roomTurn)(f)}, ${rotate(TAILS, f.roomId, 63, f.roomTurn)(f)}`;
}

/** An easy question for a short or emotional message (levels 1 and 2). */
export function easyQuestion(f: Facts): string {
  return rotate(EASY_QUESTIONS, f.roomId, 62, f.roomTurn)(f);
}

/** Whether the latest message says little (ㅠㅠ, 응, 몰라, a few words). */
export function saysLittle(f: Facts): boolean {
  const kind = f.state.latestKind;
  return kind === 'empty' || kind === 'yes' || kind === 'dunno' || kind === 'no';
}

export { josa };
