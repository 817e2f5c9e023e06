import { describe, expect, it } from 'vitest';
import { safeReturnPath, validateLoveTypeIntroSearch } from './from-search';

describe('the `from` search param', () => {
  it('keeps an in-app path', () => {
    expect(validateLoveTypeIntroSearch({ from: '/my-page' })).toEqual({ from: '/my-page' });
    expect(validateLoveTypeIntroSearch({ from: '/' })).toEqual({ from: '/' });
  });

  it('drops anything else (it is optional)', () => {
    expect(validateLoveTypeIntroSearch({})).toEqual({});
    for (const from of ['//evil.example', 'https://evil.example', 'my-page', '/\\evil', 3, null]) {
      expect(safeReturnPath(from)).toBeUndefined();
      expect(validateLoveTypeIntroSearch({ from })).toEqual({});
    }
  });
});
