import { firstOf, type Subject, when } from './subject-types';

/**
 * Subjects of a couple's life course in the member's own word: service, distance, a move,
 * faith, marriage, intimacy, pregnancy, children, a phone that takes the evenings, an age gap.
 */

/** Places far enough to make a couple long-distance. */
const PLACES =
  '(지방|해외|외국|미국|캐나다|호주|일본|중국|유럽|영국|독일|베트남|제주도?|부산|대구|광주|대전|울산|강원도|경상도|전라도|충청도|포항|여수|강릉|창원|전주|청주)';

export const LIFE_SUBJECTS: readonly Subject[] = [
  {
    id: 'military',
    topic: 'military',
    find: firstOf(
      when(/입대/, '입대'),
      when(/곰신/, '곰신 생활'),
      when(/(군대|군인|훈련소|자대|부대|전역|제대|군\s?복무|휴가\s?나)/, '군대'),
    ),
  },
  {
    id: 'distance',
    topic: 'long_distance',
    find: firstOf(
      when(/([가-힣]{2,4})(?:으로|로|에)\s?(발령|유학|파견|취업|전근)/, (m) => `${m[1]} ${m[2]}`),
      when(/장거리|롱디|주말\s?커플|시차/, (m) => (m[0] === '시차' ? '시차' : '장거리 연애')),
      when(
        new RegExp(
          `${PLACES}(?:으로|로|에|에서)?\\s?(?:일하러|내려|올라|떠나|살아|살고|지내|있어서|가서|가\\s?있)`,
        ),
        '장거리 연애',
      ),
      when(
        /(한\s?달|일주일|보름)에\s?(한|두|1|2)\s?번\s?(밖에\s?)?(봐|만나|보는|만날)/,
        '장거리 연애',
      ),
    ),
  },
  {
    id: 'moving',
    topic: 'future',
    overrides: true,
    keyword: '이사',
    find: firstOf(
      when(/([가-힣]{2,4})(?:으로|로)\s?(이사|이민)/, (m) => `${m[1]} ${m[2]}`),
      when(/이사|이민/, (m) => m[0]),
    ),
  },
  {
    id: 'faith',
    topic: 'religion',
    fits: ['in_laws', 'parents', 'marriage', 'wedding_prep'],
    find: (text) => {
      const faiths = [
        ...text.matchAll(
          /(교회|성당|(?<![가-힣])절에|불교|가톨릭|카톨릭|세례|기독교|천주교|개신교|이슬람|신천지|무교|종교|신앙|예배|미사|개종)/g,
        ),
      ];
      if (faiths.length === 0) return null;
      const words = new Set(faiths.map((m) => m[1]));
      const noun = words.has('종교') ? '종교' : words.size > 1 ? '종교 차이' : faiths[0]![1]!;
      return { noun: noun === '절에' ? '종교' : noun, index: faiths[0]!.index ?? 0 };
    },
  },
  {
    id: 'marriage-timing',
    topic: 'marriage',
    fits: ['future', 'money', 'age_gap'],
    find: firstOf(
      when(
        /결혼\s?(시기|날짜)|언제\s?결혼|결혼(은|을)?\s?(몇\s?년(?!\s?(차|째))|[0-9]+\s?년(?!\s?(차|째))|나중|천천히|미루|미뤄|늦게|빨리|일찍)|[0-9]+\s?(살|세)?\s?(전에|안에|넘기\s?전)\s?결혼|결혼[가-힣\s]{0,8}(뒤에|후에|미루|미뤄)/,
        '결혼 시기',
      ),
    ),
  },
  {
    // "결혼 얘기가 나왔는데 …": the talk of marriage is where the worry came up, rarely the worry.
    id: 'marriage-talk',
    topic: 'marriage',
    broad: true,
    fits: ['future', 'money', 'age_gap'],
    find: when(/결혼\s?(얘기|이야기)|결혼하고\s?싶|결혼\s?생각/, '결혼 이야기'),
  },
  {
    id: 'intimacy',
    topic: 'intimacy',
    overrides: true,
    find: when(/잠자리|부부\s?관계|섹스리스|스킨십|스킨쉽/, (m) =>
      m[0] === '스킨쉽' ? '스킨십' : m[0].replace(/\s/g, ' '),
    ),
  },
  {
    id: 'pregnancy',
    topic: 'intimacy',
    overrides: true,
    keyword: '임신',
    find: firstOf(
      when(/임테기|임신\s?(테스트|테스터|검사)/, '임신 테스트'),
      when(/시험관|인공\s?수정|난임|불임/, (m) => (m[0] === '시험관' ? '시험관 시술' : m[0])),
      when(/임신|피임|낙태|유산(?!\s?(상속|분배))/, (m) =>
        m[0].startsWith('임신') ? '임신' : m[0],
      ),
    ),
  },
  {
    id: 'divorce',
    topic: 'parents',
    overrides: true,
    keyword: '이혼',
    find: firstOf(
      when(/(부모님|엄마\s?아빠|아빠\s?엄마)[이가은는]?\s?(이혼|별거)/, (m) => `부모님 ${m[2]}`),
      when(/이혼|별거/, (m) => m[0]),
    ),
  },
  {
    // "아기 낳고 석 달째인데 새벽 수유는 늘 나 혼자야": caring for the baby they have.
    id: 'baby-care',
    topic: 'cohabiting',
    overrides: true,
    keyword: '육아',
    find: firstOf(
      when(/(새벽|밤중|밤)?\s?수유/, (m) => (m[1] ? `${m[1]} 수유` : '수유')),
      when(/독박\s?육아|육아|기저귀|분유|이유식|아기\s?(재우|보는)/, (m) =>
        /독박/.test(m[0]) ? '독박 육아' : /^(기저귀|분유|이유식)$/.test(m[0]) ? m[0] : '육아',
      ),
    ),
  },
  {
    id: 'children',
    topic: 'marriage',
    overrides: true,
    keyword: '아이 계획',
    find: firstOf(
      when(/딩크/, '딩크'),
      when(
        /(?<![가-힣])(아이|애기|아기|자녀|2세)(는|를|을|가|도)?\s?[가-힣\s]{0,6}(낳(?!은|았|고\s?(나서|석|넉|몇|[0-9]|한\s|두\s|세\s))|갖|원해|싫|안\s?가지)|출산(?!\s?(후|하고|한\s?뒤))/,
        '아이 계획',
      ),
    ),
  },
  {
    id: 'screen',
    topic: 'boredom',
    overrides: true,
    keyword: '폰',
    find: when(
      /(핸드폰|휴대폰|폰|유튜브|쇼츠|릴스|틱톡|회사\s?메신저|메신저)(만|으로|을|를)?\s?[가-힣\s]{0,10}?(만\s?(봐|보|해)|보느라|붙잡)/,
      (m) => `${m[1]!.replace(/\s+/g, ' ')}만 보는 것`,
    ),
  },
  {
    id: 'age-gap',
    topic: 'age_gap',
    find: firstOf(
      when(
        /([0-9]{1,2}|한|두|세|네|다섯|여섯|일곱|여덟|아홉|열)\s?살\s?(많|적|어|연상|연하|차이|위|아래|나)/,
        // 열 살 (a word numeral is spaced), 10살 (a digit is not); 연상 / 연하 as they said it.
        (m) =>
          `${m[1]}${/[0-9]/.test(m[1]!) ? '' : ' '}살 ${/^연[상하]$/.test(m[2]!) ? m[2] : '차이'}`,
      ),
      when(/나이\s?차이|띠동갑|연상|연하/, (m) =>
        m[0] === '띠동갑' ? '띠동갑 나이 차이' : /^연[상하]$/.test(m[0]) ? m[0] : '나이 차이',
      ),
    ),
  },
];
