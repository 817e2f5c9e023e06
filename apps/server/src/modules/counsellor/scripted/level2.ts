import { josa } from '../korean';
import { INTENT, NEED, pairDynamic, TENDENCY } from './attachment';
import { type Facts, typeName } from './facts';
import { seedOf } from '../pick';
import type { Line } from './phrases';
import { said, topicOr } from './phrases';

/** Level 2 (관계 이해): the pattern through both attachment types, and each side's intent. */

export const LEVEL2_REFLECTIONS: readonly Line[] = [
  (f) => `${said(f)}에는 ${f.partner}한테 이해받고 싶은 마음이 담겨 있는 것 같아.`,
  (f) =>
    `${topicOr(f, '그 일')} 때문에 ${josa(f.feeling.noun, '을/를')} 느끼는 건 네가 이 관계를 소중히 여긴다는 신호이기도 해.`,
  (f) => `${josa(said(f), '을/를')} 들으니 그때 ${f.partner}의 마음도 궁금해지네.`,
  (f) => `${topicOr(f, '이 일')} 앞에서 둘의 마음이 조금 다른 방향을 보고 있었던 것 같아.`,
  (f) => `${said(f)} 덕분에 네가 진짜 바라는 게 조금 더 선명해졌어.`,
  (f) =>
    `${topicOr(f, '그 일')}에서 ${josa(f.feeling.noun, '을/를')} 느낀 건 네가 예민해서가 아니라 그만큼 진심이라서야.`,
  (f) =>
    f.quote
      ? `"${f.quote}"라는 말 뒤에 있는 마음을 같이 들여다보고 싶어.`
      : `${topicOr(f, '그 일')} 뒤에 숨어 있는 마음을 같이 들여다보고 싶어.`,
  (f) =>
    `${josa(topicOr(f, '이 일'), '을/를')} 두고 이렇게 스스로를 돌아보는 게 쉽지 않은데 정말 잘하고 있어.`,
  (f) =>
    `${topicOr(f, '그 일')}에 대해서는 ${josa(f.partner, '과/와')} 너, 둘 다 나름의 이유가 있었을 거야.`,
  (f) => `${josa(said(f), '을/를')} 듣고 나니 둘 사이에 어떤 흐름이 있는지 조금 보이기 시작했어.`,
  (f) => `${topicOr(f, '이런 일')} 때문에 마음이 엇갈리는 건 많은 커플이 겪는 일이기도 해.`,
  (f) => `${josa(said(f), '으로/로')} 그때 느낀 ${josa(f.feeling.noun, '을/를')} 꺼내 줘서 고마워.`,
];

/** Which of the three variants a room uses for a category phrase (the second type shifts by one). */
type Variant = 0 | 1 | 2;

function variant(f: Facts, salt: number): Variant {
  return (seedOf(f.roomId, salt) % 3) as Variant;
}

function nextVariant(v: Variant): Variant {
  return ((v + 1) % 3) as Variant;
}

function typePair(f: Facts): string {
  const v = variant(f, 21);
  const p = f.partner;
  if (f.memberType && f.partnerType) {
    const w = f.memberType === f.partnerType ? nextVariant(v) : v;
    return `너는 ${josa(typeName(f.memberType), '이라/라')} ${TENDENCY[f.memberType][v]}이고, ${josa(p, '은/는')} ${josa(typeName(f.partnerType), '이라/라')} ${TENDENCY[f.partnerType][w]}이야.`;
  }
  if (f.memberType) {
    return `너는 ${josa(typeName(f.memberType), '이라/라')} ${TENDENCY[f.memberType][v]}이야. ${p}의 애착 유형은 아직 몰라서 ${p}의 마음은 네 이야기로 조심스럽게 짐작해 볼게.`;
  }
  if (f.partnerType) {
    return `${josa(p, '은/는')} ${josa(typeName(f.partnerType), '이라/라')} ${TENDENCY[f.partnerType][v]}이야.`;
  }
  return '사람마다 가까워지고 싶은 거리와 속도가 다르다는 걸 떠올려 보면 둘의 마음이 조금 더 잘 보일 거야.';
}

