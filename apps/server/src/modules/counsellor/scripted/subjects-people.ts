import { josa } from '../korean';
import { firstOf, type Subject, when } from './subject-types';

/** Concrete subjects between people: weddings, a first relationship, exes, family, colleagues. */

/** How the member calls an ex: 전여친, 전남친, 전 애인 (spacing kept out). */
const EX =
  /(전\s?여친|전\s?남친|전\s?애인|전\s?여자\s?친구|전\s?남자\s?친구|구\s?여친|구\s?남친|x\s?여친|x\s?남친)/i;
const EX_SNS =
  /(좋아요|하트|맞팔|팔로우|팔로잉|언팔|스토리|댓글|디엠|dm|게시물|피드|인스타|페북|발자국)/i;

const exName = (word: string) => word.replace(/\s+/g, '').replace(/^[구xX]/, '전');

function exOnline(text: string) {
  const ex = text.match(EX);
  if (!ex) return null;
  const sns = text.match(EX_SNS);
  if (!sns) return null;
  const who = exName(ex[1]!);
  // The most telling act first: a like says more than the word 인스타.
  const acts: ReadonlyArray<readonly [RegExp, string]> = [
    [/좋아요|하트/, '게시물 좋아요'],
    [/팔로|맞팔/, '팔로우'],
    [/스토리|발자국/, '스토리'],
    [/댓글/, '댓글'],
    [/디엠|dm/i, 'DM'],
  ];
  const act = acts.find(([pattern]) => pattern.test(text))?.[1] ?? sns[1]!;
  return { noun: `${who} ${act}`, index: ex.index ?? 0 };
}

/** Being listened to against being given a fix (공감 vs 해결), or one of the two alone. */
function listenOrFix(text: string) {
  const fix = text.match(
    /해결책|해결\s?방법|해결하려|조언|충고|가르치려|방법만|답만|분석|따지|잘잘못|누가\s?잘못/,
  );
  const only = text.match(/(공감|위로)만/);
  const side = text.match(/(내|제)\s?편(을|이)?\s?(들어|돼|되어|되|해)/);
  const listen = text.match(/공감|들어\s?(주|줬|줘)|들어줬|들어주|위로/);
  const at = (m: RegExpMatchArray | null) => m?.index ?? text.length;
  if (fix && (listen || side)) {
    const noun =
      side && !listen
        ? '네 편 들어 주는 일'
        : /공감/.test(listen![0])
          ? '공감과 해결책의 차이'
          : '들어 주는 것과 해결책의 차이';
    return { noun, index: Math.min(at(fix), at(listen ?? side)) };
  }
  if (only) return { noun: `${only[1]}만 해 주는 것`, index: at(only) };
  const want = text.match(/(위로|공감)\s?받고\s?싶/);
  if (want) return { noun: `${want[1]}받고 싶었던 마음`, index: at(want) };
  if (side) return { noun: '네 편 들어 주는 일', index: at(side) };
  // "분석부터 해", "분석을 시작해": the fix comes first.
  const after = fix ? text.slice(at(fix) + fix[0].length, at(fix) + fix[0].length + 6) : '';
  const first = /^(부터|(을|를)?\s?시작)/.test(after);
  if (fix && (first || /만|부터/.test(text.slice(at(fix), at(fix) + fix[0].length + 3)))) {
    const what = fix[0] === '답만' ? '정답' : fix[0].replace(/만$/, '');
    return { noun: first ? `${what}부터 하는 것` : `${what}만 말하는 것`, index: at(fix) };
  }
  return null;
}

/** Who is against the couple: 엄마, 아빠, 부모님 … (as the member called them). */
const FAMILY = '(엄마|아빠|부모님|어머니|아버지|우리\\s?집|집에서|할머니|오빠|언니|형|누나)';

