import { useEffect, useState } from 'react';
import { keywordOf } from '../model/history-search';

/** SPEC 2.3's search waits this long after the last keystroke. */
export const SEARCH_DEBOUNCE_MS = 300;

/**
 * The search field's text, and `commit(keyword)` called 300 ms after the typing stops when the
 * keyword it makes differs from the one in the URL. The URL's keyword refills the field when it
 * changes from outside (back, a link).
 */
export function useDebouncedSearch(current: string, commit: (keyword: string) => void) {
  const [text, setText] = useState(current);
  const [shown, setShown] = useState(current);
  if (shown !== current) {
    setShown(current);
    if (keywordOf(text) !== current) setText(current);
  }

  useEffect(() => {
    const keyword = keywordOf(text);
    if (keyword === current) return;
    const timer = setTimeout(() => commit(keyword), SEARCH_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [text, current, commit]);

  return [text, setText] as const;
}
