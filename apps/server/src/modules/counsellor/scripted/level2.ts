import { josa } from '../korean';
import { rotate, seedOf } from '../pick';
import { INTENT, NEED, pairDynamic, TENDENCY } from './attachment';
import { type Facts, typeName } from './facts';
import { gentleReflection, saysLittle } from './gentle';
import { compose, type Line, pick } from './phrases';

/** Level 2 (관계 이해): the pattern through both attachment types, and each side's intent. */

const INTENT_SAID =
  /(그랬을|했을|했겠|그랬겠|겠지|것\s?같아|거\s?같아|수도|이해는|사정|일부러|그런가\s?봐|인가\s?봐|나름|이유|스타일|원래)/;
const WANT_SAID =
  /(했으면|줬으면|좋겠|바라|원해|듣고\s?싶|보고\s?싶|고\s?싶어|필요해|해\s?주길|알아줬|알아\s?줬)/;

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
  const type = typeName(f.memberType);
  const frames: readonly string[] = [
    `${type}인 너한테는 ${josa(need, '이/가')} 특히 중요해.`,
    `${f.topic ? `${f.topic.noun} 앞에서 ` : ''}${type}인 너한테 제일 필요한 건 ${need}일 거야.`,
    `${type}인 너는 ${josa(f.partner, '과/와')}의 사이에 ${josa(need, '이/가')} 있을 때 마음이 놓이는 편이야.`,
    `${f.partner} 곁에서 네가 편해지려면 ${josa(need, '이/가')} 꼭 있어야 할 것 같아.`,
    `${type}인 너한테는 무엇보다 ${josa(need, '이/가')} 큰 힘이 돼.`,
  ];
  return rotate(frames, f.roomId, 26, 0);
}

function partnerNeed(f: Facts): string {
  if (!f.partnerType) return `${f.partner}도 분명 자기만의 방식으로 이 관계를 지키고 싶어 할 거야.`;
  const need = NEED[f.partnerType][nextVariant(variant(f, 23))];
  return `${josa(f.partner, '은/는')} ${josa(need, '이/가')} 있을 때 마음을 더 쉽게 여는 편이야.`;
}

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

const INTENT_HEADS: readonly Line[] = [
  (f) => `${f.partner}의 입장까지 헤아려 보는 거 쉽지 않은데 잘하고 있어`,
  (f) => `${f.partner} 쪽 사정을 생각해 보니 조금 다르게 보이는 부분도 있구나`,
  () => '상대 마음을 짐작해 보는 것만으로도 벌써 한 걸음 나아간 거야',
  (f) => `그렇게 보면 ${f.partner}도 나름의 이유로 움직였던 것 같네`,
  () => '상대의 사정을 알아도 서운한 마음은 그대로일 수 있어',
];
const WANT_HEADS: readonly Line[] = [
  () => '네가 진짜 바라는 게 뭔지 이제 분명해졌어',
  (f) => `${f.partner}한테 바라는 게 그렇게 크지 않은 거라 더 마음이 쓰였겠다`,
  () => '바라는 걸 말로 꺼내 보는 게 생각보다 큰 힘이 돼',
  (f) => `그 바람은 ${f.feeling.adnominal} 마음 밑에 오래 있었던 것 같아`,
  () => '원하는 걸 알고 있다는 건 이미 방향이 보인다는 뜻이야',
];
const GENERAL_HEADS: readonly Line[] = [
  (f) =>
    `${f.topic ? `${f.topic.noun} 앞에서 ` : ''}둘의 마음이 조금 다른 방향을 보고 있었던 것 같아`,
  (f) =>
    `${f.topic ? `${f.topic.noun} 앞에서는` : '그 일에는'} ${josa(f.partner, '과/와')} 너 둘 다 나름의 이유가 있었을 거야`,
  (f) =>
    `${f.topic ? `${f.topic.noun} 이야기를` : '이야기를'} 들을수록 둘 사이의 흐름이 조금씩 보여`,
  (f) =>
    `${f.topic ? `${f.topic.noun} 때문에 ` : ''}${josa(f.feeling.noun, '을/를')} 느낀 건 네가 예민해서가 아니라 그만큼 진심이라서야`,
  (f) =>
    `${f.topic ? `${f.topic.noun} 앞에서` : '이렇게'} 스스로를 돌아보는 게 쉽지 않은데 정말 잘하고 있어`,
];

const TAILS: readonly Line[] = [
  () => '그 마음을 같이 조금 더 들여다보자.',
  () => '그걸 알아챈 것만으로도 의미가 있어.',
  () => '누가 옳은지보다 서로 무엇을 바랐는지가 더 중요해.',
  () => '천천히 같이 짚어 보자.',
  () => '그 부분이 이번 이야기의 열쇠 같아.',
  () => '그렇게 말해 줘서 고마워.',
];

function reflection(f: Facts): string {
  if (saysLittle(f) || f.state.latestKind === 'empty') return gentleReflection(f);
  const latest = f.state.latest;
  if (WANT_SAID.test(latest)) return compose(WANT_HEADS, TAILS, f, 91);
  if (INTENT_SAID.test(latest)) return compose(INTENT_HEADS, TAILS, f, 92);
  return compose(GENERAL_HEADS, TAILS, f, 93);
}

/**
 * Insights read through both attachment types, in this order over the level's first turns (two
 * in each of the first two replies), then general ones.
 */
export const LEVEL2_TYPE_INSIGHTS: readonly (readonly Line[])[] = [
  [
    typePair,
    (f) => pairDynamic(f.memberType, f.partnerType, f.partner, seedOf(f.roomId, 25), f.topic?.noun),
  ],
  [partnerIntent, memberNeed],
  [partnerNeed],
];

