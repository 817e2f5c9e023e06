import type { LoveTypeCategory } from './love-type';

/**
 * The attachment ("love type") categories as we describe them (DESIGN 0, 9): written by us, warm,
 * never a diagnosis. The web app shows them on the result pages; the counsellor can use them too.
 * Plain data (no zod), so screens import it without the contract's schemas.
 */

/** The thresholds of DESIGN 9 on the 1.00–5.00 scale: at or over means "high". */
export const LOVE_TYPE_THRESHOLDS = { avoidance: 2.33, anxiety: 2.61 } as const;

/** The lowest and highest possible rate. */
export const LOVE_TYPE_RATE_MIN = 1;
export const LOVE_TYPE_RATE_MAX = 5;

/** The category of a pair of rates (DESIGN 9). */
export function loveTypeCategoryOf(anxietyRate: number, avoidanceRate: number): LoveTypeCategory {
  const highAnxiety = anxietyRate >= LOVE_TYPE_THRESHOLDS.anxiety;
  const highAvoidance = avoidanceRate >= LOVE_TYPE_THRESHOLDS.avoidance;
  if (highAvoidance) return highAnxiety ? 'CONFUSION_TYPE' : 'AVOIDANCE_TYPE';
  return highAnxiety ? 'ANXIETY_TYPE' : 'STABLE_TYPE';
}

/** Each category's Korean name (a separate small map, for screens that need only the name). */
export const LOVE_TYPE_NAMES: Readonly<Record<LoveTypeCategory, string>> = {
  STABLE_TYPE: '안정형',
  ANXIETY_TYPE: '불안형',
  AVOIDANCE_TYPE: '회피형',
  CONFUSION_TYPE: '혼란형',
};

/** Which small 담이 illustration goes with a category (drawn on the web side). */
export type LoveTypeIllustration = 'steady' | 'longing' | 'independent' | 'mixed';

export interface LoveTypeContent {
  category: LoveTypeCategory;
  /** e.g. 안정형 */
  name: string;
  /** One line that sums the type up. */
  summary: string;
  /** How this type tends to love (3-4). */
  traits: readonly string[];
  /** What helps this type feel safe (3). */
  needs: readonly string[];
  /** For the partner: how to meet this type well (3). */
  partnerTips: readonly string[];
  illustration: LoveTypeIllustration;
}

