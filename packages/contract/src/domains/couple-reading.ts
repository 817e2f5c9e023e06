import type { LoveTypeCategory } from './love-type';

/**
 * Reading both partners' attachment types together (issue 26): what each of the ten combinations
 * of the four categories tends to do when things get hard, what it has going for it, and one
 * concrete thing each partner can try. Written by us, kind to both, never a verdict on the
 * relationship. The web app's couple view shows it and the counsellor reads it (담이 uses the same
 * words in the chat). Plain data (no zod), like LOVE_TYPE_CONTENT.
 */
export interface CoupleReading {
  /** The two categories, in `CATEGORY_ORDER` (a same-type pair names its category twice). */
  pair: readonly [LoveTypeCategory, LoveTypeCategory];
  /** A short name for the combination, e.g. "다가가는 마음과 물러서는 마음". */
  title: string;
  /** What the combination tends to do when stressed (two or three sentences). */
  whenStressed: string;
  /** What the two have going for them (one sentence). */
  strength: string;
  /**
   * One concrete thing to try, by category. A same-type pair has one line, for both.
   */
  tries: Readonly<Partial<Record<LoveTypeCategory, string>>>;
}

/** Shown with every reading: a hint for understanding, not a label and not a verdict. */
export const COUPLE_READING_HINT =
  '두 사람의 유형은 관계를 판정하는 결과가 아니라 서로를 이해하기 위한 힌트예요. 같은 조합이라도 두 사람이 함께 만들어 가는 모습은 저마다 달라요.';

/** The order a pair is written in (and looked up by). */
export const CATEGORY_ORDER: readonly LoveTypeCategory[] = [
  'STABLE_TYPE',
  'ANXIETY_TYPE',
  'AVOIDANCE_TYPE',
  'CONFUSION_TYPE',
];