function insights(f: Facts): string[] {
  const t = f.turn - 1;
  if (t < LEVEL2_TYPE_INSIGHTS.length)
    return (LEVEL2_TYPE_INSIGHTS[t] ?? []).map((line) => line(f));
  return [rotate(LEVEL2_GENERAL_INSIGHTS, f.roomId, 24, t)];
}

const INTENT_QUESTIONS: readonly Line[] = [
  (f) => `그때 ${josa(f.partner, '은/는')} 어떤 마음이었을 것 같아?`,
  (f) => `${f.partner} 입장에서 보면 그 순간이 어떻게 느껴졌을까?`,
  (f) => `${josa(f.partner, '이/가')} 정말 하고 싶었던 말은 뭐였을 것 같아?`,
  (f) => `${josa(f.partner, '이/가')} 그렇게 반응한 데에는 어떤 이유가 있었을까?`,
  (f) =>
    `${f.topic ? `${f.topic.noun} 앞에서` : '그때'} ${josa(f.partner, '은/는')} 무엇을 지키고 싶었던 걸까?`,
  (f) => `${f.partner}의 하루를 떠올려 보면 그 행동 뒤에 어떤 사정이 있었을 것 같아?`,
];
const NEED_QUESTIONS: readonly Line[] = [
  (f) => `그 순간 네가 ${f.partner}한테 가장 듣고 싶었던 말은 뭐야?`,
  (f) => `너는 그때 ${josa(f.partner, '이/가')} 어떻게 해 주길 바랐어?`,
  (f) => `${f.topic ? `${f.topic.noun} 앞에서` : '이 일에서'} 네가 제일 원하는 건 뭐야?`,
  (f) => `${f.partner}한테 딱 한 가지를 바랄 수 있다면 뭘 바라고 싶어?`,
  (f) => `${f.partner}가 어떤 말을 해 주면 ${f.feeling.adnominal} 마음이 조금 풀릴 것 같아?`,
  () => '그 순간 네가 정말 필요했던 건 뭐였을까?',
];
const PATTERN_QUESTIONS: readonly Line[] = [
  () => '비슷한 일이 예전에도 있었어?',
  () => '이런 일이 반복될 때 너는 주로 어떻게 반응하는 편이야?',
  () => '네 마음이 가장 크게 흔들리는 순간은 언제야?',
  (f) => `너는 어떤 순간에 ${f.partner}한테 사랑받고 있다고 느껴?`,
  (f) => `${f.topic ? `${f.topic.noun} 말고도` : '이 일 말고도'} 비슷하게 엇갈린 순간이 떠올라?`,
  () => '이런 일이 생기면 둘 중 누가 먼저 다가가는 편이야?',
];

/** Easy choices about the partner's side, for a short or emotional message. */
const EASY_QUESTIONS: readonly Line[] = [
  (f) => `그때 ${josa(f.partner, '은/는')} 피곤했던 걸까, 아니면 서운했던 걸까?`,
  (f) =>
    `${josa(f.partner, '이/가')} 일부러 그랬다는 느낌이 들어, 아니면 몰라서 그랬다는 느낌이 들어?`,
  (f) => `${f.partner}한테 지금 제일 듣고 싶은 말은 미안해야, 아니면 고마워야?`,
  (f) => `${f.partner}도 그 일로 마음이 편하지 않았을 것 같아, 아니면 잘 모르겠어?`,
];

function question(f: Facts): string {
  if (f.state.latestKind === 'empty' || f.state.latestKind === 'dunno') {
    return rotate(EASY_QUESTIONS, f.roomId, 98, f.roomTurn)(f);
  }
  const texts = f.state.levelTexts;
  const intent = texts.some((t) => INTENT_SAID.test(t));
  const want = texts.some((t) => WANT_SAID.test(t));
  if (!intent) return pick(INTENT_QUESTIONS, f, 94)(f);
  if (!want) return pick(NEED_QUESTIONS, f, 95)(f);
  return pick(PATTERN_QUESTIONS, f, 96)(f);
}

const CLOSE_HEADS: readonly Line[] = [
  (f) => `이제 너와 ${f.partner}의 마음이 어디서 엇갈렸는지 조금 보이네`,
  (f) => `너도 ${f.partner}도 관계를 지키고 싶었던 마음은 같았던 것 같아`,
  (f) => `${f.partner}의 마음과 네 바람이 한결 또렷해졌어`,
  (f) => `${josa(f.partner, '과/와')} 너, 바라는 게 달랐을 뿐 마음이 없었던 건 아니었네`,
  (f) =>
    `${f.topic ? `${f.topic.noun} 앞에서` : '그 일 앞에서'} 둘이 왜 엇갈렸는지 이제 조금 그려져`,
  (f) => `${f.partner} 쪽 사정과 네 마음이 나란히 놓이니 훨씬 잘 보이네`,
];
const CLOSE_TAILS: readonly Line[] = [
  () => '이걸 바탕으로 둘에게 맞는 방법을 같이 찾아보자.',
  () => '이제 무엇을 해 볼 수 있을지 함께 고민해 보자.',
  () => '다음에는 작게라도 해 볼 수 있는 걸 같이 골라 보자.',
  () => '이제 마음을 가볍게 할 방법 쪽으로 넘어가 보자.',
  (f) => `이제 ${josa(f.partner, '과/와')} 해 볼 만한 걸음을 같이 찾아보자.`,
];

/** The reply to a level-2 message: a reflection, insights, then one question or the close. */
export function level2Reply(f: Facts): string[] {
  const body = [reflection(f), ...insights(f)];
  if (f.closes) return [...body, compose(CLOSE_HEADS, CLOSE_TAILS, f, 97)];
  return [...body, question(f)];
}
