import { josa } from '../korean';
import { firstOf, type Subject, when } from './subject-types';

/**
 * Subjects of how they talk and treat each other, and of the person, in the member's own word
 * (읽씹, 300일, 공무원 시험, 말투, T라서 그렇다는 말): the topic's questions and suggestions, the
 * member's noun.
 */
export const TALK_SUBJECTS: readonly Subject[] = [
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
