import { readStorage, StorageKey, writeStorage } from '@/shared/bridge/storage-keys';

let loading: Promise<void> | null = null;

/**
 * Pretendard (DESIGN: self-hosted, dynamic subsets) is applied by its stylesheet; the browser then
 * fetches the subsets the page's text needs (decision 0030). Loaded once; remembered on the
 * device when its fonts are ready.
 */
const pretendard = () =>
  import('pretendard/dist/web/variable/pretendardvariable-dynamic-subset.css');

export function loadFonts(importStylesheet: () => Promise<unknown> = pretendard): Promise<void> {
  loading ??= importStylesheet()
    .then(() => document.fonts?.ready)
    .then(() => writeStorage(StorageKey.fontsCached, 'true'))
    .catch(() => {
      loading = null; // a failed download (offline): the next screen tries again
    });
  return loading;
}

/**
 * At start-up: where the fonts loaded before (and so are likely in the HTTP cache), at once, so
 * the first screen shows in Pretendard; on a first visit only after the first screen has painted,
 * so its ~200 KB of subsets do not hold that screen back (it shows in the system font and switches
 * when they arrive).
 */
export function loadFontsAtStart(importStylesheet: () => Promise<unknown> = pretendard): void {
  if (readStorage(StorageKey.fontsCached) === 'true') void loadFonts(importStylesheet);
}

/** Test helper: forget that the fonts were loaded in this page. */
export function resetFontsForTests(): void {
  loading = null;
}
