import { josa } from '../korean';
import { mostFrequent } from './match';

/**
 * Common relationship topics: how to spot them in the member's words, how 담이 names them, three
 * tailored suggestions for level 3 and the keywords of the room summary.
 */
export interface Topic {
  /** situationKeyword of the summary (one or two words). */
  keyword: string;
  /** How 담이 names it inside a sentence (연락 때문에, 연락 이야기). */
  noun: string;
  pattern: RegExp;
  /** Exactly three level-3 suggestions, given the partner's name. */
  suggestions: readonly [Suggest, Suggest, Suggest];
  /** solutionKeyword when the member's own words name none. */
  solutionKeyword: string;
}

export type Suggest = (partner: string) => string;

export const TOPICS: readonly Topic[] = [
  {
    keyword: '연락',
    noun: '연락',
    pattern: /연락|답장|카톡|톡|문자|전화|통화|읽씹|안\s?읽|메시지|디엠|dm/gi,
    suggestions: [
      () =>
        '연락 횟수보다 "지금 바빠, 끝나고 전화할게"처럼 미리 알려 주는 습관을 같이 만들어 보면 좋겠어.',
      () =>
        '서운했던 순간은 탓하는 말 대신 "연락이 없으면 나는 걱정이 돼"처럼 네 마음을 주어로 말해 보자.',
      (p) =>
        `하루 한 번 잠들기 전 짧은 통화처럼, ${josa(p, '과/와')} 너에게 맞는 연락 리듬을 함께 정해 봐도 좋아.`,
    ],
    solutionKeyword: '연락 약속',
  },
  {
    keyword: '다툼',
    noun: '다툼',
    pattern: /싸웠|싸움|싸우|싸워|다퉜|다툼|다투|언성|말다툼|화를?\s?냈|화내|소리를?\s?질/g,
    suggestions: [
      () => '말이 거칠어질 것 같으면 "20분만 쉬었다가 다시 이야기하자"는 신호를 미리 정해 두자.',
      () => '내 말을 하기 전에 상대의 말을 한 번 요약해 주고 시작하면 대화가 훨씬 부드러워져.',
      () =>
        '싸운 뒤에는 누가 먼저든 "아까 이 부분은 미안했어"처럼 딱 한 가지만 짚어 사과해 보는 것도 좋아.',
    ],
    solutionKeyword: '차분한 대화',
  },
  {
    keyword: '질투',
    noun: '질투',
    pattern:
      /질투|이성\s?친구|여사친|남사친|전\s?(여친|남친|애인|여자\s?친구|남자\s?친구)|다른\s?(여자|남자)|의심/g,
    suggestions: [
      () => '불안한 마음을 캐묻는 말 대신 "나 이런 부분이 신경 쓰였어"라고 솔직하게 털어놓아 보자.',
      () =>
        '이성 친구와 단둘이 만날 때는 미리 말해 주기처럼, 둘 다 편한 선을 함께 정해 보면 좋겠어.',
      (p) =>
        `${josa(p, '이/가')} 너를 안심시켜 준 순간을 떠올려 보고 그때 고마웠다고 말해 주면 믿음이 더 단단해져.`,
    ],
    solutionKeyword: '믿음 표현',
  },
  {
    keyword: '돈',
    noun: '돈',
    pattern: /돈(?!가스|까스)|더치|데이트\s?비용|용돈|빚|월급|경제적|지출|비용|계산/g,
    suggestions: [
      () =>
        '데이트 비용이나 지출은 감정이 섞이기 전에 모임 통장이나 비율처럼 구체적인 방법으로 정해 두면 편해.',
      () =>
        '돈 이야기는 서운함을 쏟아 내기보다 "우리 이렇게 해 보자"는 제안으로 꺼내면 훨씬 부드러워.',
      () =>
        '각자 돈에 대해 어떤 생각을 하며 자랐는지 이야기해 보면 서로를 더 깊이 이해하게 될 거야.',
    ],
    solutionKeyword: '지출 약속',
  },
  {
    keyword: '데이트',
    noun: '데이트',
    pattern: /데이트|못\s?만나|만나는\s?횟수|자주\s?못\s?봐|약속을?\s?(취소|미뤘|미루|깼|깨)/g,
    suggestions: [
      () => '서로 하고 싶은 데이트를 하나씩 적어 보고 번갈아 해 보면 부담 없이 시작할 수 있어.',
      () =>
        '자주 못 만난다면 짧아도 휴대폰을 내려놓고 온전히 둘에게 집중하는 시간을 정해 두는 게 도움이 돼.',
      () => '다음 만남 날짜를 미리 함께 정해 두면 기다리는 마음이 훨씬 편해져.',
    ],
    solutionKeyword: '함께하는 시간',
  },
  {
    keyword: '결혼',
    noun: '결혼',
    pattern: /결혼|상견례|프러포즈|프로포즈|청혼|혼수|신혼|식장/g,
    suggestions: [
      () =>
        '결혼에 대해 각자 그리는 그림을 시기, 장소, 돈처럼 작은 주제로 나눠서 하나씩 이야기해 보자.',
      () => '정답을 정하려 하기보다 서로 왜 그렇게 생각하는지 이유를 먼저 들어 보는 시간이 필요해.',
      () => '한 번에 결론 내지 않아도 돼, 다음에 이어서 이야기할 날을 정해 두는 것만으로도 충분해.',
    ],
    solutionKeyword: '미래 대화',
  },
  {
    keyword: '가족',
    noun: '가족',
    pattern: /부모님|엄마|아빠|어머니|아버지|가족|시댁|시어머니|장모|처가|집안/g,
    suggestions: [
      (p) =>
        `가족 이야기는 ${josa(p, '이/가')} 공격받는다고 느끼기 쉬워서, 가족보다 네 마음을 중심에 두고 말해 보는 게 좋아.`,
      () => '둘이 먼저 같은 편이 되는 게 중요해, 가족 앞에서 서로를 지켜 줄 방법을 같이 정해 보자.',
      () => '가족과의 일은 한 번에 바뀌지 않으니까 둘이 지킬 수 있는 작은 선부터 정해 보면 좋겠어.',
    ],
    solutionKeyword: '같은 편 되기',
  },
  {
    keyword: '장거리',
    noun: '장거리',
    pattern: /장거리|롱디|멀리\s?(살|떨어)|떨어져\s?(살|지내|있)|군대|입대|유학|해외|거리가\s?멀/g,
    suggestions: [
      () =>
        '멀리 있어도 같은 시간에 같은 영화 보기처럼 함께하는 느낌을 주는 작은 의식을 만들어 보자.',
      () => '다음에 만날 날을 달력에 함께 표시해 두면 기다림이 덜 막막해져.',
      () => '통화할 때 하루 중 제일 좋았던 일 하나씩 나누는 습관을 만들어 보면 좋겠어.',
    ],
    solutionKeyword: '함께하는 의식',
  },
  {
    keyword: '권태기',
    noun: '권태기',
    pattern: /권태|설렘|설레지|무덤덤|지루|식은\s?것\s?같|예전\s?같지|익숙해|편해져서/g,
    suggestions: [
      () =>
        '처음 만났을 때 갔던 곳에 다시 가 보거나 한 번도 안 해 본 걸 같이 해 보면 새로운 기분이 들 거야.',
      () => '익숙해진 건 나쁜 게 아니야, 고마운 점을 하루에 하나씩 말해 주는 것부터 시작해 보자.',
      () => '둘만의 작은 목표를 하나 정해서 같이 이뤄 가는 것도 설렘을 되찾는 데 도움이 돼.',
    ],
    solutionKeyword: '새로운 경험',
  },
  {
    keyword: '말투',
    noun: '말투',
    pattern: /말투|말을\s?(심하게|함부로|막)|상처\s?주는\s?말|비꼬|짜증을?\s?(내|냈)|무시/g,
    suggestions: [
      () =>
        '상처가 된 말투는 그 순간보다 마음이 가라앉았을 때 "그 말에 나는 이렇게 느꼈어"라고 전해 보자.',
      () => '서로 예민해질 때 쓰기로 약속한 부드러운 신호 말을 하나 정해 두면 좋아.',
      (p) =>
        `말투 전체보다 딱 한 장면만 골라 이야기하면 ${josa(p, '이/가')} 덜 방어적으로 들을 수 있어.`,
    ],
    solutionKeyword: '부드러운 말',
  },
  {
    keyword: '바쁜 일상',
    noun: '바쁜 일상',
    pattern: /바빠|바쁘|바쁜|야근|시간이\s?없|시험|취준|일이\s?많|회사\s?일/g,
    suggestions: [
      () => '바쁜 시기에는 "하루 10분은 서로에게만 집중하기"처럼 작고 지킬 수 있는 약속이 좋아.',
      (p) => `${p}의 바쁜 일정을 미리 공유받으면 기다리는 마음이 한결 편해질 거야.`,
      () => '바쁜 시기가 언제쯤 끝날지 같이 이야기해 보고 그 뒤에 할 일을 함께 계획해 보자.',
    ],
    solutionKeyword: '시간 약속',
  },
  {
    keyword: '신뢰',
    noun: '믿음',
    pattern: /거짓말|속였|속이|숨기|숨겼|믿음|신뢰|믿을\s?수|바람(을)?\s?(피|핀|폈|피웠)|바람기/g,
    suggestions: [
      () => '믿음은 작은 약속을 지키는 데서 다시 쌓여, 지킬 수 있는 약속 하나부터 같이 정해 보자.',
      () => '궁금한 걸 몰아서 묻기보다 가장 마음에 걸리는 한 가지를 차분하게 물어보는 게 좋아.',
      (p) => `무엇이 있어야 다시 믿을 수 있을지 먼저 정리해 보고 ${p}한테 전해 보자.`,
    ],
    solutionKeyword: '믿음 회복',
  },
  {
    keyword: '술자리',
    noun: '술자리',
    pattern: /술자리|술\s?마시|술을|회식|모임|클럽|친구들?(이랑|하고|과|와)\s?(놀|만나)/g,
    suggestions: [
      () => '술자리나 모임이 있는 날에는 귀가 연락처럼 둘이 편한 약속을 미리 정해 두자.',
      (p) => `모임 자체보다 그날 네가 느낀 마음을 중심으로 이야기하면 ${p}도 더 잘 들어 줄 거야.`,
      (p) => `가끔은 ${p}의 친구 모임에 함께 가 보는 것도 서로를 이해하는 방법이 될 수 있어.`,
    ],
    solutionKeyword: '귀가 연락',
  },
  {
    keyword: '기념일',
    noun: '기념일',
    pattern: /기념일|생일|선물|백일|100일|주년|이벤트|크리스마스|발렌타인/g,
    suggestions: [
      () => '기념일에 바라는 걸 미리 솔직하게 말해 두면 서운할 일이 훨씬 줄어.',
      () => '거창한 선물보다 손편지나 추억이 담긴 작은 이벤트가 마음을 더 크게 전하기도 해.',
      () => '다음 기념일은 둘이 같이 계획해 보면 기대하는 마음도 함께 나눌 수 있어.',
    ],
    solutionKeyword: '마음 표현',
  },
  {
    keyword: '스킨십',
    noun: '스킨십',
    pattern: /스킨십|잠자리|뽀뽀|키스|포옹|손잡/g,
    suggestions: [
      () =>
        '스킨십은 서로 편한 속도가 다를 수 있어서 원하는 것과 불편한 것을 차분히 나눠 보는 게 중요해.',
      () => '거절이 사랑이 식었다는 뜻은 아니라는 걸 서로 확인해 두면 마음이 훨씬 편해져.',
      () => '분위기가 편안할 때 "나는 이럴 때 좋더라"처럼 긍정적인 말로 시작해 보자.',
    ],
    solutionKeyword: '속도 맞추기',
  },
  {
    keyword: '미래',
    noun: '미래',
    pattern: /미래|진로|이직|취업|앞으로\s?(어떻게|우리)|이사|장래/g,
    suggestions: [
      () => '미래 이야기는 한 번에 다 정하려 하지 말고 1년 뒤의 모습부터 같이 그려 보자.',
      () => '각자 꼭 지키고 싶은 것과 양보할 수 있는 것을 나눠서 적어 보면 대화가 훨씬 쉬워져.',
      (p) => `불안한 마음을 ${p}한테 솔직하게 나누면 같이 계획을 세울 힘이 생길 거야.`,
    ],
    solutionKeyword: '함께 계획',
  },
  {
    keyword: '이별 고민',
    noun: '이별 고민',
    pattern: /헤어지|헤어질|헤어져|이별|그만\s?만나|끝내자|끝낼까/g,
    suggestions: [
      () =>
        '지금 바로 결론을 내리지 않아도 괜찮아, 며칠 동안 네 마음이 어떻게 움직이는지 가만히 지켜보자.',
      () => '관계에서 꼭 지키고 싶은 것과 더는 견디기 힘든 것을 나눠 적어 보면 마음이 정리될 거야.',
      (p) => `어떤 결정을 하든 네 마음을 ${p}한테 솔직하게 전하는 게 너를 위한 일이야.`,
    ],
    solutionKeyword: '마음 정리',
  },
  {
    keyword: '생활 습관',
    noun: '생활 습관',
    pattern: /동거|같이\s?살|집안일|설거지|청소|빨래|생활\s?습관|습관/g,
    suggestions: [
      () =>
        '집안일은 누가 더 하느냐보다 각자 잘하는 일과 싫은 일을 나눠 보면 훨씬 공평하게 느껴져.',
      () => '불만이 쌓이기 전에 일주일에 한 번 짧게 생활 이야기를 나누는 시간을 정해 보자.',
      () => '고쳐 줬으면 하는 습관은 하나만 골라서 부탁하는 게 효과가 좋아.',
    ],
    solutionKeyword: '역할 나누기',
  },
];

