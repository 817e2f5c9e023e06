import { describe, expect, it } from 'vitest';
import { scriptedReply } from '../src/modules/counsellor/scripted/engine';
import { factsOf } from '../src/modules/counsellor/scripted/facts';
import { keyPhrase } from '../src/modules/counsellor/scripted/key-phrase';
import { stateOf } from '../src/modules/counsellor/scripted/state';
import { subjectsIn } from '../src/modules/counsellor/scripted/subjects';
import { context } from './counsellor-fixtures';

/** Issue 35: 담이 names the concrete subject in the member's own terms (decision 0075). */

const first = (text: string) => subjectsIn(text)[0];
/** Each text's first subject is the given entry, named with the given noun. */
function expectSubjects(cases: ReadonlyArray<readonly [text: string, id: string, noun: string]>) {
  for (const [text, id, noun] of cases) {
    expect(first(text), text).toMatchObject({ subject: { id }, noun });
  }
}
const named = (texts: string[]) => stateOf([], texts, 1).topic;
/** What 담이 names after the member's `texts` (the subject, a topic or their key phrase). */
const told = (texts: string[]) =>
  factsOf(
    context({
      messages: texts.flatMap((content, i) => [
        ...(i > 0 ? [{ sender: 'ASSISTANT' as const, content: '응, 듣고 있어.' }] : []),
        { sender: 'USER' as const, content },
      ]),
    }),
  ).topic?.noun;

