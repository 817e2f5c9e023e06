import { describe, expect, it } from 'vitest';
import type { RoomLine } from '../src/modules/counsellor';
import { EXAMPLE_EXCHANGES } from '../src/modules/counsellor/prompt-examples';
import { llmAnswer } from './helpers/fake-llm-server';
import { never, useOpenAiCounsellor } from './helpers/openai-counsellor';
import { collect, context } from './counsellor-fixtures';

/**
 * What the openai engine sends to a Chat Completions server (issue 21), as the fake server
 * records it: the whole room as turns, rates in words, a user turn in every request (levels 2
 * and 3 open with one), and the example exchanges in the system prompt.
 */
const t = useOpenAiCounsellor();

type Sent = { role: string; content: string }[];
const sent = (index = 0) => t.llm.requests[index]?.body.messages as Sent;

const ROOM: RoomLine[] = [
  { level: 1, sender: 'ASSISTANT', content: '안녕, 지민아! 오늘은 어떤 이야기를 하고 싶어?' },
  { level: 1, sender: 'USER', content: '걔가 주말마다 롤만 해ㅠ 나는 뒷전 ㄹㅇ' },
  { level: 1, sender: 'ASSISTANT', content: '주말까지 게임에 밀리면 서운하지. 언제부터 그랬어?' },
  { level: 1, sender: 'USER', content: '한 달쯤? 말하면 삐짐' },
  { level: 1, sender: 'ASSISTANT', content: '말 꺼내기도 조심스러웠겠다. 그때 어떻게 했어?' },
  { level: 2, sender: 'ASSISTANT', content: '지민아, 이제 둘의 마음을 같이 들여다보자. 어때?' },
  { level: 2, sender: 'USER', content: '나는 자꾸 확인하고 걔는 피하는 느낌' },
];

const inLevel2 = () =>
  context({
    level: 2,
    roomMessages: ROOM,
    messages: ROOM.filter((m) => m.level === 2).map(({ sender, content }) => ({
      sender,
      content,
    })),
    previousSummaries: [{ level: 1, summary: '현우가 주말마다 게임만 해서 서운했어요.' }],
  });

describe('what the openai engine sends', () => {
  it('a reply: the whole room as turns, the level marked, rates in words, examples present', async () => {
    t.llm.enqueue(llmAnswer.text(['확인하고 싶은 마음이 컸구나. ', '언제 제일 그래?']));
    await collect(t.counsellor().reply(inLevel2(), never));
    const messages = sent();
    const [system, ...turns] = messages;
    expect(system?.role).toBe('system');
    // Every message of the room, level 1's included, reached the server.
    const text = turns.map((m) => m.content).join('\n');
    for (const line of ROOM) expect(text).toContain(line.content);
    expect(text).toContain("[단계 안내] 여기서부터 상담 2단계 '관계 이해'야.");
    expect(turns[0]?.role).toBe('user');
    expect(turns.at(-1)).toEqual({ role: 'user', content: '나는 자꾸 확인하고 걔는 피하는 느낌' });
    for (let i = 1; i < turns.length; i++) expect(turns[i]?.role).not.toBe(turns[i - 1]?.role);
    // The previous level's summary stays in the context block.
    expect(system?.content).toContain('1단계(상황 파악): 현우가 주말마다 게임만 해서 서운했어요.');
    // Rates in words.
    expect(system?.content).toContain('불안형 (불안 높은 편, 회피 낮은 편)');
    expect(system?.content).toContain('회피형 (불안 보통, 회피 높은 편)');
    expect(JSON.stringify(messages)).not.toMatch(/\d\.\d\d/);
    // The examples.
    for (const example of EXAMPLE_EXCHANGES) expect(system?.content).toContain(example.dami);
  });

  it('the openings of levels 2 and 3: the room, then a user turn', async () => {
    for (const level of [2, 3] as const) {
      t.llm.requests.length = 0;
      t.llm.enqueue(llmAnswer.text(['지민아, ', '이어서 이야기해 보자. ', '어때?']));
      const room = ROOM.filter((m) => m.level < level);
      await collect(
        t.counsellor().opening(context({ level, messages: [], roomMessages: room }), never),
      );
      const messages = sent();
      expect(messages.map((m) => m.role)).toContain('user');
      expect(messages.at(-1)?.role).toBe('user');
      expect(messages.at(-1)?.content).toContain(`상담 ${level}단계`);
      expect(messages.map((m) => m.content).join('\n')).toContain(room.at(-1)?.content);
    }
    // Even a room with nothing in it yet is never a system message alone.
    t.llm.requests.length = 0;
    t.llm.enqueue(llmAnswer.text('지민아, 시작해 볼까?'));
    await collect(
      t.counsellor().opening(context({ level: 2, messages: [], roomMessages: [] }), never),
    );
    expect(sent().map((m) => m.role)).toEqual(['system', 'user']);
  });

  it('the judge: the whole room, level by level, with the risk question', async () => {
    t.llm.enqueue(llmAnswer.json({ completed: false, summary: '', risk: null }));
    expect(await t.counsellor().judge(inLevel2())).toEqual({
      completed: false,
      summary: '',
      risk: null,
    });
    const [system, user] = sent();
    expect(system?.content).toMatch(/"risk"/);
    expect(user?.role).toBe('user');
    expect(user?.content).toContain('(1단계 상황 파악)');
    expect(user?.content).toContain('회원: 걔가 주말마다 롤만 해ㅠ 나는 뒷전 ㄹㅇ');
    expect(user?.content).toContain('(2단계 관계 이해)');
    expect(user?.content).toContain('불안 높은 편');
  });
});
