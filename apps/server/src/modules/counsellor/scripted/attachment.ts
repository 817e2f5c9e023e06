import type { LoveTypeCategory } from '@dama/contract';
import { josa } from '../korean';

/**
 * How 담이 talks about the four attachment categories (our words, after LOVE_TYPE_CONTENT in the
 * contract): tendencies, not labels. Three variants of each so a room does not hear one twice.
 */
type Three = readonly [string, string, string];

/** "… 편" noun phrases: 너는 불안형이라 [tendency]이야. */
export const TENDENCY: Readonly<Record<LoveTypeCategory, Three>> = {
  STABLE_TYPE: [
    '서운한 일이 있어도 관계 전체를 의심하기보다 그 일 하나로 보고 풀어 가는 편',
    '마음을 비교적 솔직하게 꺼내고 바로 풀고 싶어 하는 편',
    '함께하는 시간과 각자의 시간을 둘 다 편하게 받아들이는 편',
  ],
  ANXIETY_TYPE: [
    '연락이 뜸해지거나 말투가 달라지면 마음이 먼저 출렁이는 편',
    '사랑받고 있다는 걸 자주 확인하고 싶어지는 편',
    '작은 변화도 금방 알아채고 걱정이 앞서는 편',
  ],
  AVOIDANCE_TYPE: [
    '마음이 복잡해지면 혼자 정리할 시간이 먼저 필요한 편',
    '감정을 말보다 행동으로 보여 주는 편',
    '재촉을 받으면 오히려 한 발 물러서고 싶어지는 편',
  ],
  CONFUSION_TYPE: [
    '가까워지고 싶으면서도 막상 가까워지면 조심스러워지는 편',
    '상대를 믿고 싶은 마음과 다칠까 겁나는 마음이 같이 올라오는 편',
    '그날그날 마음의 온도가 달라서 스스로도 헷갈릴 때가 있는 편',
  ],
};

/** What helps each category feel safe (… 이/가 특히 중요해, … 이/가 있을 때). */
export const NEED: Readonly<Record<LoveTypeCategory, Three>> = {
  STABLE_TYPE: [
    '솔직한 대화',
    '서로의 노력을 알아봐 주는 고마움의 표현',
    '함께 정하고 지켜 가는 약속',
  ],
  ANXIETY_TYPE: [
    '짧아도 분명한 안심의 말',
    '기다려도 괜찮다는 확신',
    '마음을 먼저 알아봐 주는 한마디',
  ],
  AVOIDANCE_TYPE: [
    '생각을 정리할 여유',
    '재촉 없는 편안한 분위기',
    '혼자 있는 시간이 거절이 아니라는 믿음',
  ],
  CONFUSION_TYPE: [
    '한결같은 말과 행동',
    '탓하지 않고 기다려 주는 마음',
    '천천히 마음을 꺼낼 수 있는 시간',
  ],
};

/** What may have been behind the partner's behaviour (… 그렇게 한 건 [intent]일 수도 있어). */
export const INTENT: Readonly<Record<LoveTypeCategory, Three>> = {
  STABLE_TYPE: [
    '큰일이 아니라고 생각해서 가볍게 넘긴 것',
    '문제를 빨리 풀고 다시 편해지고 싶었던 것',
    '너를 믿으니까 굳이 말하지 않아도 된다고 여긴 것',
  ],
  ANXIETY_TYPE: [
    '너와 멀어질까 봐 불안해서 그런 것',
    '사랑을 확인하고 싶은 마음이 앞선 것',
    '서운한 마음을 어떻게 말할지 몰라 돌아서 표현한 것',
  ],
  AVOIDANCE_TYPE: [
    '너를 밀어내서가 아니라 마음을 정리할 시간이 필요했던 것',
    '말로 꺼내는 게 서툴러서 잠시 물러난 것',
    '다툼이 커질까 봐 일단 거리를 두고 싶었던 것',
  ],
  CONFUSION_TYPE: [
    '가까워지고 싶은 마음과 겁나는 마음이 부딪힌 것',
    '상처받을까 봐 먼저 방어한 것',
    '자기 마음도 정리가 안 돼서 헤매고 있었던 것',
  ],
};

type Tip = (partner: string) => string;