describe("scripted subjects: the concrete subject in the member's words", () => {
  it('finds a subject by word family, stem and slang, not by sentence', () => {
    const cases: Array<[string, string, string]> = [
      ['같이 사는데 설거지는 맨날 내 몫이야', 'chores', '설거지'],
      ['빨래를 개 놓으라니까 안 해', 'chores', '빨래'],
      ['집안 일 분담이 안 돼', 'chores', '집안일'],
      ['남친이 내 돈 빌려 가고 안 갚아', 'money-kind', '빌린 돈'],
      ['데이트 비용을 늘 내가 더 내', 'money-kind', '데이트 비용'],
      ['절친 결혼식에 같이 가기 싫대', 'friend-wedding', '친구 결혼식'],
      ['모솔이었어서 다 처음이야', 'first-love', '첫 연애'],
      ['전 남친 스토리를 아직도 봐', 'ex-online', '전남친 스토리'],
      ['구여친 사진에 하트를 눌렀더라', 'ex-online', '전여친 게시물 좋아요'],
      ['나는 공감이 필요한데 자꾸 해결책을 말해', 'empathy-solution', '공감과 해결책의 차이'],
      ['다음 주에 입대해', 'military', '입대'],
      ['여친이 댕댕이만 챙겨', 'pets', '댕댕이'],
      ['전자 담배 냄새가 싫어', 'smoking', '전자담배'],
      ['회사 여자 동기랑 매일 카톡해', 'coworker', '회사 동기'],
      ['엄마가 남친을 만나지 말래', 'family-against', '엄마의 반대'],
      ['남친이 안읽씹 중이야', 'no-reply', '안읽씹'],
      ['300일인데 아무것도 없었어', 'day', '300일'],
      ['남친이 친구들한테 돈을 너무 잘 빌려줘', 'money-kind', '빌려준 돈'],
      ['생리가 늦어서 임신 테스트를 해 봤어', 'pregnancy', '임신 테스트'],
      ['우리 부모님이 이혼하신 걸 남친이 알게 됐어', 'divorce', '부모님 이혼'],
      ['여친 학원 선생님이 자꾸 개인적으로 연락해', 'coworker', '학원 선생님'],
      ['명절에 시댁에 가면 나만 일해', 'in-law', '명절'],
      ['결혼 3년 차인데 요즘 잠자리가 거의 없어', 'intimacy', '잠자리'],
      ['남편이 코를 너무 심하게 골아서 잠을 못 자', 'snoring', '코골이'],
      ['남친이 나보다 열 살 많아', 'age-gap', '열 살 차이'],
      ['결혼 얘기가 나왔는데 학자금 대출이 있대', 'money-kind', '학자금 대출'],
    ];
    expectSubjects(cases);
  });

  it("finds round 5's subjects: gambling, IVF, 연하, what was lied about, tidiness, bills", () => {
    const cases: Array<[string, string, string]> = [
      ['남친이 토토를 하다가 빚이 생겼대', 'gambling', '토토 빚'],
      ['남편이 카지노에 또 갔어', 'gambling', '카지노'],
      ['시험관 시술을 두 번 실패했어', 'pregnancy', '시험관 시술'],
      ['남친이 나보다 다섯 살 연하야', 'age-gap', '다섯 살 연하'],
      ['여친이 나이를 세 살이나 속였더라', 'lie', '나이를 속인 일'],
      ['남편이 너무 깔끔해서 물건 하나만 놔둬도 잔소리해', 'tidiness', '깔끔한 성격'],
      ['관리비를 석 달째 나 혼자 내', 'money-kind', '관리비'],
      ['남친이 요리를 한 번도 안 했어', 'chores', '요리'],
      // Cooking is the chore only when no other is named.
      ['동거하는 남친이 요리는 하는데 뒷정리를 안 해', 'chores', '뒷정리'],
      ['내가 힘들다고 하면 여친이 바로 분석을 시작해', 'empathy-solution', '분석부터 하는 것'],
    ];
    expectSubjects(cases);
    // 시험관 is no exam.
    expect(subjectsIn('시험관 시술을 두 번 실패했어').map((f) => f.subject.id)).not.toContain(
      'exam-job',
    );
  });

  it("finds round 6's subjects: the past dug up, surgery, a type letter, being late", () => {
    const cases: Array<[string, string, string]> = [
      ['싸울 때마다 여친이 예전 일을 다 꺼내', 'past-dug-up', '예전 일을 꺼내는 것'],
      ['여친이 코 성형을 하고 싶대', 'looks', '코 성형'],
      ['여친이 뭐만 하면 넌 T라서 그래 이럼', 'temperament', 'T라서 그렇다는 말'],
      ['여친이 약속 시간에 맨날 30분씩 늦어', 'lateness', '약속 시간에 늦는 것'],
    ];
    expectSubjects(cases);
  });

  it("finds round 7's subjects: savings kept apart, baby care, PMS, health", () => {
    const cases: Array<[string, string, string]> = [
      ['물어보니까 비상금이래 우리 대출 갚느라 힘든데', 'money-kind', '비상금'],
      ['아기 낳고 석 달째인데 새벽 수유는 늘 나 혼자야', 'baby-care', '새벽 수유'],
      ['여친은 애기를 안 낳고 싶대', 'children', '아이 계획'],
      ['여친이 생리 전만 되면 사람이 바뀌어', 'pms', '생리 전 기분 변화'],
      ['회사 건강검진에서 지방간이랑 혈압 다 재검 나왔거든', 'health', '건강검진'],
    ];
    expectSubjects(cases);
    // 속이 타 is worry, not a lie.
    expect(subjectsIn('남편 때문에 속이 타')).toHaveLength(0);
  });

  it('lets a subject named only as the owner of another give way to what it owns', () => {
    expect(first('남친이 전 여친의 친구 결혼식에 축사를 하러 간대')).toMatchObject({
      subject: { id: 'friend-wedding' },
    });
    expect(first('남친이 전 여친 얘기를 자꾸 해')).toMatchObject({ subject: { id: 'ex-word' } });
  });

  it('reads no topic from a clause that only says how long they have been together', () => {
    expect(told(['같이 산 지 2년 됐는데 남친이 향수를 너무 많이 뿌려'])).toBe('향수');
  });

  it('leaves out a subject the member denies, and lets a correction start over', () => {
    expect(subjectsIn('게임 얘기는 아니고 그냥 서운해')).toHaveLength(0);
    expect(named(['설거지 때문에 싸웠어', '아니 그게 아니라 강아지 때문이야'])?.noun).toBe(
      '강아지',
    );
  });

  it('names the subject instead of the category the topic model reads', () => {
    // 동거 → 같이 사는 일, 결혼식 → 결혼 준비, 전여친 → 전 애인: the subject wins.
    expect(named(['같이 살기 시작했는데 설거지는 늘 내 차지야'])?.noun).toBe('설거지');
    expect(named(['베프 결혼식에 여친이 같이 가기 싫대'])?.noun).toBe('친구 결혼식');
    expect(named(['남친이 전여친 인스타에 좋아요 눌렀어'])?.noun).toBe('전여친 게시물 좋아요');
    // A refinement applies only where the model agrees: 답장 in a worry about 연락.
    expect(named(['연락 때문에 서운했어', '어제도 답장이 없었어'])?.noun).toBe('답장');
  });

  it('names a broad subject by the concrete thing the member goes on to name', () => {
    expect(told(['사소한 걸로 싸웠는데 계속 생각나', '내가 타투를 하고 싶다니까 안 된대'])).toBe(
      '타투',
    );
  });

  it('names a subject by the word the member later uses for it', () => {
    expect(
      told(['친구랑 있다더니 사실 혼자 PC방에 있었어', '왜 거짓말했냐니까 내가 싫어할까 봐래']),
    ).toBe('거짓말');
  });

  it("names a topic with the member's word when its own name is not theirs", () => {
    expect(told(['할 얘기가 좀 길어', '남친이 동거하자는데 나는 아직 잘 모르겠어'])).toBe('동거');
  });

  it('keeps the subject named in an earlier message when a later one leans elsewhere', () => {
    const topic = named(['여친이 내 머리 스타일을 맨날 지적해', '미용실 갈 때마다 사진 보내래']);
    expect(topic?.noun).toBe('머리 스타일');
  });

  it('gives level-3 suggestions that fit the subject', () => {
    const chores = named(['설거지를 맨날 나만 해'])!;
    expect(chores.suggestions.map((s) => s.text('현우')).join(' ')).toMatch(/분담표/);
    const empathy = named(['그냥 들어 줬으면 좋겠는데 해결책만 말해'])!;
    expect(empathy.suggestions.map((s) => s.text('현우')).join(' ')).toMatch(/그냥 들어 줘/);
  });
});

