// Search params of the history routes. Plain functions: a route's validateSearch is not
// code-split, so nothing here may pull zod or the contract's values into the first screen.

/** The longest keyword the server takes (the contract's HISTORY_KEYWORD_MAX_LENGTH; a test checks). */
export const KEYWORD_MAX_LENGTH = 100;

export interface HistorySearch {
  /** The search as typed (trimmed); absent = every completed room. */
  keyword?: string;
}

/** What is searched for `text`: composed (NFC), trimmed, at most the server's length; '' = none. */
export function keywordOf(text: string): string {
  return Array.from(text.normalize('NFC').trim()).slice(0, KEYWORD_MAX_LENGTH).join('').trim();
}

export function validateHistorySearch(search: Record<string, unknown>): HistorySearch {
  const raw = search.keyword;
  const keyword =
    typeof raw === 'string' ? keywordOf(raw) : typeof raw === 'number' ? String(raw) : '';
  return keyword ? { keyword } : {};
}
