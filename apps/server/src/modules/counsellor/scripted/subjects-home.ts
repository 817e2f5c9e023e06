import { josa } from '../korean';
import { firstOf, type Subject, when } from './subject-types';

/** Concrete subjects of daily life: chores, money, pets, smoking, drink, games, hobbies, work. */

/** 설거지 → 설거지, 집안일 / 가사 → 집안일: the chore the member named. */
const CHORE =
  /(설거지|빨래|분리\s?수거|음식물\s?쓰레기|쓰레기|화장실\s?청소|청소기|청소|집안\s?일|가사\s?(분담|일|노동)?|살림|뒷정리|뒷처리|정리\s?정돈|(?<![가-힣])정리를?\s?(안|못)|치우|치워|치운)/;

/** Cooking is the chore only when no other is named (요리는 하는데 뒷정리를 안 해: 뒷정리). */
const COOKING = /(요리|밥\s?(차리|차려|하는|해\s?주)|식사\s?준비)/;

const chore = (word: string): string => {
  const w = word.replace(/\s+/g, '');
  if (/집안일|가사|살림/.test(w)) return '집안일';
  if (w === '청소기') return '청소';
  if (/^밥/.test(w)) return '밥 차리는 일';
  if (w === '식사준비') return '식사 준비';
  if (/쓰레기|분리수거/.test(w)) return '쓰레기 버리는 일';
  if (w === '화장실청소') return '화장실 청소';
  if (/^(치우|치워|치운|정리)/.test(w)) return '치우는 일';
  if (w === '뒷처리') return '뒷정리';
  if (w === '음식물쓰레기') return '음식물 쓰레기';
  return w;
};

