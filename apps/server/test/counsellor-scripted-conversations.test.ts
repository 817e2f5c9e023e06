import { describe, expect, it } from 'vitest';
import type {
  CounsellorContext,
  Level,
  PersonProfile,
  RoomLine,
  RoomSummary,
} from '../src/modules/counsellor/engine';
import { createScriptedEngine } from '../src/modules/counsellor/scripted/engine';
import { detectTopics, TOPICS } from '../src/modules/counsellor/scripted/topics';
import { person, sentences } from './counsellor-fixtures';
import { SCRIPTED_CONVERSATIONS } from './fixtures/scripted-conversations';
import { SCRIPTED_OPENERS } from './fixtures/scripted-conversations-openers';

/** Whole rooms of the tuning conversations through the scripted engine, as the chat runs them. */
const engine = createScriptedEngine({ delayMs: 0 });
const never = new AbortController().signal;

async function text(stream: AsyncIterable<string>): Promise<string> {
  let out = '';
  for await (const chunk of stream) out += chunk;
  return out;
}

interface Reply {
  level: Level;
  text: string;
  closes: boolean;
}

interface Room {
  replies: Reply[];
  openings: string[];
  lengths: number[];
  summary: RoomSummary;
}

const PAIRS: readonly [PersonProfile, PersonProfile | null][] = [
  [person('지민', 'ANXIETY_TYPE'), person('현우', 'AVOIDANCE_TYPE')],
  [person('하늘', 'STABLE_TYPE'), person('Alex', 'CONFUSION_TYPE')],
  [person('민수2', 'AVOIDANCE_TYPE'), person('서윤', 'ANXIETY_TYPE')],
  [person('별', 'CONFUSION_TYPE'), person('준', null)],
  [person('다은', null), person('태오', 'STABLE_TYPE')],
];

async function runRoom(index: number): Promise<Room> {
  const conversation = SCRIPTED_CONVERSATIONS[index];
  if (!conversation) throw new Error('no conversation');
  const [member, partner] = PAIRS[index % PAIRS.length] ?? PAIRS[0]!;
  const base = {
    roomId: 1000 + index * 7,
    member,
    partner,
    daysTogether: 30 + index * 23,
    memories: index % 2 ? ['「요즘 가장 고마웠던 일은」에 "같이 산책한 거"라고 답했어요'] : [],
  };
  const room: RoomLine[] = [];
  const previousSummaries: CounsellorContext['previousSummaries'] = [];
  const replies: Reply[] = [];
  const openings: string[] = [];
  const lengths: number[] = [];
  for (const level of [1, 2, 3] as const) {
    const messages: CounsellorContext['messages'] = [];
    const ctx = (): CounsellorContext => ({
      ...base,
      level,
      previousSummaries: [...previousSummaries],
      messages: [...messages],
      roomMessages: [...room],
    });
    if (level > 1) {
      const opening = await text(engine.opening(ctx(), never));
      openings.push(opening);
      messages.push({ sender: 'ASSISTANT', content: opening });
      room.push({ sender: 'ASSISTANT', content: opening, level });
    }
    let turns = 0;
    for (const said of conversation.levels[level - 1] ?? []) {
      turns++;
      messages.push({ sender: 'USER', content: said });
      room.push({ sender: 'USER', content: said, level });
      const reply = await text(engine.reply(ctx(), never));
      messages.push({ sender: 'ASSISTANT', content: reply });
      room.push({ sender: 'ASSISTANT', content: reply, level });
      const verdict = await engine.judge(ctx());
      replies.push({ level, text: reply, closes: verdict.completed });
      if (verdict.completed) {
        previousSummaries.push({ level, summary: verdict.summary });
        break;
      }
    }
    lengths.push(turns);
  }
  const summary = await engine.summarize({
    member,
    partner,
    levelSummaries: previousSummaries,
    messages: room,
  });
  return { replies, openings, lengths, summary };
}

const rooms = await Promise.all(SCRIPTED_CONVERSATIONS.map((_, i) => runRoom(i)));