describe("scripted key phrase: the member's own words, whole and grammatical", () => {
  it('takes a particle off only when it agrees with the noun', () => {
    expect(keyPhrase('남친이 내 꿈을 자꾸 무시해')).toBe('네 꿈');
    expect(keyPhrase('여친이 내가 해 준 요리를 한 번도 칭찬 안 해')).toBe('요리');
    expect(keyPhrase('생활 리듬이 완전 달라')).toBe('생활 리듬');
    expect(keyPhrase('마을을 떠나기 싫어')).toBe('마을');
    expect(keyPhrase('고양이가 아파서 걱정이야')).toBe('고양이');
    expect(keyPhrase('정치 얘기만 하면 싸워')).toBe('정치');
    expect(keyPhrase('남친이 운전할 때 너무 화를 내')).toBe('운전');
  });

  it('reads a looser particle, a noun before 좀 / 안, or a 하다 verb, when nothing else names it', () => {
    expect(keyPhrase('남친이 배달 음식에 한 달에 80만 원을 써')).toBe('배달 음식');
    expect(keyPhrase('여친이 남사친이랑 단둘이 놀러 갔대')).toBe('남사친');
    expect(keyPhrase('남편이 퇴근하면 씻지도 않고 플스부터 켜')).toBe('플스');
    expect(keyPhrase('여친이 나보고 운동 좀 하래')).toBe('운동');
    expect(keyPhrase('남친이 동거하자는데 나는 아직 잘 모르겠어')).toBe('동거');
    // An adjective is no subject, nor is a feeling said with 하다.
    expect(keyPhrase('사소한 걸로 싸웠는데 계속 생각나')).toBeNull();
    expect(keyPhrase('요즘 너무 미안하고 걱정돼')).toBeNull();
  });

  it('says what is done to a word that is no subject alone, with its verb', () => {
    expect(keyPhrase('남친이 내 말을 자꾸 끊고 자기 얘기만 해')).toBe('네 말을 끊는 것');
    expect(keyPhrase('여친이 내 연락을 안 읽고 게임만 해')).toBe('네 연락을 안 읽는 것');
    expect(keyPhrase('남친이 내 카톡을 만들고')).toBe('네 카톡을 만드는 것');
    // Hearing a word is no worry by itself.
    expect(keyPhrase('남편이 내 얘기를 듣고 웃기만 해')).toBeNull();
  });

  it('takes a one-syllable thing only when nothing longer is named', () => {
    expect(keyPhrase('남친 차를 타면 무서워')).toBe('차');
    expect(keyPhrase('밥을 먹고 그릇을 그대로 둬')).toBe('그릇');
  });

  it('never takes quoted words, verbs or people as the subject', () => {
    expect(keyPhrase('여친이 "그건 네가 잘못했네"라고 해')).toBeNull();
    expect(keyPhrase('화나면 방에 들어가 버려')).toBeNull();
    expect(keyPhrase('옆에 타기가 무서워')).toBeNull();
    expect(keyPhrase('남친이 오늘도 그래')).toBeNull();
    // A verb made a noun, a verb before 도, an adverb before the noun.
    expect(keyPhrase('말하기 좀 창피한데')).toBeNull();
    expect(keyPhrase('내가 물건 하나만 놔둬도 뭐라 해')).toBeNull();
    expect(keyPhrase('여친이 바로 분석을 시작해')).toBe('분석');
    expect(keyPhrase('심지어 결말까지 말해버림')).toBe('결말');
  });

  it('cuts a long run typed without spaces where a word surely ends', () => {
    expect(keyPhrase('남친이넷플릭스로같이보던드라마를혼자끝까지다봤어')).toBe('드라마');
    // Spaced text is read as it was typed.
    expect(keyPhrase('남친이 넷플릭스로 드라마를 봐')).toBe('드라마');
    expect(keyPhrase('여친침대에인형이스무개넘게있어')).toBe('침대');
  });

  it('never leaves half a particle on a noun, and lets a longer noun beat a one-syllable one', () => {
    expect(keyPhrase('남친이랑 얘기하다 보면 가끔 벽이랑 말하는 느낌이야')).toBeNull();
    expect(keyPhrase('평소엔 넘어가는 일에도 울거나 화내고')).toBeNull();
    expect(keyPhrase('남친이 레고에 돈을 쏟아부어')).toBe('레고');
  });
});