function partnerIntent(f: Facts): string {
  if (!f.partnerType) {
    return `${josa(f.partner, '이/가')} 그렇게 한 데에는 네가 모르는 나름의 사정이 있었을 수도 있어.`;
  }
  return `${josa(f.partner, '이/가')} 그렇게 한 건 ${INTENT[f.partnerType][variant(f, 22)]}일 수도 있어.`;
}

function memberNeed(f: Facts): string {
  if (!f.memberType) return '너한테는 네 마음을 먼저 알아봐 주는 한마디가 필요했던 것 같아.';
  const need = NEED[f.memberType][variant(f, 23)];
  return `${typeName(f.memberType)}인 너한테는 ${josa(need, '이/가')} 특히 중요해.`;
}

function partnerNeed(f: Facts): string {
  if (!f.partnerType) return `${f.partner}도 분명 자기만의 방식으로 이 관계를 지키고 싶어 할 거야.`;
  const need = NEED[f.partnerType][nextVariant(variant(f, 23))];
  return `${josa(f.partner, '은/는')} ${josa(need, '이/가')} 있을 때 마음을 더 쉽게 여는 편이야.`;
}

/**
 * Insights read through both attachment types, in this order over the level's first turns (two
 * in each of the first two replies, so the scripted level's two turns show them all).
 */
export const LEVEL2_TYPE_INSIGHTS: readonly (readonly Line[])[] = [
  [typePair, (f) => pairDynamic(f.memberType, f.partnerType, f.partner)],
  [partnerIntent, memberNeed],
  [partnerNeed],
];

export const LEVEL2_GENERAL_INSIGHTS: readonly string[] = [
  '누가 옳은지보다 서로 무엇을 바랐는지 보면 훨씬 덜 답답해져.',
  '같은 일도 각자 자라 온 방식에 따라 전혀 다르게 느껴질 수 있어.',
  '서운함 밑에는 "나 좀 봐 줘"라는 바람이 숨어 있을 때가 많아.',
  '반복되는 다툼은 대개 같은 자리에서 같은 마음이 부딪힐 때 생겨.',
  '상대의 행동을 나를 향한 마음의 크기로 바로 읽으면 더 아프게 느껴지기도 해.',
  '둘 다 관계를 지키려고 한 행동이 엇갈려서 서로에게 상처가 되기도 해.',
  '마음을 표현하는 방식이 달랐을 뿐 마음의 크기가 다른 건 아닐 수도 있어.',
  '서로에게 바라는 걸 말하지 않으면 상대는 짐작으로만 움직이게 돼.',
  '한 사람이 다가가고 한 사람이 물러서는 순간에도 둘 다 같은 관계를 붙잡고 있는 거야.',
  '지난 연애나 어릴 적 경험이 지금 반응에 스며 있는 경우도 많아.',
];

/** Alternating: the partner's intent, then the member's own need and pattern. */
export const LEVEL2_QUESTIONS: readonly (readonly Line[])[] = [
  [
    (f) => `그때 ${josa(f.partner, '은/는')} 어떤 마음이었을 것 같아?`,
    (f) => `${f.partner} 입장에서 보면 그 순간이 어떻게 느껴졌을까?`,
    (f) => `${josa(f.partner, '이/가')} 정말 하고 싶었던 말은 뭐였을 것 같아?`,
    (f) => `${josa(f.partner, '이/가')} 그렇게 반응한 데에는 어떤 이유가 있었을까?`,
    (f) => `${josa(f.partner, '이/가')} 너한테 바라는 건 뭘까?`,
    (f) => `${f.partner}도 그 일로 힘들어했던 모습이 있었어?`,
  ],
  [
    (f) => `그 순간 네가 ${f.partner}한테 가장 듣고 싶었던 말은 뭐야?`,
    (f) => `너는 그때 ${josa(f.partner, '이/가')} 어떻게 해 주길 바랐어?`,
    () => '비슷한 일이 예전에도 있었어?',
    () => '이런 일이 반복될 때 너는 주로 어떻게 반응하는 편이야?',
    () => '네 마음이 가장 크게 흔들리는 순간은 언제야?',
    (f) => `너는 어떤 순간에 ${f.partner}한테 사랑받고 있다고 느껴?`,
  ],
];