export const LOVE_TYPE_CONTENT: Readonly<Record<LoveTypeCategory, LoveTypeContent>> = {
  STABLE_TYPE: {
    category: 'STABLE_TYPE',
    name: LOVE_TYPE_NAMES.STABLE_TYPE,
    summary: '가까워지는 것도, 잠시 떨어져 있는 것도 편안하게 받아들이는 든든한 마음이에요.',
    traits: [
      '마음을 솔직하게 표현하고, 상대의 마음도 있는 그대로 믿는 편이에요.',
      '다툼이 생겨도 관계 전체가 흔들린다고 느끼기보다 함께 풀어 갈 일로 여겨요.',
      '함께하는 시간과 각자의 시간이 모두 소중하다는 걸 알아요.',
      '도움이 필요할 때 기대는 것도, 기대 오는 상대를 받아 주는 것도 자연스러워요.',
    ],
    needs: [
      '지금처럼 솔직하게 이야기를 나눌 수 있는 대화',
      '서로를 믿는 마음이 당연하게 여겨지지 않도록 가끔 건네는 고마움의 표현',
      '나의 안정감을 상대에게 강요하지 않고 속도를 맞춰 가는 여유',
    ],
    partnerTips: [
      '고민이 있을 때 숨기지 말고 편하게 꺼내 보세요. 차분하게 들어 줄 거예요.',
      '든든하다고 해서 서운함이 없는 건 아니에요. 작은 마음도 물어봐 주세요.',
      '함께 정한 약속을 지켜 주면 지금의 믿음이 더 단단해져요.',
    ],
    illustration: 'steady',
  },
  ANXIETY_TYPE: {
    category: 'ANXIETY_TYPE',
    name: LOVE_TYPE_NAMES.ANXIETY_TYPE,
    summary:
      '사랑하는 만큼 마음이 커서, 상대의 작은 변화에도 마음이 쉽게 출렁이는 따뜻한 마음이에요.',
    traits: [
      '연인에게 마음을 깊이 쏟고, 관계를 무엇보다 소중하게 여겨요.',
      '연락이 뜸하거나 말투가 달라지면 혹시 무슨 일이 있는지 걱정이 앞서요.',
      '사랑받고 있다는 걸 자주 확인하고 싶어져요.',
      '상대의 기분을 잘 알아채고 세심하게 챙겨 주는 편이에요.',
    ],
    needs: [
      '"지금 바빠서 이따 연락할게"처럼 짧아도 분명한 안심의 한마디',
      '마음이 흔들릴 때 다그치지 않고 들어 주는 사람',
      '상대의 사랑을 확인하지 않아도 괜찮다는 걸 천천히 느껴 보는 경험',
    ],
    partnerTips: [
      '연락이 늦어질 것 같으면 미리 한마디 남겨 주세요. 그것만으로도 큰 안심이 돼요.',
      '"왜 그렇게 걱정해?"보다 "걱정됐구나"라고 마음을 먼저 받아 주세요.',
      '사랑한다는 표현을 말과 행동으로 자주 보여 주세요.',
    ],
    illustration: 'longing',
  },
  AVOIDANCE_TYPE: {
    category: 'AVOIDANCE_TYPE',
    name: LOVE_TYPE_NAMES.AVOIDANCE_TYPE,
    summary:
      '스스로를 지키는 힘이 단단하고, 나만의 공간에서 마음을 정리할 때 편안해지는 마음이에요.',
    traits: [
      '힘든 일이 있어도 혼자 해결하려는 독립적인 면이 있어요.',
      '감정을 말로 꺼내기보다 행동으로 보여 주는 게 더 편해요.',
      '관계가 너무 빠르게 가까워지면 잠시 숨 고를 시간이 필요해요.',
      '갈등 앞에서는 곧바로 이야기하기보다 생각을 정리한 뒤에 마주하고 싶어 해요.',
    ],
    needs: [
      '재촉하지 않고 마음이 정리될 때까지 기다려 주는 여유',
      '혼자만의 시간이 관계가 멀어지는 신호가 아니라는 서로의 믿음',
      '부담 없이 조금씩 마음을 꺼내 볼 수 있는 편안한 분위기',
    ],
    partnerTips: [
      '연인이 거리를 두는 건 내가 싫어서가 아니라 마음을 정리하는 방법일 수 있어요.',
      '중요한 이야기는 "언제 얘기하면 편할까?" 하고 시간을 함께 정해 보세요.',
      '말보다 행동으로 건네는 애정 표현도 알아봐 주고 고맙다고 말해 주세요.',
    ],
    illustration: 'independent',
  },
  CONFUSION_TYPE: {
    category: 'CONFUSION_TYPE',
    name: LOVE_TYPE_NAMES.CONFUSION_TYPE,
    summary:
      '가까워지고 싶은 마음과 다칠까 봐 조심스러운 마음이 함께 있어, 누구보다 섬세한 마음이에요.',
    traits: [
      '연인과 가까워지고 싶으면서도 막상 가까워지면 불안해질 때가 있어요.',
      '상대의 마음을 믿고 싶지만 상처받을까 봐 한 발 물러서기도 해요.',
      '감정의 온도가 그날그날 달라서 스스로도 헷갈릴 때가 있어요.',
      '그만큼 관계에 진심이고, 마음의 결을 깊이 느끼는 사람이에요.',
    ],
    needs: [
      '말과 행동이 한결같아서 예측할 수 있는 안정감',
      '마음이 오락가락해도 탓하지 않고 기다려 주는 믿음',
      '내 마음을 천천히 들여다보고 말로 정리해 볼 수 있는 시간',
    ],
    partnerTips: [
      '가까워졌다 멀어지는 모습이 보여도 조급해하지 말고 한결같이 곁에 있어 주세요.',
      '약속은 작은 것이라도 지켜 주세요. 믿음이 쌓이는 가장 좋은 방법이에요.',
      '마음을 꺼냈을 때 판단하지 말고 "말해 줘서 고마워"라고 답해 주세요.',
    ],
    illustration: 'mixed',
  },
};

/** Korean label of the 5-point answer scale (1 전혀 아니다 … 5 매우 그렇다). */
export const LOVE_TYPE_SCALE_LABELS = [
  '전혀 아니다',
  '아니다',
  '보통이다',
  '그렇다',
  '매우 그렇다',
] as const;