const READINGS: readonly CoupleReading[] = [
  {
    pair: ['STABLE_TYPE', 'STABLE_TYPE'],
    title: '서로에게 편안한 쉼터',
    whenStressed:
      '둘 다 마음을 비교적 편하게 꺼내는 편이라, 다툼이 생겨도 대화로 돌아오기 쉬워요. 다만 "우리는 괜찮으니까" 하고 작은 서운함을 넘기다 보면, 말하지 않은 마음이 조금씩 쌓일 수 있어요.',
    strength: '힘들 때 서로에게 기대고, 기대 오는 상대를 자연스럽게 받아 줄 수 있어요.',
    tries: {
      STABLE_TYPE:
        '일주일에 한 번, 사소해서 넘겼던 서운함이나 고마움을 하나씩 꺼내 이야기해 보세요.',
    },
  },
  {
    pair: ['STABLE_TYPE', 'ANXIETY_TYPE'],
    title: '기다려 주는 마음과 확인하고 싶은 마음',
    whenStressed:
      '불안형인 사람은 연락이 뜸하거나 말투가 달라지면 관계가 흔들린다고 느껴 더 자주 확인하고 싶어져요. 안정형인 사람은 대체로 차분하게 받아 주지만, 확인이 되풀이되면 믿어 주지 않는 것 같아 답답해질 수 있어요.',
    strength:
      '안정형의 꾸준함이 불안형에게 든든한 바탕이 되고, 불안형의 섬세함은 관계의 작은 변화를 일찍 알아차리게 해 줘요.',
    tries: {
      STABLE_TYPE:
        '바쁠 때는 "지금 회의라 6시에 연락할게"처럼 언제 다시 연락할지 먼저 알려 주세요.',
      ANXIETY_TYPE:
        '불안이 올라올 때 바로 묻기 전에, 지금 바라는 게 확인인지 위로인지 한 번 짚어 보고 그대로 말해 보세요.',
    },
  },
  {
    pair: ['STABLE_TYPE', 'AVOIDANCE_TYPE'],
    title: '다가가는 마음과 숨 고르는 마음',
    whenStressed:
      '회피형인 사람은 갈등이 생기면 혼자 정리할 시간이 필요해서 말수가 줄거나 잠시 거리를 두곤 해요. 안정형인 사람은 그 거리를 이해하려 하지만, 대화가 자꾸 미뤄지면 혼자 애쓰는 것 같아 지칠 수 있어요.',
    strength:
      '안정형의 여유가 회피형에게 부담 없는 공간을 주고, 회피형의 차분함은 감정이 격해질 때 속도를 늦춰 줘요.',
    tries: {
      STABLE_TYPE:
        '"지금 이야기하자"보다 "오늘 밤이나 내일 중에 편할 때 이야기하자"처럼 때를 고를 수 있게 물어봐 주세요.',
      AVOIDANCE_TYPE:
        '혼자 생각할 시간이 필요할 때는 "생각 좀 정리하고 저녁에 다시 얘기할게"처럼 돌아올 때를 함께 말해 주세요.',
    },
  },
  {
    pair: ['STABLE_TYPE', 'CONFUSION_TYPE'],
    title: '한결같은 마음과 흔들리는 마음',
    whenStressed:
      '혼란형인 사람은 가까워지고 싶은 마음과 상처받을까 겁나는 마음이 함께 있어서, 다가왔다가 갑자기 물러서기도 해요. 안정형인 사람은 그 변화를 따라가기 어려워 내가 뭘 잘못했는지 헷갈릴 수 있어요.',
    strength:
      '안정형의 한결같은 태도가 혼란형에게 이 사람은 쉽게 떠나지 않는다는 믿음을 천천히 쌓아 줘요.',
    tries: {
      STABLE_TYPE:
        '상대가 물러설 때 이유를 캐묻기보다 "나 여기 있을게, 준비되면 말해 줘" 한마디를 남겨 주세요.',
      CONFUSION_TYPE:
        '마음이 오락가락할 때 "가까이 있고 싶은데 조금 무섭기도 해"처럼 두 마음을 다 말로 꺼내 보세요.',
    },
  },
  {
    pair: ['ANXIETY_TYPE', 'ANXIETY_TYPE'],
    title: '서로를 꼭 붙잡고 싶은 두 마음',
    whenStressed:
      '두 사람 모두 관계가 흔들릴까 봐 예민해지는 편이라, 한 사람의 서운함이 다른 사람의 불안을 건드려 감정이 함께 커지기 쉬워요. 확인하고 싶은 마음끼리 부딪히면 작은 일도 큰 다툼처럼 느껴질 수 있어요.',
    strength:
      '서로의 마음을 세심하게 살피고 표현을 아끼지 않아서, 애정을 넉넉히 주고받을 수 있어요.',
    tries: {
      ANXIETY_TYPE:
        '감정이 커질 때는 "10분만 쉬었다가 다시 얘기하자"고 정하고, 쉬는 동안에도 "화났지만 너를 좋아해" 같은 한마디로 마음을 이어 두세요.',
    },
  },
  {
    pair: ['ANXIETY_TYPE', 'AVOIDANCE_TYPE'],
    title: '다가가는 마음과 물러서는 마음',
    whenStressed:
      '불안형인 사람이 서운함을 풀고 싶어 다가갈수록, 회피형인 사람은 부담을 느껴 한 걸음 물러서기 쉬워요. 그 거리가 다시 불안을 키워서, 한 사람은 쫓고 한 사람은 피하는 흐름이 되풀이될 수 있어요.',
    strength:
      '한 사람은 마음을 열어 표현하는 법을, 다른 한 사람은 차분히 거리를 조절하는 법을 서로에게서 배울 수 있어요.',
    tries: {
      ANXIETY_TYPE:
        '서운함을 한꺼번에 쏟기보다 "요즘 연락이 줄어서 조금 외로웠어"처럼 한 가지 마음만 짧게 전해 보세요.',
      AVOIDANCE_TYPE:
        '거리가 필요할 때 말없이 물러서기보다 "지금은 좀 지쳐서 쉬고 싶어, 내일 꼭 얘기하자"처럼 이유와 돌아올 때를 알려 주세요.',
    },
  },
  {
    pair: ['ANXIETY_TYPE', 'CONFUSION_TYPE'],
    title: '가까이 있고 싶지만 조심스러운 두 마음',
    whenStressed:
      '불안형인 사람은 확인을 받아야 마음이 놓이고, 혼란형인 사람은 가까워질수록 불안과 두려움이 함께 올라와요. 한 사람이 다가가면 다른 사람이 움츠러들고, 그 모습이 다시 불안을 키울 수 있어요.',
    strength: '두 사람 모두 관계를 소중히 여기고, 상대의 감정 변화를 잘 알아차려요.',
    tries: {
      ANXIETY_TYPE: '답을 재촉하기보다 "천천히 답해도 괜찮아"라고 말해 상대가 숨 돌릴 틈을 주세요.',
      CONFUSION_TYPE: '물러서고 싶을 때 "네가 싫어서가 아니야"라는 한마디를 먼저 건네 주세요.',
    },
  },
  {
    pair: ['AVOIDANCE_TYPE', 'AVOIDANCE_TYPE'],
    title: '각자의 공간을 아끼는 두 사람',
    whenStressed:
      '두 사람 모두 혼자 정리하는 게 편해서 큰 다툼은 적지만, 힘든 이야기를 서로 미루다 보면 가까이 있어도 멀게 느껴질 수 있어요. 문제가 생겨도 "알아서 괜찮아지겠지" 하고 넘어가기 쉬워요.',
    strength: '서로의 시간과 방식을 존중해서, 편안하고 부담 없는 사이를 만들 수 있어요.',
    tries: {
      AVOIDANCE_TYPE:
        '한 달에 한 번은 "요즘 우리 어때?"를 주제로, 짧게라도 마음을 나누는 시간을 정해 두세요.',
    },
  },
  {
    pair: ['AVOIDANCE_TYPE', 'CONFUSION_TYPE'],
    title: '다가가기 어려운 두 마음',
    whenStressed:
      '회피형인 사람은 갈등이 생기면 거리를 두고, 혼란형인 사람은 그 거리를 멀어지는 신호로 느껴 불안해하거나 함께 멀어지기도 해요. 둘 다 속마음을 꺼내기 어려워서 오해가 오래 남을 수 있어요.',
    strength: '서로 쉽게 다그치지 않아서, 각자의 속도를 지켜 줄 수 있어요.',
    tries: {
      AVOIDANCE_TYPE: '멀어지고 싶을 때도 "잠깐 쉬고 올게" 같은 짧은 신호는 꼭 남겨 주세요.',
      CONFUSION_TYPE:
        '불안할 때 혼자 결론 내리기 전에 "지금 거리가 느껴져서 불안해"라고 있는 그대로 말해 보세요.',
    },
  },
  {
    pair: ['CONFUSION_TYPE', 'CONFUSION_TYPE'],
    title: '다가가고 싶지만 두려운 두 마음',
    whenStressed:
      '두 사람 모두 가까워지고 싶은 마음과 상처받을까 겁나는 마음을 함께 안고 있어서, 서로 다가갔다 물러서기를 되풀이하며 관계가 롤러코스터처럼 느껴질 수 있어요.',
    strength:
      '서로의 흔들림을 누구보다 잘 이해할 수 있어서, 믿음이 쌓이면 깊이 공감하는 사이가 될 수 있어요.',
    tries: {
      CONFUSION_TYPE:
        '마음이 흔들릴 때 쓸 둘만의 말(예: "잠깐 멈춤")을 정해 두고, 그 말이 나오면 다그치지 않고 잠시 쉬었다 돌아오기로 약속해 보세요.',
    },
  },
];

function pairKey(a: LoveTypeCategory, b: LoveTypeCategory): string {
  const [first, second] = CATEGORY_ORDER.indexOf(a) <= CATEGORY_ORDER.indexOf(b) ? [a, b] : [b, a];
  return `${first}+${second}`;
}

const BY_PAIR = new Map(READINGS.map((reading) => [pairKey(...reading.pair), reading]));

/** Every reading, one per combination (10). */
export const COUPLE_READINGS: readonly CoupleReading[] = READINGS;

/** The reading of two categories, in either order. */
export function coupleReadingOf(a: LoveTypeCategory, b: LoveTypeCategory): CoupleReading {
  const reading = BY_PAIR.get(pairKey(a, b));
  if (!reading) throw new Error(`no couple reading for ${a} and ${b}`);
  return reading;
}

/** What the member of category `mine` can try in the pair (a same-type pair: the shared line). */
export function coupleTryFor(reading: CoupleReading, mine: LoveTypeCategory): string {
  const line = reading.tries[mine];
  if (!line) throw new Error(`${mine} is not in the pair ${reading.pair.join('+')}`);
  return line;
}
