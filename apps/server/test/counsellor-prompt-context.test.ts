import { coupleReadingOf, LOVE_TYPE_THRESHOLDS, loveTypeCategoryOf } from '@dama/contract';
import { describe, expect, it } from 'vitest';
import { describeContext, replyMessages } from '../src/modules/counsellor/prompts';
import { rateWord } from '../src/modules/counsellor/rate-words';
import { context, JIMIN, person } from './counsellor-fixtures';

/** 담이's prompts (DESIGN 6): what the model is told of the couple. */

describe('prompts: what the model knows', () => {
  it('tell the model everything DESIGN 6 lists, with rates in words', () => {
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
      '회원: 지민, 애착 유형 불안형 (불안 높은 편, 회피 낮은 편)',
      '연인: 현우, 애착 유형 회피형 (불안 보통, 회피 높은 편)',
      '함께한 날: 120일째',
      '- 같이 본 첫 영화',
      '- 제주도 여행',
      '1단계(상황 파악): 연락 때문에 서운했던 상황을 돌아봤어요.',
      '2단계(관계 이해): 서로 다른 마음의 방향을 살펴봤어요.',
    ]) {
      expect(text).toContain(part);
    }
    // No rate as a number anywhere the model reads.
    expect(text).not.toMatch(/\d\.\d/);
    expect(JSON.stringify(replyMessages(ctx))).not.toMatch(/[1-5]\.\d\d/);
    const [system] = replyMessages(ctx);
    expect(system?.content).toContain("지금은 상담 3단계 '해결 제안'이야.");
    expect(system?.content).toMatch(/반말/);
    expect(system?.content).toMatch(/질문은 꼭 하나만/);
  });

  it("read both types together with the couple view's words, and not when one is unknown", () => {
    const text = describeContext(context({ level: 2 }));
    const reading = coupleReadingOf('ANXIETY_TYPE', 'AVOIDANCE_TYPE');
    expect(text).toContain(`'${reading.title}'`);
    expect(text).toContain(reading.whenStressed);
    expect(text).toContain(`회원: ${reading.tries.ANXIETY_TYPE}`);
    expect(text).toContain(`현우: ${reading.tries.AVOIDANCE_TYPE}`);
    expect(text).toMatch(/힌트로만/);
    expect(describeContext(context({ partner: person('준', null) }))).not.toContain('함께 보면');
    expect(describeContext(context({ partner: null }))).not.toContain('함께 보면');
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
    expect(describeContext(context({ member: { ...JIMIN, anxietyRate: null } }))).toContain(
      '불안 알 수 없음',
    );
  });

  it('put rates in bands that agree with the category', () => {
    expect(rateWord('anxiety', 1.0)).toBe('낮은 편');
    expect(rateWord('anxiety', 1.99)).toBe('낮은 편');
    expect(rateWord('anxiety', 2.0)).toBe('보통');
    expect(rateWord('anxiety', 2.6)).toBe('보통');
    expect(rateWord('anxiety', LOVE_TYPE_THRESHOLDS.anxiety)).toBe('높은 편');
    expect(rateWord('avoidance', LOVE_TYPE_THRESHOLDS.avoidance)).toBe('높은 편');
    expect(rateWord('avoidance', 2.32)).toBe('보통');
    expect(rateWord('anxiety', 3.74)).toBe('높은 편');
    expect(rateWord('anxiety', 3.75)).toBe('아주 높은 편');
    expect(rateWord('avoidance', 5)).toBe('아주 높은 편');
    expect(rateWord('anxiety', null)).toBe('알 수 없음');
    const high = new Set(['높은 편', '아주 높은 편']);
    for (let a = 1; a <= 5; a += 0.01) {
      for (const v of [1, 2.1, 2.5, 3, 4.5]) {
        const category = loveTypeCategoryOf(a, v);
        const anxious = category === 'ANXIETY_TYPE' || category === 'CONFUSION_TYPE';
        const avoidant = category === 'AVOIDANCE_TYPE' || category === 'CONFUSION_TYPE';
        expect(high.has(rateWord('anxiety', a))).toBe(anxious);
        expect(high.has(rateWord('avoidance', v))).toBe(avoidant);
      }
    }
  });
});
