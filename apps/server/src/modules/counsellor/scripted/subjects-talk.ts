import { josa } from '../korean';
import { firstOf, type Subject, when } from './subject-types';

/**
 * Subjects that name a topic in the member's own word (롤, 읽씹, 시어머니, 300일, 공무원 시험):
 * the topic's questions and suggestions, the member's noun.
 */
/** Places far enough to make a couple long-distance. */
const PLACES =
  '(지방|해외|외국|미국|캐나다|호주|일본|중국|유럽|영국|독일|베트남|제주도?|부산|대구|광주|대전|울산|강원도|경상도|전라도|충청도|포항|여수|강릉|창원|전주|청주)';

export const TALK_SUBJECTS: readonly Subject[] = [
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
  {
    id: 'day',
    topic: 'anniversary',
    find: firstOf(
      when(
        /(?<![0-9])([1-9]00|1000|백|이백|삼백|천)\s?일(?!\s?(째|동안|만에|넘게))/,
        (m) => `${m[1]}일`,
      ),
      when(/([0-9]+)\s?주년/, (m) => `${m[1]}주년`),
      when(/(생일|크리스마스|화이트데이|발렌타인데이|빼빼로데이|기념일)/, (m) => m[1]!),
    ),
  },
  {
    id: 'no-reply',
    topic: 'ghosting',
    fits: ['contact', 'fight'],
    find: firstOf(
      when(/안\s?읽씹/, '안읽씹'),
      when(/읽씹|읽고\s?씹/, '읽씹'),
      when(/잠수/, '잠수'),
    ),
  },
  {
    id: 'reply',
    topic: 'contact',
    fits: ['busy', 'ghosting'],
    find: when(/(카톡|톡|문자|디엠|dm)?\s?답장/i, '답장'),
  },
  {
    id: 'silence',
    topic: 'fight',
    fits: ['ghosting', 'tone', 'personality'],
    find: when(
      /말을?\s?안\s?(하|해)|입을?\s?(꾹\s?)?닫|대답을?\s?안|침묵|묵묵부답/,
      '말을 안 하는 것',
    ),
  },
  {
    // "싸울 때마다 예전 일을 다 꺼내": the past brought up again, not the fight itself.
    id: 'past-dug-up',
    topic: 'fight',
    overrides: true,
    keyword: '지난 일',
    find: when(
      /(예전|옛날|지난|과거)\s?(일|얘기|이야기|잘못|실수)(을|를)?\s?[가-힣\s]{0,6}?(꺼내|들춰|들먹|끄집|끌어)/,
      (m) => `${josa(`${m[1]} ${m[2]}`, '을/를')} 꺼내는 것`,
    ),
  },
  {
    id: 'quarrel',
    topic: 'fight',
    broad: true,
    find: when(/싸움|싸워|싸웠|싸우|다퉜|다투/, (m) => (/다/.test(m[0]) ? '다툼' : '싸움')),
  },
  {
    id: 'tone-of',
    topic: 'tone',
    find: firstOf(
      when(/비꼬|비아냥/, '비꼬는 말투'),
      when(/빈정/, '빈정대는 말투'),
      when(/짜증\s?(섞인|내는|난)\s?(말투|목소리)/, '짜증 섞인 말투'),
      when(/반말|존댓말/, (m) => m[0]),
    ),
  },
  {
    id: 'looks',
    topic: 'appearance',
    fits: ['control', 'tone'],
    find: firstOf(
      when(/살을?\s?(좀\s?)?빼(라|래|란|라는)/, '살 빼라는 말'),
      when(/살을?\s?(좀\s?)?(빼|뺘|쪘|찐|쪄|빠)|뚱뚱|돼지|다이어트|몸무게/, '살 얘기'),
      when(/머리\s?(스타일|색|모양)|헤어\s?스타일/, '머리 스타일'),
      when(
        /(?<![가-힣])(코|눈|턱|가슴|얼굴|쌍꺼풀|지방)\s?(성형|수술|시술)/,
        (m) => `${m[1]} ${m[2]}`,
      ),
      when(/(옷|바지|치마)[가-힣\s]{0,12}(입지|골라|짧|붙|갈아입|간섭)/, '옷차림'),
      when(
        /(?<![가-힣])(코|눈|얼굴|피부|키|배)\s?(얘기|갖고|가지고|를|을|가|이)?\s?[가-힣\s]{0,8}(놀려|지적|성형|작다|못생|나왔)/,
        (m) => `${m[1]} 얘기`,
      ),
      when(/옷\s?(차림|스타일)|옷을?\s?(이렇게|그렇게|못|왜)/, '옷차림'),
      when(/화장/, '화장'),
    ),
  },
  {
    id: 'sns-post',
    topic: 'sns',
    fits: ['jealousy', 'contact'],
    find: firstOf(
      when(/커플\s?(사진|프사|스타그램)/, (m) => `커플 ${m[1]}`),
      when(/셀카/, '셀카'),
      when(/프사|프로필\s?사진/, '프로필 사진'),
      when(
        /(인스타|페북|트위터|틱톡|sns)[가-힣]{0,2}\s?[^.!?\n]{0,10}(올려|올리|게시물|피드|스토리|댓글)/i,
        (m) => (m[1]!.toLowerCase() === 'sns' ? 'SNS' : m[1]!),
      ),
    ),
  },
  {
    id: 'app',
    topic: 'dating_apps',
    find: firstOf(
      when(/(소개팅|데이팅|만남)\s?(앱|어플)/, (m) => `${m[1]} 앱`),
      when(/틴더|위피|글램|정오의\s?데이트/, (m) => m[0]),
    ),
  },
  {
    id: 'exam-job',
    topic: 'career',
    fits: ['busy', 'future', 'comparison', 'money'],
    find: firstOf(
      when(
        /(공무원|임용|행시|변시|경찰|소방|고시|편입|자격증|국가고시|회계사|토익)\s?(시험|준비|공부)?/,
        (m) => (m[1] === '고시' ? '고시 공부' : `${m[1]} 시험`),
      ),
      when(/취준|취업\s?준비/, '취업 준비'),
      when(/(면접|이직|퇴사|취업|수능|시험(?!관))/, (m) => m[1]!),
    ),
  },
  {
    id: 'lie',
    topic: 'lies',
    // Said one thing, did another: that is the worry, whatever the place (집 … 피시방).
    overrides: true,
    find: firstOf(
      when(/거짓말|뻥\s?(쳤|치)|구라/, '거짓말'),
      when(
        /([가-힣]{1,4})(을|를)\s?(?:[가-힣0-9]+\s){0,2}(속였|속인|속이(?=고|려|는|다|지|면|기|니))/,
        (m) =>
          /^(나|날|너|널|저|절|그걸|이걸)$/.test(m[1]!) ? '속인 일' : `${m[1]}${m[2]} 속인 일`,
      ),
      // 속이 타 / 속이 상해 is worry, not deceit.
      when(/속였|속인(?!\s?(타|상))|속이(고|려|는|다|지|면|기|니)/, '속인 일'),
      when(/[가-힣]다더니|다고\s?해\s?놓고|다고\s?하더니|다고\s?해놓고/, '말과 다른 행동'),
    ),
  },
  {
    id: 'watch',
    topic: 'control',
    overrides: true,
    find: firstOf(
      when(
        /(폰|휴대폰|핸드폰|카톡|메시지|문자)(을|를)?\s?(매일\s?|몰래\s?|맨날\s?)?(검사|확인해|뒤지|뒤져|훔쳐)/,
        (m) =>
          m[1] === '카톡' || m[1] === '메시지' || m[1] === '문자' ? `${m[1]} 검사` : '폰 검사',
      ),
      when(/위치\s?(공유|추적)/, '위치 공유'),
      when(/통금/, '통금'),
    ),
  },
  {
    id: 'spark',
    topic: 'boredom',
    find: firstOf(
      when(/권태/, '권태기'),
      when(/설렘|설레/, '설렘이 줄어든 일'),
      when(/지루/, '지루함'),
      when(/(마음|애정|사랑)이?\s?식/, '식은 마음'),
    ),
  },
  {
    id: 'temperament',
    topic: 'personality',
    find: firstOf(
      when(/(집순이|집돌이|밖순이|밖돌이)/, (m) => `${m[1]} 성향`),
      when(/mbti|엠비티아이/i, 'MBTI 차이'),
      // "넌 T라서 그래": a letter of the type said as a label.
      when(/(?<![A-Za-z])([TFEIJP])(라서|라고|라|이라서|성향|형이라)/, (m) =>
        /라서/.test(m[2]!) ? `${m[1]}라서 그렇다는 말` : `${m[1]} 성향 얘기`,
      ),
      when(/내향|외향/, '내향과 외향의 차이'),
    ),
  },
  {
    // "생리 전만 되면 사람이 바뀌어": the mood before a period, not the person.
    id: 'pms',
    topic: 'personality',
    overrides: true,
    keyword: 'PMS',
    find: when(/pms|생리\s?(전|때|증후군)|월경\s?전/i, (m) =>
      /pms/i.test(m[0]) ? 'PMS' : '생리 전 기분 변화',
    ),
  },
  {
    // "건강검진에서 재검 나왔는데 병원을 미뤄": the partner's health.
    id: 'health',
    topic: 'habits',
    overrides: true,
    keyword: '건강',
    find: when(/건강\s?검진|지방간|고혈압|혈압|당뇨|재검|병원\s?(가|안\s?가|좀\s?가)/, (m) =>
      /건강\s?검진/.test(m[0]) ? '건강검진' : /^병원/.test(m[0]) ? '병원 가는 일' : m[0],
    ),
  },
  {
    // "약속 시간에 맨날 30분씩 늦어": being late, not the date or the talk.
    id: 'lateness',
    topic: 'habits',
    overrides: true,
    keyword: '지각',
    find: firstOf(
      when(
        /약속\s?(시간)?(에|을|도|마다|만)?\s?[가-힣0-9\s]{0,12}?(늦|지각)/,
        '약속 시간에 늦는 것',
      ),
      when(/지각/, '지각'),
    ),
  },
  {
    id: 'parting',
    topic: 'breakup',
    find: when(/헤어질까|헤어지자|헤어져야|헤어지고\s?싶|헤어질지|이별/, (m) =>
      m[0] === '이별' ? '이별 고민' : '헤어질까 하는 고민',
    ),
  },
];
