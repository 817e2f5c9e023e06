import { describe, expect, it } from 'vitest';
import { ANALYTICS_CATEGORIES, BUTTON_NAMES, PAGE_NAMES } from './analytics-names';

describe('analytics names', () => {
  it('lists every button name once, in snake_case', () => {
    expect(new Set(BUTTON_NAMES).size).toBe(BUTTON_NAMES.length);
    for (const name of BUTTON_NAMES) expect(name).toMatch(/^[a-z][a-z0-9]*(_[a-z0-9]+)*$/);
  });

  it('gives every page one of SPEC 2.1 categories', () => {
    for (const [name, category] of Object.entries(PAGE_NAMES)) {
      expect(name).toMatch(/^[a-z][a-z0-9_]*$/);
      expect(ANALYTICS_CATEGORIES).toContain(category);
    }
  });
});
