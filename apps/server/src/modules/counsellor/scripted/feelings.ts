import { mostFrequent } from './match';

/** Feelings 담이 can name back, spotted in the member's words. */
export interface Feeling {
  pattern: RegExp;
  /** 서운함 (…이 느껴져, …을 안고). */
  noun: string;
  /** 서운했 (…겠다, …을 거야). */
  past: string;
  /** 서운했던 (… 마음). */
  adnominal: string;
}

export const FEELINGS: readonly Feeling[] = [
  { pattern: /서운|섭섭/g, noun: '서운함', past: '서운했', adnominal: '서운했던' },
  { pattern: /속상/g, noun: '속상함', past: '속상했', adnominal: '속상했던' },
  { pattern: /외로|쓸쓸/g, noun: '외로움', past: '외로웠', adnominal: '외로웠던' },
  { pattern: /불안|걱정|초조|조마조마/g, noun: '불안함', past: '불안했', adnominal: '불안했던' },
  { pattern: /무서|두려|겁이|겁나/g, noun: '두려움', past: '무서웠', adnominal: '무서웠던' },
  { pattern: /억울/g, noun: '억울함', past: '억울했', adnominal: '억울했던' },
  { pattern: /실망/g, noun: '실망감', past: '실망했', adnominal: '실망했던' },
  { pattern: /슬퍼|슬펐|슬프|울었|눈물|울컥/g, noun: '슬픔', past: '슬펐', adnominal: '슬펐던' },
  { pattern: /답답|막막/g, noun: '답답함', past: '답답했', adnominal: '답답했던' },
  {
    pattern: /화가\s?나|화났|화나|짜증|열받|빡치|빡쳐/g,
    noun: '화난 마음',
    past: '화가 많이 났',
    adnominal: '화가 났던',
  },
  {
    pattern: /지쳐|지쳤|지친|힘들|힘듦|힘드|힘겨|피곤/g,
    noun: '지친 마음',
    past: '많이 지쳤',
    adnominal: '지쳤던',
  },
  { pattern: /미안|죄책감|내\s?잘못/g, noun: '미안함', past: '미안했', adnominal: '미안했던' },
  {
    pattern: /기분\s?(이\s?)?(나빠|나빴|나쁨|상했|상해|상함|상하|별로|더러|잡쳤)/g,
    noun: '상한 기분',
    past: '기분이 많이 상했',
    adnominal: '기분이 상했던',
  },
  { pattern: /싫어|싫다|싫음|싫었/g, noun: '싫은 마음', past: '많이 싫었', adnominal: '싫었던' },
  { pattern: /불편/g, noun: '불편함', past: '불편했', adnominal: '불편했던' },
  { pattern: /상처/g, noun: '상처', past: '상처가 컸', adnominal: '상처받았던' },
  { pattern: /우울|울적/g, noun: '우울함', past: '우울했', adnominal: '우울했던' },
  { pattern: /배신/g, noun: '배신감', past: '배신감이 컸', adnominal: '배신감이 들었던' },
  { pattern: /허탈|허무|공허/g, noun: '허탈함', past: '허탈했', adnominal: '허탈했던' },
  { pattern: /숨\s?막|숨이\s?막/g, noun: '답답함', past: '숨이 막혔', adnominal: '숨 막혔던' },
  {
    pattern: /헷갈|혼란|모르겠/g,
    noun: '헷갈리는 마음',
    past: '많이 헷갈렸',
    adnominal: '헷갈렸던',
  },
];

/** When no feeling is named: a gentle, neutral guess. */
export const UNNAMED_FEELING: Omit<Feeling, 'pattern'> = {
  noun: '복잡한 마음',
  past: '마음이 복잡했',
  adnominal: '복잡했던',
};

/** Each feeling named in `text`, where it stands (for telling whose it is). */
export function detectFeelingIn(
  text: string,
): { feeling: Feeling; index: number; length: number }[] {
  const found: { feeling: Feeling; index: number; length: number }[] = [];
  for (const feeling of FEELINGS) {
    for (const match of text.matchAll(feeling.pattern)) {
      found.push({ feeling, index: match.index, length: match[0].length });
    }
  }
  return found.sort((a, b) => a.index - b.index);
}

/** The feeling named most often in `texts` (earlier table entries win ties), or null. */
export function detectFeeling(texts: readonly string[]): Feeling | null {
  return mostFrequent(FEELINGS, texts);
}