export const HOME_SUBJECTS: readonly Subject[] = [
  {
    // "너무 깔끔해서 물건 하나만 놔둬도": how tidy one of them is, not who does the chores.
    id: 'tidiness',
    topic: 'cohabiting',
    overrides: true,
    keyword: '깔끔함',
    find: when(/(결벽|깔끔\s?(떨|해|한|하|쟁이)|정리\s?강박)/, (m) =>
      m[1]!.startsWith('결벽') ? '결벽' : m[1]!.startsWith('정리') ? '정리 강박' : '깔끔한 성격',
    ),
  },
  {
    id: 'chores',
    topic: 'cohabiting',
    overrides: true,
    keyword: '집안일',
    find: firstOf(
      when(CHORE, (m) => chore(m[1] ?? '')),
      when(COOKING, (m) => chore(m[1] ?? '')),
    ),
    reflections: [
      (n) => `${josa(n, '은/는')} 매일 돌아오는 일이라 한쪽에만 몰리면 금방 지치지.`,
      (n) => `${josa(n, '이/가')} 당연히 내 몫처럼 굳어 가는 것 같아서 서운했겠다.`,
      (n) => `${n} 얘기는 작아 보여도 매일 쌓이면 마음이 많이 닳아.`,
    ],
    questions: [
      (n) => `${josa(n, '은/는')} 지금 둘이 어떻게 나누고 있어?`,
      (n) => `${n} 얘기를 꺼냈을 때 상대는 뭐라고 했어?`,
    ],
    suggestions: [
      {
        text: () =>
          '집안일을 한번 다 적어 보고 누가 무엇을 맡을지 분담표로 나눠 보면 누가 더 하는지 다툴 일이 줄어.',
        step: '분담표',
      },
      {
        text: (p) => `${p}한테 "이번 주엔 이것만 맡아 줘"처럼 한 가지를 콕 집어서 부탁해 보자.`,
        step: '한 가지 부탁',
      },
      {
        text: () => '상대가 맡은 일을 해 줬을 때 고맙다고 알아봐 주면 분담이 오래 가.',
        step: '고마움 표현',
      },
    ],
  },
  {
    // Gambling is a worry of its own, not money's: it is an addiction, with help of its own.
    id: 'gambling',
    topic: 'money',
    overrides: true,
    keyword: '도박',
    find: when(/(도박|토토|카지노|바카라|경마|불법\s?사이트|스포츠\s?배팅|배팅|베팅)/, (m) => {
      const word = m[1]!.replace(/\s+/g, ' ');
      return /빚|대출|빌려|빌린/.test(m.input ?? '') ? `${word} 빚` : word;
    }),
    reflections: [
      (n) =>
        `${josa(n, '이/가')} 한 번으로 끝나지 않으니까 믿고 싶은 마음이랑 불안한 마음이 같이 커졌겠다.`,
      (n) => `${n} 일을 혼자 감당하고 있었다니 그동안 많이 지쳤겠다.`,
    ],
    questions: [
      (n) => `${n} 일을 알게 됐을 때 상대는 뭐라고 했어?`,
      (n) => `${n} 문제로 제일 걱정되는 건 어떤 부분이야?`,
    ],
    suggestions: [
      {
        text: () =>
          '도박은 의지만으로 끊기 어려운 경우가 많아. 한국도박문제예방치유원(국번 없이 1336)에서는 본인도, 곁에 있는 사람도 상담받을 수 있어.',
        step: '1336 상담',
      },
      {
        text: () => '빚을 대신 갚아 주기 전에 얼마나, 어디에 있는지 같이 적어 보고 선을 정해 두자.',
        step: '선 정하기',
      },
      {
        text: (p) => `${p}한테 "끊겠다"는 말보다 상담을 같이 받아 보자고 구체적으로 부탁해 봐.`,
        step: '같이 상담',
      },
    ],
  },
  {
    // Money named by what it is (더치페이, 빌려준 돈, 할부): that is the worry, whatever the topic.
    id: 'money-kind',
    topic: 'money',
    overrides: true,
    find: firstOf(
      when(/비상금|뒷돈|몰래\s?모(은|아\s?둔)\s?돈/, '비상금'),
      when(/더치\s?페이|더치/, '더치페이'),
      when(/데이트\s?(비용|통장)/, (m) => `데이트 ${m[1]}`),
      when(/빌려\s?(줘|주|준|줬|줄)/, '빌려준 돈'),
      when(/빌려\s?(가|갔|간)|빌린|안\s?갚|못\s?갚|빚/, '빌린 돈'),
      when(/학자금\s?대출/, '학자금 대출'),
      when(/대출/, '대출'),
      when(/카드\s?(값|할부)/, (m) => `카드${m[1] === '값' ? '값' : ' 할부'}`),
      when(/할부/, '할부'),
      when(
        /생활비|용돈|적금|월세|관리비|공과금|전기세|가스비|수도세|연봉|월급|주식|코인/,
        (m) => m[0],
      ),
      when(/(결혼식|결혼|예식|혼수|신혼집|여행|웨딩)\s?(비용|자금)/, (m) => `${m[1]} ${m[2]}`),
      when(/비용을?\s?(누가|반반|나눠|나누|얼마|더)/, '비용'),
      when(/돈을?\s?(너무\s?|막\s?|펑펑\s?)*(막|펑펑|많이)\s?(써|쓰|씀)|씀씀이|과소비/, '씀씀이'),
      when(/쇼핑|지름신|택배\s?(상자|가)/, '쇼핑'),
    ),
  },
  {
    id: 'money',
    topic: 'money',
    broad: true,
    fits: ['career', 'dates', 'marriage', 'cohabiting', 'anniversary'],
    find: when(/(?<![가-힣])돈(?!가스|까스)/, '돈 이야기'),
  },
  {
    id: 'pets',
    topic: 'pets',
    overrides: true,
    keyword: '반려동물',
    find: firstOf(
      when(
        /(강아지|고양이|댕댕이|냥이|반려견|반려묘|반려동물)\s?(털\s?)?알레르기/,
        (m) => `${m[1]} 알레르기`,
      ),
      when(
        /(강아지|고양이|댕댕이|멍멍이|냥이|반려견|반려묘|반려동물|햄스터|앵무새|애완\s?동물)/,
        (m) => m[1]!.replace(/\s+/g, ''),
      ),
    ),
    reflections: [
      (n) => `${josa(n, '이/가')} 소중한 건 알면서도 내 자리가 밀리는 것 같으면 서운하지.`,
      (n) => `${n} 얘기라 괜히 유치해 보일까 봐 말하기 망설여졌을 것 같아.`,
    ],
    questions: [
      (n) => `${n} 일로 제일 서운했던 순간은 언제였어?`,
      (n) => `${n} 얘기를 꺼냈을 때 상대는 어떻게 받아들였어?`,
    ],
    suggestions: [
      {
        text: () => '반려동물을 돌보는 시간과 둘만의 시간을 미리 정해 두면 서로 덜 서운해져.',
        step: '시간 정하기',
      },
      {
        text: (p) => `${p}한테 "나도 같이 챙기고 싶어"라고 말하고 돌보는 일에 함께 끼어 보자.`,
        step: '같이 돌보기',
      },
      {
        text: () => '알레르기나 집 문제처럼 현실적인 부분은 같이 방법을 찾아보는 이야기로 꺼내 봐.',
        step: '방법 찾기',
      },
    ],
  },
  {
    id: 'smoking',
    topic: 'smoking',
    overrides: true,
    keyword: '담배',
    find: when(/(전자\s?담배|담배|흡연|금연|연초|액상|베이프)/, (m) =>
      /전자/.test(m[1]!) ? '전자담배' : '담배',
    ),
    reflections: [
      (n) => `${n} 문제는 건강 걱정이랑 약속에 대한 믿음이 같이 걸려 있어서 더 속상하지.`,
      (n) => `${josa(n, '을/를')} 두고 몇 번이고 말하게 되면 나만 잔소리꾼이 된 것 같아 지쳐.`,
    ],
    questions: [
      (n) => `${n} 얘기는 지금까지 어떻게 나눠 왔어?`,
      (n) => `${n} 일로 제일 마음이 상했던 건 어떤 순간이었어?`,
    ],
    suggestions: [
      {
        text: () =>
          '끊으라고 다그치기보다 걱정되는 마음을 먼저 말하고, 상대가 정할 수 있는 작은 목표를 같이 잡아 보자.',
        step: '작은 목표',
      },
      {
        text: (p) => `${p}한테 냄새나 몰래 피우는 게 왜 힘든지, 네 마음 중심으로 솔직하게 말해 봐.`,
        step: '마음 말하기',
      },
      {
        text: () =>
          '금연 상담이나 보건소 금연 클리닉처럼 도움받을 곳을 같이 알아보는 것도 방법이야.',
        step: '금연 클리닉',
      },
    ],
  },
  {
    id: 'drink',
    topic: 'drinking',
    fits: ['ghosting', 'contact', 'in_laws', 'friends'],
    find: when(/(술자리|회식|술|음주|만취|소주|맥주)/, (m) =>
      m[1] === '술자리' || m[1] === '회식' ? m[1] : '술',
    ),
  },
  {
    id: 'game',
    topic: 'games',
    find: when(
      /(?<![가-힣])(롤토체스|롤|배그|발로란트|오버워치|메이플|로아|로스트아크|피시방|pc방|게임|겜)/i,
      (m) => (/겜/.test(m[1]!) ? '게임' : /pc방/i.test(m[1]!) ? '피시방' : m[1]!),
    ),
  },
  {
    id: 'snoring',
    topic: 'habits',
    overrides: true,
    find: firstOf(
      when(/코골이|(?<![가-힣])코를?\s?([가-힣]+\s){0,2}(골|곤|고는)/, '코골이'),
      when(/각방/, '각방'),
    ),
  },
  {
    id: 'hobby',
    topic: 'hobby',
    overrides: true,
    keyword: '취미',
    find: when(
      /(러닝|달리기|마라톤|헬스|크로스핏|필라테스|클라이밍|골프|낚시|캠핑|등산|풋살|축구|야구|테니스|덕질|아이돌|콘서트|자전거)/,
      (m) => m[1]!,
    ),
    reflections: [
      (n) => `${josa(n, '을/를')} 좋아하는 마음은 알지만 그만큼 내 시간이 줄어드는 게 서운했겠다.`,
      (n) => `${n} 얘기라 말리는 사람처럼 보일까 봐 꺼내기 조심스러웠을 것 같아.`,
    ],
    questions: [
      (n) => `${n} 때문에 둘이 보내는 시간은 요즘 어떻게 달라졌어?`,
      (n) => `${n} 얘기를 해 봤을 때 상대는 뭐라고 했어?`,
    ],
    suggestions: [
      {
        text: () => '취미 시간과 둘의 시간을 일주일 단위로 대충이라도 같이 나눠 보자.',
        step: '시간 나누기',
      },
      {
        text: (p) =>
          `가끔은 ${p}의 취미에 한 번 따라가 보거나, 네가 좋아하는 걸 같이 해 보자고 해 봐.`,
        step: '같이 해 보기',
      },
      {
        text: () => '취미를 그만두라는 게 아니라 나도 챙겨 달라는 마음이라는 걸 분명히 전해 보자.',
        step: '마음 전하기',
      },
    ],
  },
  {
    id: 'work-hours',
    topic: 'busy',
    find: firstOf(
      when(/야근|밤샘|철야/, '야근'),
      when(/출장/, '출장'),
      when(/주\s?([67])\s?일/, (m) => `주 ${m[1]}일 일하는 생활`),
      when(/스타트업/, '스타트업 일'),
      when(/교대\s?근무/, '교대 근무'),
    ),
  },
];
