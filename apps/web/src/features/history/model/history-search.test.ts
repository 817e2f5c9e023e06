import { describe, expect, it } from 'vitest';
import { HISTORY_KEYWORD_MAX_LENGTH } from '@dama/contract';
import { KEYWORD_MAX_LENGTH, keywordOf, validateHistorySearch } from './history-search';

describe('history search params', () => {
  it('keeps a trimmed, composed keyword; blank or missing is no keyword', () => {
    expect(validateHistorySearch({ keyword: '  연락 ' })).toEqual({ keyword: '연락' });
    expect(validateHistorySearch({ keyword: '연락'.normalize('NFD') })).toEqual({
      keyword: '연락',
    });
    expect(validateHistorySearch({ keyword: '   ' })).toEqual({});
    expect(validateHistorySearch({})).toEqual({});
    expect(validateHistorySearch({ keyword: ['a'] })).toEqual({});
    expect(validateHistorySearch({ keyword: 100 })).toEqual({ keyword: '100' });
  });

  it('cuts the keyword at the server’s limit, by characters', () => {
    expect(KEYWORD_MAX_LENGTH).toBe(HISTORY_KEYWORD_MAX_LENGTH);
    expect(keywordOf('가'.repeat(120))).toBe('가'.repeat(100));
    expect(Array.from(keywordOf('😀'.repeat(120)))).toHaveLength(100);
  });
});