/** Level 3: how to approach a partner of each category (two each), or of an unknown one. */
export const PARTNER_TIPS: Readonly<Record<LoveTypeCategory | 'UNKNOWN', readonly [Tip, Tip]>> = {
  STABLE_TYPE: [
    (p) =>
      `안정형인 ${josa(p, '은/는')} 솔직한 말을 잘 받아 주는 편이니까 돌려 말하기보다 네 마음을 그대로 전해 봐.`,
    (p) =>
      `${josa(p, '과/와')} 함께 해결책을 고르는 방식으로 이야기하면 금방 같은 편이 될 수 있을 거야.`,
  ],
  ANXIETY_TYPE: [
    (p) =>
      `불안형인 ${p}한테는 결론보다 "나 너랑 잘 지내고 싶어"라는 말을 먼저 건네면 마음이 놓일 거야.`,
    (p) =>
      `${josa(p, '은/는')} 안심이 필요한 편이니까 대화 중간중간 네 마음이 변하지 않았다는 걸 표현해 줘.`,
  ],
  AVOIDANCE_TYPE: [
    (p) => `회피형인 ${p}한테는 "지금 얘기하자"보다 이야기할 때를 고를 여유를 주는 게 좋아.`,
    (p) =>
      `${josa(p, '이/가')} 잠시 물러나도 너를 떠나는 게 아니라는 걸 기억하고 조금 기다려 주자.`,
  ],
  CONFUSION_TYPE: [
    (p) => `혼란형인 ${p}한테는 한결같은 태도가 가장 큰 안심이 돼, 작은 약속부터 꾸준히 지켜 보자.`,
    (p) =>
      `${josa(p, '이/가')} 마음을 꺼냈을 때 판단하지 말고 "말해 줘서 고마워"라고 먼저 답해 주자.`,
  ],
  UNKNOWN: [
    (p) => `${p}의 반응이 예상과 달라도 한 번에 결론 내지 말고 시간을 두고 다시 이야기해 보자.`,
    (p) => `${p}한테도 지금 어떤 마음인지 먼저 물어봐 주면 대화가 훨씬 부드러워질 거야.`,
  ],
};

type Dance = (p: string, about: string) => string;

