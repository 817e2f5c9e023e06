import type { LoveTypeCategory } from '@dama/contract';
import type { CounsellorContext, Level, PersonProfile, RoomLine } from '../src/modules/counsellor';

/** Shared by the counsellor-*.test.ts files. */

export function person(nickname: string, category: LoveTypeCategory | null): PersonProfile {
  const rates: Record<LoveTypeCategory, [number, number]> = {
    STABLE_TYPE: [1.8, 1.7],
    ANXIETY_TYPE: [3.4, 1.9],
    AVOIDANCE_TYPE: [2.0, 3.1],
    CONFUSION_TYPE: [3.3, 3.0],
  };
  const [anxietyRate, avoidanceRate] = category ? rates[category] : [null, null];
  return { nickname, loveTypeCategory: category, anxietyRate, avoidanceRate };
}

export const JIMIN = person('지민', 'ANXIETY_TYPE');
export const HYEONU = person('현우', 'AVOIDANCE_TYPE');

export function context(overrides: Partial<CounsellorContext> = {}): CounsellorContext {
  const base = {
    roomId: 7,
    level: 1 as Level,
    member: JIMIN,
    partner: HYEONU,
    daysTogether: 120,
    memories: [],
    previousSummaries: [],
    messages: [{ sender: 'USER' as const, content: '요즘 남자친구가 연락을 잘 안 해서 서운해' }],
    ...overrides,
  };
  // The whole room defaults to this level's messages (a room that started at this level).
  const roomMessages =
    overrides.roomMessages ?? base.messages.map((m) => ({ ...m, level: base.level }));
  return { ...base, roomMessages };
}

/** The context for the member's `text` after `history` in `level`. */
export function turn(
  base: Partial<CounsellorContext>,
  history: CounsellorContext['messages'],
  text: string,
  level: Level,
): CounsellorContext {
  return context({ ...base, level, messages: [...history, { sender: 'USER', content: text }] });
}

export async function collect(stream: AsyncIterable<string>): Promise<string[]> {
  const chunks: string[] = [];
  for await (const chunk of stream) chunks.push(chunk);
  return chunks;
}

/** What a promise settles to: its value, or the error it rejected with. */
export async function settle<T>(promise: Promise<T>): Promise<T | Error> {
  try {
    return await promise;
  } catch (error) {
    return error as Error;
  }
}

/** Sentences of a reply (ends at . ! ? followed by a space or the end). */
export function sentences(text: string): string[] {
  return text
    .split(/(?<=[.!?])\s+/)
    .map((s) => s.trim())
    .filter(Boolean);
}

/** Member messages of many shapes: topics, feelings, short and long, with and without punctuation. */
export const MEMBER_MESSAGES: readonly string[] = [
  '요즘 남자친구가 연락을 너무 안 해서 서운해. 회사 끝나고도 답장이 없어.',
  '어제 그래서 왜 연락 안 하냐고 뭐라고 했더니 피곤하다고만 하더라',
  '계속 이러다 멀어질까 봐 걱정돼',
  '응',
  '주말마다 데이트 약속을 자꾸 미뤄서 속상해',
  '우리 싸우면 항상 내가 먼저 사과하는 것 같아서 억울해?',
  '여자친구가 남사친이랑 단둘이 술 마신 게 신경 쓰여',
  '결혼 얘기만 나오면 말을 돌려',
  '부모님이 우리 사이를 반대하셔서 마음이 복잡해',
  '데이트 비용을 거의 내가 내는데 말하기가 애매해',
  '장거리라 자주 못 보니까 외로워',
  '예전 같지 않고 설렘이 없어진 것 같아',
  '말투가 너무 차가워서 상처받았어',
  '모르겠어 그냥 다 지쳤어',
  '"그럼 네가 알아서 해"라고 했어!!! 진짜 황당하지 않아?',
  '그건 좀 아닌 것 같기도 하고 나도 내가 뭘 원하는지 잘 모르겠는데 일단 이야기는 해 보고 싶고 근데 또 상처받을까 봐 무섭기도 하고 그래서 요즘은 그냥 아무 말도 안 하고 지내는 중이야',
  '고마워 그렇게 해 볼게',
  'ㅋㅋ 맞아',
  '나도 잘 모르겠어',
  '이번 주말에 만나서 솔직하게 이야기해 볼게',
];

/** A room that went through levels 1 and 2 and is now in level 3. */
export const LEVEL_3_ROOM: RoomLine[] = [
  { level: 1, sender: 'ASSISTANT', content: '안녕, 지민아! 오늘은 어떤 이야기를 하고 싶어?' },
  { level: 1, sender: 'USER', content: '남친이 게임만 해 ㅠ 주말에도 롤만 함' },
  { level: 1, sender: 'ASSISTANT', content: '주말까지 게임에 밀리면 서운하지. 언제부터 그랬어?' },
  { level: 1, sender: 'USER', content: '[단계 안내] 이제 3단계로 넘어가. 한 달 전부터' },
  { level: 1, sender: 'ASSISTANT', content: '한 달째 그랬구나. 그때 현우에게 말해 봤어?' },
  { level: 2, sender: 'ASSISTANT', content: '지민아, 이제 둘의 마음을 같이 들여다보자. 어때?' },
  { level: 2, sender: 'USER', content: '나는 불안해서 자꾸 확인하고 걔는 피하는 듯' },
  { level: 2, sender: 'ASSISTANT', content: '확인하고 싶은 마음과 숨고 싶은 마음이 엇갈렸구나.' },
  { level: 3, sender: 'ASSISTANT', content: '지민아, 이제 해 볼 만한 걸 찾아보자. 뭐부터 할까?' },
  { level: 3, sender: 'USER', content: '게임 시간 정하자고 말해 볼까' },
];

/** 담이's context in that room: level 3, with the summaries of levels 1 and 2. */
export const level3Context = () =>
  context({
    level: 3,
    roomMessages: LEVEL_3_ROOM,
    messages: LEVEL_3_ROOM.filter((m) => m.level === 3).map(({ sender, content }) => ({
      sender,
      content,
    })),
    previousSummaries: [
      { level: 1, summary: '현우가 게임만 해서 서운했던 일을 이야기했어요.' },
      { level: 2, summary: '확인하고 싶은 나와 거리를 두는 현우의 흐름을 봤어요.' },
    ],
  });