describe('the scripted engine on the tuning conversations', () => {
  it('has at least 30 topics, with the canonical ids and keywords', () => {
    expect(TOPICS.length).toBeGreaterThanOrEqual(30);
    const canonical: Record<string, string> = {
      contact: '연락',
      tone: '말투',
      fight: '다툼',
      jealousy: '질투',
      ex: '전 애인',
      cheating: '바람',
      lies: '거짓말',
      money: '돈',
      dates: '데이트',
      anniversary: '기념일',
      games: '게임',
      religion: '종교',
      ghosting: '잠수',
      comparison: '비교',
      coming_out: '커밍아웃',
      dating_apps: '데이팅 앱',
      military: '군대',
      long_distance: '장거리',
      control: '통제',
      career: '취업·시험',
      cohabiting: '동거',
      wedding_prep: '결혼 준비',
      marriage: '결혼 고민',
      in_laws: '시댁·처가',
      parents: '부모님',
      drinking: '술',
      intimacy: '스킨십',
      boredom: '권태기',
      breakup: '이별 고민',
      busy: '바쁜 일상',
      friends: '친구 관계',
      habits: '생활 습관',
      future: '미래',
      sns: 'SNS',
      appearance: '외모',
      personality: '성격 차이',
    };
    for (const [id, keyword] of Object.entries(canonical)) {
      expect(TOPICS.find((t) => t.id === id)?.keyword, id).toBe(keyword);
    }
  });

  it('finds the topic of each conversation’s first messages (≥ 90 %)', () => {
    const right = SCRIPTED_CONVERSATIONS.filter(
      (c) => detectTopics(c.levels[0].slice(0, 3))[0]?.id === c.topic,
    ).length;
    expect(right / SCRIPTED_CONVERSATIONS.length).toBeGreaterThanOrEqual(0.9);
  });

  it('finds the topic of short openings written after tuning began (≥ 90 %)', () => {
    const right = SCRIPTED_OPENERS.filter((o) => detectTopics(o.texts)[0]?.id === o.topic).length;
    expect(right / SCRIPTED_OPENERS.length).toBeGreaterThanOrEqual(0.9);
  });

  it('levels last 2 to 6 member turns, by what was said (not one fixed count)', () => {
    const seen = new Set<string>();
    for (const room of rooms) {
      expect(room.lengths).toHaveLength(3);
      for (const n of room.lengths) {
        expect(n).toBeGreaterThanOrEqual(2);
        expect(n).toBeLessThanOrEqual(6);
      }
      seen.add(room.lengths.join('+'));
    }
    expect(seen.size).toBeGreaterThan(3);
  });

  it('asks exactly one question per reply, and none in a level’s closing reply', () => {
    for (const room of rooms) {
      for (const reply of room.replies) {
        const questions = reply.text.split('?').length - 1;
        expect(questions, reply.text).toBe(reply.closes ? 0 : 1);
        if (!reply.closes) expect(reply.text.trim().endsWith('?'), reply.text).toBe(true);
        expect(reply.text).not.toMatch(/…"라는|"라고 하더라고요/);
      }
      for (const opening of room.openings) expect(opening.split('?')).toHaveLength(2);
    }
  });

  it('never quotes a fragment back, and speaks 반말', () => {
    for (const room of rooms) {
      for (const reply of room.replies) {
        expect(reply.text).not.toMatch(/…"라는|"라고 하더라고요/);
        for (const quote of reply.text.match(/"([^"]+)"라는/g) ?? []) {
          expect(quote, reply.text).toMatch(
            /(어|아|야|지|네|다|해|요|래|대|더라|잖아|음|함|임)"라는$/,
          );
        }
        expect(reply.text, reply.text).not.toMatch(/[가-힣](요|니다)[.!?](\s|$)/);
      }
    }
  });

  it('summaries: the issue as the situation keyword, the member’s feeling as the title', () => {
    let right = 0;
    for (const [i, room] of rooms.entries()) {
      const topic = TOPICS.find((t) => t.id === SCRIPTED_CONVERSATIONS[i]?.topic);
      if (room.summary.situationKeyword === topic?.keyword) right++;
      expect(room.summary.totalSummary).not.toMatch(/[.\n]/);
      expect(room.summary.solutionKeyword.split(' ').length).toBeLessThanOrEqual(3);
    }
    expect(right / rooms.length).toBeGreaterThanOrEqual(0.9);
  });

  it('no sentence repeats within a room, and few are shared word for word by ten rooms', () => {
    const rooms10 = new Map<string, number>();
    for (const room of rooms) {
      const seen = new Set<string>();
      for (const line of [...room.replies.map((r) => r.text), ...room.openings]) {
        for (const sentence of sentences(line)) {
          expect(seen.has(sentence), sentence).toBe(false);
          seen.add(sentence);
        }
      }
      for (const sentence of seen) rooms10.set(sentence, (rooms10.get(sentence) ?? 0) + 1);
    }
    const shared = [...rooms10.entries()].filter(([, n]) => n >= 10);
    expect(
      shared.map(([s]) => s).length,
      shared.map(([s, n]) => `${n} ${s}`).join('\n'),
    ).toBeLessThanOrEqual(5);
  });
});