/** The typical dances, several wordings each, every one naming the partner (rooms differ). */
const DANCES: Readonly<Record<string, readonly Dance[]>> = {
  chase: [
    (p, a) =>
      `${a}네가 다가갈수록 ${josa(p, '은/는')} 숨 고를 틈을 찾고, ${josa(p, '이/가')} 물러날수록 너는 더 불안해지는 흐름이 생기기 쉬워.`,
    (p, a) =>
      `${a}네가 확인하고 싶어질수록 ${josa(p, '은/는')} 한 발 물러서고, 그게 또 너를 더 초조하게 만드는 고리가 생기기 쉬워.`,
    (p, a) =>
      `${a}너는 가까이서 답을 듣고 싶고 ${josa(p, '은/는')} 혼자 정리할 시간이 필요해서, 서로 반대쪽으로 당기는 모양이 되기 쉬워.`,
    (p, a) =>
      `${a}${josa(p, '이/가')} 조용해지면 너는 불안해서 더 다가가고, 그럴수록 ${josa(p, '은/는')} 더 말이 없어지는 흐름이 보여.`,
  ],
  chased: [
    (p, a) =>
      `${a}${josa(p, '이/가')} 다가올수록 너는 숨 고를 틈이 필요해지고, 네가 물러날수록 ${josa(p, '은/는')} 더 불안해지는 흐름이 생기기 쉬워.`,
    (p, a) =>
      `${a}너는 혼자 생각을 정리하고 싶은데 ${josa(p, '은/는')} 그 침묵을 멀어지는 신호로 읽기 쉬워.`,
    (p, a) =>
      `${a}${josa(p, '이/가')} 확인하려 할수록 너는 답답해지고, 네가 말을 아낄수록 ${josa(p, '은/는')} 더 조급해지는 고리가 생기기 쉬워.`,
  ],
  bothAnxious: [
    (p, a) =>
      `${a}너도 ${p}도 확인받고 싶은 마음이 커서 한쪽이 흔들리면 다른 쪽도 같이 흔들리기 쉬워.`,
    (p, a) =>
      `${a}둘 다 마음을 자주 확인하고 싶은 편이라 ${josa(p, '이/가')} 불안해지면 너도 덩달아 불안해지기 쉬워.`,
    (p, a) =>
      `${a}${josa(p, '과/와')} 너 모두 작은 변화에 민감해서 서운함이 서로에게 금방 옮겨붙기 쉬워.`,
  ],
  bothAvoidant: [
    (p, a) => `${a}너도 ${p}도 혼자 정리하는 게 편해서 중요한 이야기가 서로 미뤄지기 쉬워.`,
    (p, a) =>
      `${a}${josa(p, '과/와')} 너 둘 다 부딪히기보다 물러서는 편이라 말 못 한 마음이 쌓이기 쉬워.`,
    (p, a) =>
      `${a}둘 다 조용히 넘기는 쪽을 택하다 보니 ${josa(p, '이/가')} 뭘 느끼는지 모르는 채로 시간이 가기 쉬워.`,
  ],
  memberSteady: [
    (p) => `너의 든든함이 ${p}한테 큰 버팀목이 될 수 있지만, 너도 서운한 건 서운하다고 말해도 돼.`,
    (p) => `${p}한테는 네 한결같음이 큰 힘이 되겠지만, 너도 속상한 건 속상하다고 꺼내도 괜찮아.`,
    (p, a) =>
      `${a}네가 차분하게 버텨 주는 만큼 ${josa(p, '은/는')} 기대게 되지만, 너도 기댈 곳이 필요해.`,
  ],
  partnerSteady: [
    (p) => `${p}의 차분함이 너한테 버팀목이 될 수 있으니 흔들릴 때 솔직하게 기대 봐도 괜찮아.`,
    (p) => `마음이 흔들릴 때 ${p}의 차분함에 조금 기대 보는 것도 방법이야.`,
    (p, a) =>
      `${a}${josa(p, '은/는')} 비교적 흔들림이 적은 편이라, 네 불안을 말로 꺼내면 생각보다 잘 받아 줄 수 있어.`,
  ],
  mixed: [
    (p, a) =>
      `${a}너와 ${p} 사이에서는 다가가고 싶은 마음과 조심스러운 마음이 번갈아 올라와서 거리가 자주 달라지는 것처럼 느껴질 수 있어.`,
    (p, a) =>
      `${a}가까워지고 싶은 마음과 조심스러운 마음이 번갈아 올라와서 ${josa(p, '과/와')}의 거리가 자주 바뀌는 것처럼 느껴질 수 있어.`,
    (p, a) =>
      `${a}어떤 날은 ${josa(p, '과/와')} 한없이 가깝다가 어떤 날은 멀게 느껴지는 건, 끌림과 조심스러움이 함께 있어서일 수 있어.`,
    (p, a) =>
      `${a}${josa(p, '과/와')} 너 사이엔 다가가고 싶은 마음과 다칠까 봐 멈칫하는 마음이 같이 있어서 온도가 자주 바뀌기 쉬워.`,
  ],
  other: [
    (p) => `${josa(p, '과/와')} 네가 편하게 느끼는 거리와 속도가 조금 다를 뿐이야.`,
    (p) =>
      `너와 ${josa(p, '이/가')} 편하게 느끼는 거리와 속도가 조금 다를 뿐, 누가 틀린 건 아니야.`,
    (p, a) =>
      `${a}${josa(p, '은/는')} 자기한테 편한 방식대로, 너는 네게 편한 방식대로 움직였을 뿐 누가 틀린 건 아니야.`,
  ],
};

/**
 * Level 2: the typical dance of the pair (member's category, partner's category), worded by
 * `variant` (the room) and, when known, around the room's topic (`topicNoun`: 연락 앞에서).
 */
export function pairDynamic(
  member: LoveTypeCategory | null,
  partner: LoveTypeCategory | null,
  p: string,
  variant = 0,
  topicNoun?: string,
): string {
  let kind = 'other';
  if (member === 'ANXIETY_TYPE' && partner === 'AVOIDANCE_TYPE') kind = 'chase';
  else if (member === 'AVOIDANCE_TYPE' && partner === 'ANXIETY_TYPE') kind = 'chased';
  else if (member === 'ANXIETY_TYPE' && partner === 'ANXIETY_TYPE') kind = 'bothAnxious';
  else if (member === 'AVOIDANCE_TYPE' && partner === 'AVOIDANCE_TYPE') kind = 'bothAvoidant';
  else if (member === 'STABLE_TYPE' && partner !== null) kind = 'memberSteady';
  else if (partner === 'STABLE_TYPE' && member !== null) kind = 'partnerSteady';
  else if (member === 'CONFUSION_TYPE' || partner === 'CONFUSION_TYPE') kind = 'mixed';
  const pool = DANCES[kind] ?? DANCES.other!;
  const dance = pool[variant % pool.length]!;
  // Half the rooms hear it placed in their topic (연락 앞에서는 …), the rest in general.
  const about = topicNoun && (variant >> 3) % 2 === 0 ? `${topicNoun} 앞에서는 ` : '';
  return dance(p, about);
}
