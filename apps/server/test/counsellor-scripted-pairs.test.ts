import { describe, expect, it } from 'vitest';
import { roomSummary } from '../src/modules/counsellor/scripted/summaries';
import { detectTopics, topicById } from '../src/modules/counsellor/scripted/topics';
import { person } from './counsellor-fixtures';
import { PAIR_OPENINGS, PAIR_ROOMS } from './fixtures/scripted-conversations-pairs';

/** Topics the model used to confuse with a neighbour, both sides of each pair (issue 21). */
describe('the scripted topic model on neighbouring topics', () => {
  it('tells each side of a confused pair apart (≥ 95 %)', () => {
    const misses = PAIR_OPENINGS.filter((o) => detectTopics(o.texts)[0]?.id !== o.topic);
    expect(
      misses.length / PAIR_OPENINGS.length,
      misses.map((o) => `${o.topic}: ${o.texts.join(' / ')}`).join('\n'),
    ).toBeLessThanOrEqual(0.05);
  });

  it('a word of the neighbour in passing does not take the topic', () => {
    expect(detectTopics(['인스타 스토리는 올리면서 내 톡엔 답이 없어'])[0]?.id).toBe('contact');
    expect(detectTopics(['남친이 인스타에 우리 사진을 안 올려'])[0]?.id).toBe('sns');
    expect(detectTopics(['전여친이 자꾸 카톡하고 전화해'])[0]?.id).toBe('ex');
    expect(detectTopics(['취준생 남친 대신 데이트 비용 내가 다 내'])[0]?.id).toBe('money');
    expect(detectTopics(['이직 준비하느라 연봉 협상까지 신경 쓰여'])[0]?.id).toBe('career');
    expect(detectTopics(['같이 사니까 설거지로 매일 싸워'])[0]?.id).toBe('cohabiting');
    expect(detectTopics(['설거지를 맨날 쌓아 둬'])[0]?.id).toBe('habits');
    expect(detectTopics(['엄마한테 커밍아웃하는 게 무서워'])[0]?.id).toBe('coming_out');
    expect(detectTopics(['우리 엄마가 남친을 싫어해'])[0]?.id).toBe('parents');
    expect(detectTopics(['치마 입지 말래 옷차림 간섭이 심해'])[0]?.id).toBe('control');
    expect(detectTopics(['살 쪘다고 놀려'])[0]?.id).toBe('appearance');
  });

  it('of two topics named as strongly, the one said first leads (not a list order)', () => {
    expect(detectTopics(['남친이 돈을 막 써', '양말도 아무 데나 벗어'])[0]?.id).toBe('money');
    expect(detectTopics(['남친이 양말을 아무 데나 벗어', '돈도 막 써'])[0]?.id).toBe('habits');
  });

  it('the summary names the worry the member came with, whatever the later levels lean on', () => {
    const summaries = [
      ...PAIR_OPENINGS.map((o) => ({ topic: o.topic, levels: [o.texts] })),
      ...PAIR_ROOMS,
    ];
    const misses: string[] = [];
    for (const room of summaries) {
      const summary = roomSummary({
        member: person('지민', 'ANXIETY_TYPE'),
        partner: person('현우', 'AVOIDANCE_TYPE'),
        levelSummaries: [],
        messages: room.levels.flatMap((texts, i) =>
          texts.map((content) => ({
            level: (i + 1) as 1 | 2 | 3,
            sender: 'USER' as const,
            content,
          })),
        ),
      });
      if (summary.situationKeyword !== topicById(room.topic)?.keyword) {
        misses.push(`${room.topic} → ${summary.situationKeyword}`);
      }
    }
    expect(misses).toEqual([]);
  });
});
