/**
 * What a member was writing, kept on this device until it is sent (issue 24: a draft survives
 * navigation, a reload and an app switch). One entry per member, kind and item in `localStorage`:
 * `dama:draft:<memberId>:<kind>:<id>`. Never throws: blocked or full storage just keeps no draft.
 * Cleared by the writer when the text is saved, and for the member at logout and withdrawal
 * (`clearAllDrafts`, the auth controller and `clearShellStorage`). The device preview's two phones share one storage;
 * the member id keeps their drafts apart.
 */
const PREFIX = 'dama:draft:';

export interface DraftKey {
  memberId: number;
  /** What is being written, e.g. `answer`. */
  kind: string;
  /** Which one, e.g. the couple question's id. */
  id: number | string;
}

const keyOf = ({ memberId, kind, id }: DraftKey) => `${PREFIX}${memberId}:${kind}:${id}`;

function storage(): Storage | null {
  try {
    return window.localStorage;
  } catch {
    return null;
  }
}

export function readDraft(key: DraftKey): string | null {
  try {
    return storage()?.getItem(keyOf(key)) ?? null;
  } catch {
    return null;
  }
}

/** Keeps `text` as the draft; an empty (or blank) text removes it. */
export function writeDraft(key: DraftKey, text: string): void {
  try {
    if (text.trim() === '') storage()?.removeItem(keyOf(key));
    else storage()?.setItem(keyOf(key), text);
  } catch {
    // Storage full or blocked: the text stays on screen, just not across a reload.
  }
}

export function clearDraft(key: DraftKey): void {
  writeDraft(key, '');
}

/** Every draft of the member (logout, withdrawal). */
export function clearMemberDrafts(memberId: number): void {
  clearWithPrefix(`${PREFIX}${memberId}:`);
}

/** Every draft on this device, whoever wrote it (logout, withdrawal: nothing is left behind). */
export function clearAllDrafts(): void {
  clearWithPrefix(PREFIX);
}

function clearWithPrefix(prefix: string): void {
  const store = storage();
  if (!store) return;
  try {
    const keys: string[] = [];
    for (let i = 0; i < store.length; i++) {
      const key = store.key(i);
      if (key?.startsWith(prefix)) keys.push(key);
    }
    for (const key of keys) store.removeItem(key);
  } catch {
    // Nothing to clear.
  }
}
