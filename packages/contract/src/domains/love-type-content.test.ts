import { describe, expect, it } from 'vitest';
import { LoveTypeCategory } from './love-type';
import { LOVE_TYPE_CONTENT, LOVE_TYPE_SCALE_LABELS, loveTypeCategoryOf } from './love-type-content';

describe('loveTypeCategoryOf (DESIGN 9)', () => {
  it.each([
    [2.6, 2.32, 'STABLE_TYPE'],
    [2.61, 2.32, 'ANXIETY_TYPE'],
    [2.6, 2.33, 'AVOIDANCE_TYPE'],
    [2.61, 2.33, 'CONFUSION_TYPE'],
    [1, 1, 'STABLE_TYPE'],
    [5, 5, 'CONFUSION_TYPE'],
  ] as const)('anxiety %d, avoidance %d → %s', (anxiety, avoidance, category) => {
    expect(loveTypeCategoryOf(anxiety, avoidance)).toBe(category);
  });
});

describe('LOVE_TYPE_CONTENT', () => {
  it('describes every category in Korean: name, summary, 3-4 traits, 3 needs, 3 partner tips', () => {
    const names = new Set<string>();
    for (const category of LoveTypeCategory.options) {
      const content = LOVE_TYPE_CONTENT[category];
      expect(content.category).toBe(category);
      names.add(content.name);
      expect(content.name).toMatch(/^[가-힣]+형$/);
      expect(content.summary).toMatch(/[가-힣]/);
      expect(content.traits.length).toBeGreaterThanOrEqual(3);
      expect(content.traits.length).toBeLessThanOrEqual(4);
      expect(content.needs).toHaveLength(3);
      expect(content.partnerTips).toHaveLength(3);
      for (const line of [...content.traits, ...content.needs, ...content.partnerTips]) {
        expect(line).toMatch(/[가-힣]/);
      }
    }
    expect([...names].sort()).toEqual(['불안형', '안정형', '혼란형', '회피형'].sort());
    expect(LOVE_TYPE_SCALE_LABELS).toEqual([
      '전혀 아니다',
      '아니다',
      '보통이다',
      '그렇다',
      '매우 그렇다',
    ]);
  });
});