/** Level-3 suggestions when no topic was found (same count as a topic's). */
export const NO_TOPIC_SUGGESTIONS: Topic['suggestions'] = [
  (p) => `오늘 이야기한 마음을 한 문장으로 정리해서 ${p}한테 먼저 건네 보자.`,
  () => '서로 바라는 것을 한 가지씩 말해 보고 둘 다 지킬 수 있는 약속으로 바꿔 보면 좋겠어.',
  () => '마음이 가라앉은 편안한 시간에 짧게라도 이야기할 자리를 만들어 보자.',
];

/** Solution keywords found in the member's own words (level 3 first). */
const SOLUTIONS: readonly { keyword: string; pattern: RegExp }[] = [
  { keyword: '사과', pattern: /사과|미안하다고|사과할/g },
  { keyword: '시간 갖기', pattern: /시간을?\s?(갖|가져|가질)|혼자만의\s?시간/g },
  { keyword: '거리 두기', pattern: /거리를?\s?(두|둘|둬)/g },
  { keyword: '약속 정하기', pattern: /약속|규칙|정해\s?(볼|보자|두)/g },
  { keyword: '편지', pattern: /편지/g },
  { keyword: '마음 표현', pattern: /표현|고맙다고|사랑한다고|안아/g },
  { keyword: '경청', pattern: /들어\s?(주|줄|볼)|경청/g },
  { keyword: '배려', pattern: /배려|이해해\s?(볼|줄|주)|기다려\s?(볼|줄|주)/g },
  { keyword: '함께하는 시간', pattern: /데이트|여행|놀러|같이\s?(가|하)/g },
  { keyword: '대화', pattern: /대화|이야기해|얘기해|말해\s?(볼|보|봐)|솔직하게|털어놓/g },
];

export function detectTopic(texts: readonly string[]): Topic | null {
  return mostFrequent(TOPICS, texts);
}

export function detectSolution(texts: readonly string[]): string | null {
  return mostFrequent(SOLUTIONS, texts)?.keyword ?? null;
}
