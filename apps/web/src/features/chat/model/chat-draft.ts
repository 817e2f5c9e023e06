import { readDraft, writeDraft, type DraftKey } from '@/shared/lib/local-drafts';

/**
 * The composer's draft, kept on this device per member (`shared/lib/local-drafts.ts`, kind
 * `chat`), so what a member is writing survives leaving the chat, the attachment test, a reload
 * and an app switch (issue 24, decision 0053). It goes when the message is sent; logout and
 * withdrawal clear every draft.
 */
const draftKey = (memberId: number): DraftKey => ({ memberId, kind: 'chat', id: 'composer' });

export function readChatDraft(memberId: number): string {
  return readDraft(draftKey(memberId)) ?? '';
}

/** Saves the draft; an empty (or blank) one removes it. */
export function writeChatDraft(memberId: number, text: string): void {
  writeDraft(draftKey(memberId), text);
}
