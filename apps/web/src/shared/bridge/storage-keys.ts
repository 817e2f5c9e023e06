import { clearAllDrafts } from '../lib/local-drafts';
/**
 * Local storage keys of SPEC 9 and of the shell flags' browser fallbacks (SPEC 7.3), in one list:
 * the bridge (bridge.ts) is their reader and writer, as the shell is in the app, and the features
 * ask the bridge (`bridge.getChatTutorialSeen()`), never storage (decision 0038). A key of the
 * app's own lives with its code (`app/fonts.ts`); the chat drafts' prefix is here because signing
 * out (auth) clears what the chat writes.
 */
export const StorageKey = {
  accessToken: 'accessToken',
  introSeen: 'intro_seen',
  chatTutorialSeen: 'chat_tutorial_seen',
  questionHelp: 'question_help',
  theme: 'ui-theme',
  activeTheme: 'ui-theme-active',
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

/**
 * In a browser, the local data a withdrawal clears (SPEC 4.2; the shell's `logout(true)` in the
 * app): the token, the shell flags and the chat drafts. The theme choice is kept.
 */
export function clearShellStorage(): void {
  for (const key of [
    StorageKey.accessToken,
    StorageKey.introSeen,
    StorageKey.chatTutorialSeen,
    StorageKey.questionHelp,
  ]) {
    writeStorage(key, null);
  }
  clearAllDrafts();
}