describe("scripted replies: the subject named, no word put in the member's mouth", () => {
  const reply = (texts: string[], roomId = 11) => {
    const messages = texts.flatMap((content, i) => [
      ...(i > 0 ? [{ sender: 'ASSISTANT' as const, content: '응, 듣고 있어.' }] : []),
      { sender: 'USER' as const, content },
    ]);
    return scriptedReply(context({ roomId, messages }));
  };

  it('names the subject in the first reply, in many rooms', () => {
    for (let roomId = 1; roomId <= 12; roomId++) {
      expect(reply(['같이 살기 시작했는데 설거지는 늘 내 차지야'], roomId)).toContain('설거지');
      expect(reply(['남친이 전여친 인스타 게시물에 좋아요 누른 걸 봤어'], roomId)).toMatch(
        /전여친 게시물 좋아요/,
      );
    }
  });

  it("reflects the member's key phrase with a particle that fits it", () => {
    for (let roomId = 1; roomId <= 12; roomId++) {
      const text = reply(['남친이 내 꿈을 자꾸 현실적이지 않다고 해'], roomId);
      expect(text).toContain('네 꿈');
      expect(text).not.toMatch(/내 꿈|네 꿈(가|를|는)/);
    }
  });

  it('does not offer a topic the member never named', () => {
    for (let roomId = 1; roomId <= 12; roomId++) {
      expect(reply(['주말에 또 혼자 있었어'], roomId)).not.toMatch(/데이트/);
      expect(reply(['남친이 술만 마시면 연락이 끊겨'], roomId)).not.toMatch(/잠수/);
    }
  });
});
