import { SAFETY_SERVICES } from '@dama/contract';
import { describe, expect, it } from 'vitest';
import { EXAMPLE_EXCHANGES } from '../src/modules/counsellor/prompt-examples';
import { OWN_TERMS_RULE, replyMessages } from '../src/modules/counsellor/prompts';
import { context } from './counsellor-fixtures';

/** 담이's system prompt: the example exchanges and the safety services. */

describe('prompts: the system prompt', () => {
  const system = replyMessages(context()).at(0)?.content ?? '';

  it('hold example exchanges with slang, 초성 and English, marked as examples', () => {
    expect(EXAMPLE_EXCHANGES.length).toBeGreaterThanOrEqual(2);
    expect(EXAMPLE_EXCHANGES.length).toBeLessThanOrEqual(3);
    expect(system).toMatch(/\[예시 대화/);
    for (const example of EXAMPLE_EXCHANGES) {
      expect(system).toContain(`회원: ${example.member}`);
      expect(system).toContain(`담이: ${example.dami}`);
      // Reflect, then exactly one question.
      expect(example.dami.match(/\?/g)).toHaveLength(1);
      expect(example.dami.trim().endsWith('?')).toBe(true);
      expect(example.dami).not.toMatch(/요[.?]/); // 반말, not 해요체
    }
    const members = EXAMPLE_EXCHANGES.map((e) => e.member).join(' ');
    expect(members).toMatch(/[ㄱ-ㅎ]{2}/); // 초성
    expect(members).toMatch(/[a-z]{3,}/i); // English
    expect(members).toMatch(/읽씹|개빡/); // slang
  });

  it("ask for the member's concrete subject in their own terms, never a word they did not use", () => {
    for (const level of [1, 2, 3] as const) {
      const prompt = replyMessages(context({ level })).at(0)?.content ?? '';
      expect(prompt).toContain(OWN_TERMS_RULE);
    }
    expect(OWN_TERMS_RULE).toMatch(/회원이 쓴 말에서 찾아 구체적으로/);
    expect(OWN_TERMS_RULE).toMatch(/회원이 쓰지 않은 주제어를 회원이 한 말처럼 붙이지 마/);
    expect(OWN_TERMS_RULE).toMatch(/핵심 표현을 조사까지 자연스럽게/);
    expect(OWN_TERMS_RULE).toMatch(/제안도 그 주제에 맞춰/);
    expect(OWN_TERMS_RULE).toMatch(/설거지.*친구 결혼식.*공감과 해결책/);
  });

  it('name the safety services from the contract, and the abuse exception', () => {
    for (const id of ['suicide', 'mentalCrisis', 'women', 'police', 'digital'] as const) {
      const { name, number } = SAFETY_SERVICES[id];
      expect(system).toContain(`${name} ${number}`);
    }
    expect(system).toContain('자살예방상담전화 109');
    expect(system).toContain('정신건강위기상담 1577-0199');
    expect(system).toContain('여성긴급전화 1366');
    expect(system).toContain('긴급신고 112');
    expect(system).toContain('디지털성범죄피해자지원센터 02-735-8994');
    const level2 = replyMessages(context({ level: 2 })).at(0)?.content ?? '';
    const goal = level2.slice(level2.indexOf('[지금 단계]'));
    expect(goal).toMatch(/누가 잘못했는지 가리지 마/);
    expect(goal).toMatch(/폭력, 협박, 성적인 강요, 스토킹, 통제는 '둘 다의 문제'가 아니야/);
    expect(goal).toMatch(/애착 유형으로 풀이하지 말/);
    expect(goal).toMatch(/사과하라/);
    expect(goal).toMatch(/안전을 먼저/);
  });
});
