import { describe, expect, it } from 'vitest';
import {
  describeContext,
  judgeMessages,
  openingMessages,
  replyMessages,
  summaryMessages,
} from '../src/modules/counsellor/prompts';
import { context, HYEONU, JIMIN, person } from './counsellor-fixtures';

describe('prompts', () => {
  it('tell the model everything DESIGN 6 lists, in Korean', () => {
    const ctx = context({
      level: 3,
      memories: ['같이 본 첫 영화', '제주도 여행'],
      previousSummaries: [
        { level: 1, summary: '연락 때문에 서운했던 상황을 돌아봤어요.' },
        { level: 2, summary: '서로 다른 마음의 방향을 살펴봤어요.' },
      ],
    });
    const text = describeContext(ctx);
    for (const part of [
      '회원: 지민, 애착 유형 불안형 (불안 3.40, 회피 1.90',
      '연인: 현우, 애착 유형 회피형 (불안 2.00, 회피 3.10',
      '함께한 날: 120일째',
      '- 같이 본 첫 영화',
      '- 제주도 여행',
      '1단계(상황 파악): 연락 때문에 서운했던 상황을 돌아봤어요.',
      '2단계(관계 이해): 서로 다른 마음의 방향을 살펴봤어요.',
    ]) {
      expect(text).toContain(part);
    }
    const [system, ...turns] = replyMessages(ctx);
    expect(system?.content).toContain("3단계 '해결 제안'");
    expect(system?.content).toMatch(/반말/);
    expect(system?.content).toMatch(/109.*1366.*112/);
    expect(system?.content).toMatch(/질문은 꼭 하나만/);
    expect(turns).toEqual([{ role: 'user', content: ctx.messages[0]?.content }]);
  });

  it('say "unknown" for what is not known', () => {
    const text = describeContext(
      context({
        member: person('다은', null),
        partner: null,
        daysTogether: null,
        memories: [],
        previousSummaries: [],
      }),
    );
    expect(text).toContain('회원: 다은, 애착 유형 알 수 없음 (애착 유형 검사 전)');
    expect(text).toContain('연인: 아직 연결된 연인이 없어');
    expect(text).toContain('함께한 날: 알 수 없음');
    expect(text).toMatch(/기억:\n {2}없음/);
    expect(text).not.toMatch(/null|undefined|NaN/);
    const partnerUntested = describeContext(context({ partner: person('준', null) }));
    expect(partnerUntested).toContain('연인: 준, 애착 유형 알 수 없음');
  });

  it('open a level with an instruction, judge in JSON, summarize in JSON', () => {
    const opening = openingMessages(context({ level: 2, messages: [] }));
    expect(opening).toHaveLength(1);
    expect(opening[0]?.content).toMatch(/2단계가 시작됐어/);
    const judge = judgeMessages({
      ...context(),
      level: 1,
      messages: [
        { sender: 'ASSISTANT', content: '안녕, 지민아!' },
        { sender: 'USER', content: '연락 문제야' },
      ],
    });
    expect(judge[0]?.content).toMatch(/"completed"/);
    expect(judge[0]?.content).toMatch(/해요체/);
    expect(judge[1]?.content).toContain('담이: 안녕, 지민아!\n회원: 연락 문제야');
    const summary = summaryMessages({
      member: JIMIN,
      partner: HYEONU,
      levelSummaries: [],
      messages: [
        { level: 1, sender: 'USER', content: '하나' },
        { level: 3, sender: 'USER', content: '셋' },
      ],
    });
    expect(summary[0]?.content).toMatch(/"totalSummary".*"situationKeyword".*"solutionKeyword"/);
    expect(summary[1]?.content).toContain('(1단계)\n회원: 하나\n(3단계)\n회원: 셋');
    expect(summary[1]?.content).not.toContain('(2단계)');
  });
});
