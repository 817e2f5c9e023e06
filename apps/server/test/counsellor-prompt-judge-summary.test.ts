import { LOVE_TYPE_NAMES, SAFETY_KINDS } from '@dama/contract';
import { describe, expect, it } from 'vitest';
import { parseJudgeVerdict, parseRisk } from '../src/modules/counsellor/judge-risk';
import { judgeMessages, summaryMessages } from '../src/modules/counsellor/prompts';
import { context, HYEONU, JIMIN, level3Context } from './counsellor-fixtures';

/** The judge's and the summary's prompts, and how the judge's answer is read. */

describe('prompts: judge and summary', () => {
  it('judge in JSON with a risk defined for every kind, over the whole room', () => {
    const judge = judgeMessages({
      ...context(),
      level: 1,
      messages: [
        { sender: 'ASSISTANT', content: '안녕, 지민아!' },
        { sender: 'USER', content: '연락 문제야' },
      ],
      roomMessages: [
        { level: 1, sender: 'ASSISTANT', content: '안녕, 지민아!' },
        { level: 1, sender: 'USER', content: '연락 문제야' },
      ],
    });
    expect(judge[0]?.content).toMatch(/"completed".*"summary".*"risk"/);
    expect(judge[0]?.content).toMatch(/해요체/);
    expect(judge[0]?.content).toContain("지금 판단할 단계는 상담 1단계 '상황 파악'이야.");
    for (const kind of SAFETY_KINDS) expect(judge[0]?.content).toContain(`"${kind}"`);
    expect(judge[0]?.content).toMatch(/배고파 죽겠어/);
    expect(judge[0]?.content).toMatch(/게임/);
    expect(judge[0]?.content).toMatch(/목 조름/);
    expect(judge[0]?.content).toMatch(/risk가 null이 아니면 completed는 반드시 false/);
    expect(judge[1]?.content).toContain(
      '(1단계 상황 파악)\n담이: 안녕, 지민아!\n회원: 연락 문제야',
    );

    const three = judgeMessages({ ...level3Context(), level: 3 });
    expect(three[1]?.content).toContain('(1단계 상황 파악)');
    expect(three[1]?.content).toContain('(3단계 해결 제안)');
    expect(three[1]?.content).toContain('회원: 남친이 게임만 해 ㅠ 주말에도 롤만 함');
  });

  it('summarize in JSON: the real issue, the member’s feeling, an agreed step, reached levels only', () => {
    const summary = summaryMessages({
      member: JIMIN,
      partner: HYEONU,
      levelSummaries: [],
      messages: [
        { level: 1, sender: 'USER', content: '하나' },
        { level: 2, sender: 'ASSISTANT', content: '둘' },
        { level: 3, sender: 'USER', content: '셋' },
      ],
    });
    const system = summary[0]?.content ?? '';
    expect(system).toMatch(/"totalSummary".*"situationKeyword".*"solutionKeyword"/);
    expect(system).toMatch(/회원 자신이 느낀 마음/);
    expect(system).toMatch(/'관계 고민'/);
    expect(system).toMatch(/받아들이거나 스스로 정한 다음 한 걸음/);
    expect(system).toMatch(/이르지 못한 단계/);
    expect(summary[1]?.content).toContain('(1단계 상황 파악)\n회원: 하나');
    expect(summary[1]?.content).toContain('(3단계 해결 제안)\n회원: 셋');
    expect(summary[1]?.content).toContain('대화가 다다른 단계: 1단계(상황 파악), 3단계(해결 제안)');
    expect(summary[1]?.content).toContain(`${LOVE_TYPE_NAMES.ANXIETY_TYPE} (불안 높은 편`);
  });

  it('read the judge’s risk strictly; a risk is never a completed level', () => {
    const answer = (value: unknown) => JSON.stringify(value);
    for (const kind of SAFETY_KINDS) {
      expect(parseRisk(answer({ completed: false, summary: '', risk: kind }))).toBe(kind);
    }
    expect(parseRisk(answer({ risk: ' violence ' }))).toBe('VIOLENCE');
    for (const odd of ['ABUSE', 'DANGER', 'none', '', 'null', 1, true, ['VIOLENCE'], {}]) {
      expect(parseRisk(answer({ completed: false, summary: '', risk: odd }))).toBeNull();
    }
    expect(parseRisk('not json')).toBeNull();
    expect(parseRisk('["VIOLENCE"]')).toBeNull();

    expect(
      parseJudgeVerdict(answer({ completed: true, summary: '요약이에요.', risk: 'SELF_HARM' })),
    ).toEqual({ completed: false, summary: '', risk: 'SELF_HARM' });
    expect(parseJudgeVerdict(answer({ risk: 'STALKING' }))).toEqual({
      completed: false,
      summary: '',
      risk: 'STALKING',
    });
    expect(
      parseJudgeVerdict(answer({ completed: true, summary: '요약이에요.', risk: 'HUNGRY' })),
    ).toEqual({ completed: true, summary: '요약이에요.', risk: null });
    expect(parseJudgeVerdict(answer({ completed: true, summary: '요약이에요.' }))).toEqual({
      completed: true,
      summary: '요약이에요.',
      risk: null,
    });
  });
});