export const PEOPLE_SUBJECTS: readonly Subject[] = [
  {
    id: 'friend-wedding',
    topic: 'friend_wedding',
    overrides: true,
    keyword: '친구 결혼식',
    find: firstOf(
      when(/(친구|베프|절친|동기|선배|후배|사촌|동창)[가-힣]{0,3}\s?결혼식/, '친구 결혼식'),
      when(/결혼식에?\s?(같이|참석|초대|하객)|하객|축의금/, '결혼식'),
    ),
    reflections: [
      (n) => `${n}처럼 남들 앞에 같이 서는 자리는 둘 사이를 확인받는 것 같아서 더 마음이 쓰이지.`,
      (n) => `${n}에 혼자 가야 할지도 모른다고 생각하면 서운하고 쓸쓸했겠다.`,
    ],
    questions: [
      (n) => `${n}에 같이 가는 게 왜 불편한지 상대가 말해 준 적 있어?`,
      (n) => `${n}에서 네가 제일 바라는 건 뭐야?`,
    ],
    suggestions: [
      {
        text: () => '같이 가자고 설득하기 전에 그 자리가 왜 불편한지 먼저 차분히 들어 보자.',
        step: '이유 듣기',
      },
      {
        text: () =>
          '식만 같이 보고 피로연은 빠지기처럼 둘 다 괜찮은 만큼만 함께하는 방법을 찾아보자.',
        step: '절충안',
      },
      {
        text: (p) => `그 자리가 너한테 왜 중요한지 ${p}한테 네 마음 중심으로 말해 봐.`,
        step: '마음 말하기',
      },
    ],
  },
  {
    id: 'first-love',
    topic: 'first_love',
    overrides: true,
    keyword: '첫 연애',
    find: when(
      /첫\s?연애|처음\s?(사귀|해\s?보는\s?연애|하는\s?연애|연애)|연애\s?(초보|처음)|모태\s?솔로|모솔/,
      '첫 연애',
    ),
    reflections: [
      (n) => `${josa(n, '은/는')} 기준이 없어서 내가 잘하고 있는지 자꾸 헷갈리지.`,
      (n) => `${n}라서 모르는 게 당연한데도 혼자 이상한 건 아닐까 걱정됐겠다.`,
    ],
    questions: [
      (n) => `${n}에서 요즘 제일 헷갈리는 건 어떤 부분이야?`,
      (n) => `${n}에서 네가 바라는 모습은 어떤 거야?`,
    ],
    suggestions: [
      {
        text: () =>
          '연애에 정답은 없어서, 궁금한 건 짐작하지 말고 "너는 어때?" 하고 물어보는 게 제일 좋아.',
        step: '물어보기',
      },
      {
        text: (p) =>
          `연락 횟수나 만나는 간격처럼 헷갈리는 걸 ${josa(p, '과/와')} 하나씩 같이 정해 보자.`,
        step: '같이 정하기',
      },
      {
        text: () => '처음이라 서툰 건 흠이 아니야, 서툴다는 걸 솔직하게 말하면 오히려 가까워져.',
        step: '솔직하게',
      },
    ],
  },
  {
    id: 'ex-online',
    topic: 'ex',
    overrides: true,
    find: exOnline,
  },
  {
    id: 'ex-word',
    topic: 'ex',
    fits: ['contact', 'sns', 'drinking', 'friends', 'jealousy'],
    find: (text) => {
      const m = text.match(EX);
      if (!m) return null;
      const index = m.index ?? 0;
      return { noun: exName(m[1]!), index, end: index + m[0].length };
    },
  },
  {
    id: 'empathy-solution',
    topic: 'empathy',
    overrides: true,
    keyword: '공감과 해결',
    find: listenOrFix,
    reflections: [
      (n) => `${josa(n, '은/는')} 누가 틀린 게 아니라 서로 위로하는 방식이 달라서 생기는 일이야.`,
      (n) => `${n} 때문에 마음을 꺼냈는데 오히려 혼자가 된 느낌이었겠다.`,
    ],
    questions: [
      (n) => `${josa(n, '이/가')} 제일 크게 느껴졌던 순간은 언제였어?`,
      () => '그럴 때 너는 어떤 말을 듣고 싶었어?',
    ],
    suggestions: [
      {
        text: () =>
          '고민을 꺼낼 때 "지금은 그냥 들어 줘" 아니면 "같이 방법 찾아 줘"처럼 원하는 걸 먼저 말해 보자.',
        step: '원하는 반응 말하기',
      },
      {
        text: (p) =>
          `${p}의 해결책도 아끼는 마음에서 나온 거라는 걸 알아주고, 그다음에 네가 바라는 걸 말해 봐.`,
        step: '마음 알아주기',
      },
      {
        text: () =>
          '"그랬구나, 힘들었겠다" 한마디가 듣고 싶다고 구체적인 말로 알려 주면 훨씬 쉬워져.',
        step: '듣고 싶은 말',
      },
    ],
  },
  {
    id: 'coworker',
    topic: 'jealousy',
    overrides: true,
    find: (text) => {
      const m = text.match(
        /(회사|직장|사무실|팀|부서|알바|학교|과|학원|헬스장|과외|동아리)?\s?(여자|남자)?\s?(동기|동료|선배|후배|팀장|상사|사수|부사수|직원|알바생|선생님|쌤|강사|교수님|트레이너|코치)/,
      );
      if (!m) return null;
      if (
        !/(여자|남자|여직원|남직원|신경|질투|둘이|단둘|친하|친한|점심|퇴근|카톡|연락|톡)/.test(text)
      )
        return null;
      // A teacher or a coach is named by their place, or by their role alone.
      const office = !/선생님|쌤|강사|교수님|트레이너|코치/.test(m[3]!);
      const place = m[1] && m[1] !== '과' ? m[1] : office ? '회사' : '';
      if (!place) return { noun: m[3]!, index: m.index ?? 0 };
      return { noun: `${place} ${m[3]}`, index: m.index ?? 0 };
    },
  },
  {
    id: 'other-person',
    topic: 'cheating',
    overrides: true,
    find: firstOf(
      when(/바람/, '바람'),
      when(
        /다른\s?(여자|남자|사람)(?=[^.!?\n]{0,20}(모텔|호텔|만나|잤|자고|외박|데이트|연락|둘이|손))/,
        (m) => `다른 ${m[1]} 문제`,
      ),
    ),
  },
  {
    id: 'family-against',
    topic: 'parents',
    overrides: true,
    find: (text) => {
      const m = text.match(
        new RegExp(
          `${FAMILY}[가-힣]{0,2}\\s?[^.!?\\n]{0,20}(반대|만나지\\s?말|헤어지라|싫어하|허락\\s?안)`,
        ),
      );
      if (!m) return null;
      const who = m[1]!.replace(/\s+/g, ' ').replace('집에서', '집');
      return { noun: `${who.replace(/^우리 /, '')}의 반대`, index: m.index ?? 0 };
    },
  },
  {
    id: 'in-law',
    topic: 'in_laws',
    fits: ['parents', 'marriage', 'wedding_prep', 'drinking'],
    find: when(
      /(시어머니|시아버지|시부모님?|시댁|시집|시누이|시동생|장인\s?어른|장인어른|장인|장모님?|처가|처제|처형|친정|명절|설날|추석|제사|어머님|아버님|(?:남친|여친|남자\s?친구|여자\s?친구|예랑|예신|남편|와이프|아내)\s?(?:부모님|어머니|아버지|엄마|아빠|집))(께|한테|에게)?\s?(인사)?/,
      (m) => {
        const who = m[1]!
          .replace(/\s+/g, ' ')
          .replace(/^(남자|여자) 친구/, (_, g) => (g === '남자' ? '남친' : '여친'));
        return m[3]
          ? `${who.replace(/^(남친|여친|예랑|예신|남편|와이프|아내) /, '')} 인사`
          : who.replace('장인 어른', '장인어른');
      },
    ),
  },
];
