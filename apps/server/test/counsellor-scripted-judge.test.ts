import { describe, expect, it } from 'vitest';
import {
  createCounsellor,
  type CounsellorContext,
  SCRIPTED_TURNS_PER_LEVEL,
} from '../src/modules/counsellor';
import { detectTopic, detectTopics, TOPICS } from '../src/modules/counsellor/scripted/topics';
import { context, HYEONU, JIMIN, sentences } from './counsellor-fixtures';

const engine = createCounsellor({ llm: null, scriptedDelayMs: 0 });

describe('the scripted judge and summary', () => {
  it(`completes a level by what was said, within ${JSON.stringify(SCRIPTED_TURNS_PER_LEVEL)} member turns`, async () => {
    expect(SCRIPTED_TURNS_PER_LEVEL).toEqual({ min: 2, max: 6 });
    const judgeAfter = async (level: 1 | 2 | 3, lines: string[]) => {
      const messages: CounsellorContext['messages'] = [];
      const verdicts: boolean[] = [];
      for (const line of lines) {
        messages.push({ sender: 'USER', content: line });
        messages.push({ sender: 'ASSISTANT', content: '그랬구나. 더 들려줄래?' });
        verdicts.push((await engine.judge(context({ level, messages: [...messages] }))).completed);
      }
      return verdicts;
    };
    // Level 1: what happened and a feeling are known after two turns (never after one).
    expect(await judgeAfter(1, ['연락 때문에 서운했어', '어제도 답장이 없었어'])).toEqual([
      false,
      true,
    ]);
    // Without a feeling or a worry it goes on, and ends at the most after six turns.
    expect(await judgeAfter(1, ['음', '응', '몰라', '그냥', 'ㅠㅠ', '응'])).toEqual([
      false,
      false,
      false,
      false,
      false,
      true,
    ]);
    // Level 2: the partner's side and the member's wish.
    expect(
      await judgeAfter(2, ['현우는 바빠서 그랬을 수도 있어', '나는 미리 말해 줬으면 좋겠어']),
    ).toEqual([false, true]);
    // Level 3: a step the member agrees to.
    expect(await judgeAfter(3, ['어떻게 하면 좋을까', '응', '좋아 해 볼게'])).toEqual([
      false,
      false,
      true,
    ]);
    expect(await engine.judge(context({ level: 4 }))).toEqual({ completed: false, summary: '' });
  });

  it('condenses the member’s words into 1-2 sentences of 해요체', async () => {
    const messages: CounsellorContext['messages'] = [
      {
        sender: 'USER',
        content: '남자친구가 퇴근하고 연락이 없어서 서운해. 나만 기다리는 것 같아.',
      },
      { sender: 'USER', content: '어제는 그냥 참았어' },
      { sender: 'USER', content: '계속 이럴까 봐 걱정이야' },
    ];
    const level1 = await engine.judge(context({ level: 1, messages }));
    expect(level1.summary).toMatch(/^연락 때문에 서운했던 상황을 돌아봤어요\./);
    expect(sentences(level1.summary).length).toBeLessThanOrEqual(2);
    expect(level1.summary).toMatch(/요\.$/);
    const level2 = await engine.judge(
      context({
        level: 2,
        previousSummaries: [{ level: 1, summary: level1.summary }],
        messages: [
          { sender: 'USER', content: '현우는 회사 일 때문에 바빠서 그랬을 수도 있어' },
          { sender: 'USER', content: '그래도 미리 한 줄만 보내 줬으면 좋겠어' },
        ],
      }),
    );
    expect(level1.summary).toContain('걱정되는 마음');
    expect(level2.summary).toContain('불안형인 나와 회피형인 현우의 마음이 연락 앞에서');
    const level3 = await engine.judge(
      context({
        level: 3,
        messages: [
          { sender: 'USER', content: '주말에 솔직하게 이야기해 볼게' },
          { sender: 'USER', content: '응' },
        ],
      }),
    );
    expect(level3.summary).toMatch(/^솔직한 대화를 다음 걸음으로 정했어요\./);
  });

  it.each([
    ['남친이 연락이 너무 없어서 서운해', '연락', '연락 때문에 서운했던 마음'],
    ['어제 또 크게 싸웠어', '다툼', '다툼을 두고 나눈 이야기'],
    ['여자친구가 남사친이랑 놀아서 질투나', '질투', '질투를 두고 나눈 이야기'],
    ['장거리라서 너무 외로워', '장거리', '장거리 때문에 외로웠던 마음'],
    ['결혼 얘기만 하면 답답해', '결혼 고민', '결혼 고민 때문에 답답했던 마음'],
    ['남친이 서운하대, 나는 좀 억울해', '관계 고민', '억울했던 마음을 들여다본 시간'],
    ['사귄 지 100일인데 게임만 해서 속상해', '게임', '게임 때문에 속상했던 마음'],
    ['우리 권태기인 것 같아', '권태기', '권태기를 두고 나눈 이야기'],
    ['그냥 속상해', '관계 고민', '속상했던 마음을 들여다본 시간'],
    ['음', '관계 고민', '현우와 나의 마음 이야기'],
  ])('summarize: %s → %s / %s', async (said, situation, title) => {
    const summary = await engine.summarize({
      member: JIMIN,
      partner: HYEONU,
      levelSummaries: [],
      messages: [{ level: 1, sender: 'USER', content: said }],
    });
    expect(summary.situationKeyword).toBe(situation);
    expect(summary.totalSummary).toBe(title);
    expect(summary.totalSummary).not.toMatch(/[.\n]/);
    expect(summary.solutionKeyword.split(' ').length).toBeLessThanOrEqual(2);
  });

  it('takes the solution keyword from the member’s level-3 words, else the topic’s', async () => {
    const summary = await engine.summarize({
      member: JIMIN,
      partner: HYEONU,
      levelSummaries: [{ level: 1, summary: '연락 때문에 서운했던 상황을 돌아봤어요.' }],
      messages: [
        { level: 1, sender: 'USER', content: '연락이 없어서 서운해' },
        { level: 3, sender: 'USER', content: '먼저 미안하다고 사과할게' },
      ],
    });
    expect(summary).toEqual({
      totalSummary: '연락 때문에 서운했던 마음',
      situationKeyword: '연락',
      solutionKeyword: '먼저 사과',
    });
    const fallback = await engine.summarize({
      member: JIMIN,
      partner: null,
      levelSummaries: [],
      messages: [{ level: 1, sender: 'USER', content: '돈 문제로 자꾸 부딪혀' }],
    });
    // No level 3, no step agreed to: no step is made up.
    expect(fallback.solutionKeyword).toBe('대화');
    expect(fallback.situationKeyword).toBe('돈');
    expect(
      await engine.summarize({ member: JIMIN, partner: null, levelSummaries: [], messages: [] }),
    ).toEqual({
      totalSummary: '내 마음을 들여다본 이야기',
      situationKeyword: '관계 고민',
      solutionKeyword: '대화',
    });
  });

  it('a correction changes the topic at once', () => {
    expect(detectTopics(['요즘 연락이 너무 뜸해', '연락 얘기는 좀 아닌데'])).toEqual([]);
    expect(detectTopics(['요즘 연락이 너무 뜸해', '그게 아니라 게임 때문이야'])[0]?.id).toBe(
      'games',
    );
    expect(detectTopics(['ㅠㅠ'])).toEqual([]);
    const both = detectTopics(['남친이 게임하느라 연락을 안 해']);
    expect(both.map((t) => t.id)).toEqual(['games', 'contact']);
    expect(both[0]!.confidence).toBeGreaterThan(both[1]!.confidence);
  });

  it('every topic is found again from its own keyword (level summaries carry the topic forward)', () => {
    for (const topic of TOPICS)
      expect(detectTopic([`${topic.keyword} 때문에`])?.keyword).toBe(topic.keyword);
  });
});
