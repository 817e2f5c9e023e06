/** Local storage keys of SPEC 9 (and the browser fallbacks of the shell flags). */
export const StorageKey = {
  accessToken: 'accessToken',
  introSeen: 'intro_seen',
  chatTutorialSeen: 'chat_tutorial_seen',
  questionHelp: 'question_help',
  theme: 'ui-theme',
  activeTheme: 'ui-theme-active',
  /** Pretendard has loaded on this device before, so its files are likely cached (decision 0030). */
  fontsCached: 'fonts_cached',
} as const;

export function readStorage(key: string): string | null {
  try {
    return window.localStorage.getItem(key);
  } catch {
    return null;
  }
}

export function writeStorage(key: string, value: string | null): void {
  try {
    if (value === null) window.localStorage.removeItem(key);
    else window.localStorage.setItem(key, value);
  } catch {
    // Storage unavailable (private mode): the flag simply is not remembered.
  }
}