describe('the scripted engine: whose feeling, what it knows, the step agreed to', () => {
  const member = person('지민', 'ANXIETY_TYPE');
  const partner = person('현우', 'AVOIDANCE_TYPE');
  const base = { roomId: 31, member, partner, daysTogether: 412, memories: [] as string[] };

  it('keeps the partner’s feeling apart from the member’s (replies and title)', async () => {
    const said = '현우가 서운하대. 내가 약속을 까먹어서';
    const ctx: CounsellorContext = {
      ...base,
      level: 1,
      previousSummaries: [],
      messages: [{ sender: 'USER', content: said }],
      roomMessages: [{ sender: 'USER', content: said, level: 1 }],
    };
    const reply = await text(engine.reply(ctx, never));
    expect(reply).toMatch(/현우(도|는)/);
    expect(reply).not.toMatch(/(너|네가)[^.]*서운했겠다/);
    const summary = await engine.summarize({
      member,
      partner,
      levelSummaries: [],
      messages: [
        { level: 1, sender: 'USER', content: said },
        { level: 1, sender: 'USER', content: '여친이 "나 너무 속상해"라고 했어' },
      ],
    });
    expect(summary.totalSummary).not.toMatch(/서운|속상/);
  });

  it('uses a daily answer in level 3 and the D-day once, in level 2’s opening', async () => {
    const memories = ['「서로에게 가장 고마웠던 순간은」에 "아플 때 죽 사다 준 날"라고 답했어요'];
    const opening = (level: 2 | 3) =>
      text(
        engine.opening(
          {
            ...base,
            memories,
            level,
            previousSummaries: [],
            messages: [],
            roomMessages: [{ sender: 'USER', content: '연락 때문에 서운했어', level: 1 }],
          },
          never,
        ),
      );
    expect(await opening(2)).toMatch(/1년 넘게/);
    const three = await opening(3);
    expect(three).toContain('「서로에게 가장 고마웠던 순간은」');
    expect(three).not.toMatch(/1년|412/);
    for (const room of rooms) {
      for (const reply of room.replies) expect(reply.text).not.toMatch(/[0-9]+일 동안|년 넘게/);
    }
  });

  it('names the step the member agreed to in level 3 as the solution', async () => {
    const lines: RoomLine[] = [
      { level: 1, sender: 'USER', content: '남친이 게임만 해서 서운해' },
      { level: 3, sender: 'USER', content: '어떻게 하면 좋을까' },
    ];
    const ctx: CounsellorContext = {
      ...base,
      level: 3,
      previousSummaries: [],
      messages: lines.filter((l) => l.level === 3),
      roomMessages: lines,
    };
    const offer = await text(engine.reply(ctx, never));
    lines.push({ level: 3, sender: 'ASSISTANT', content: offer });
    lines.push({ level: 3, sender: 'USER', content: '응 그거 해 볼게' });
    const topic = TOPICS.find((t) => t.id === 'games');
    const offered = topic?.suggestions.find((s) => offer.includes(s.text('현우')));
    expect(offered).toBeDefined();
    const summary = await engine.summarize({
      member,
      partner,
      levelSummaries: [],
      messages: lines,
    });
    expect(summary.solutionKeyword).toBe(offered?.step);
    expect(summary.situationKeyword).toBe('게임');
  });
});
