import { describe, expect, it } from 'vitest';
import { safeReturnPath, validateAttachmentIntroSearch } from './from-search';

describe('the `from` search param', () => {
  it('keeps an in-app path', () => {
    expect(validateAttachmentIntroSearch({ from: '/my-page' })).toEqual({ from: '/my-page' });
    expect(validateAttachmentIntroSearch({ from: '/' })).toEqual({ from: '/' });
  });

  it('drops anything else (it is optional)', () => {
    expect(validateAttachmentIntroSearch({})).toEqual({});
    for (const from of ['//evil.example', 'https://evil.example', 'my-page', '/\\evil', 3, null]) {
      expect(safeReturnPath(from)).toBeUndefined();
      expect(validateAttachmentIntroSearch({ from })).toEqual({});
    }
  });
});
