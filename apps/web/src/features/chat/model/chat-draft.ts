import { CHAT_DRAFT_PREFIX, readStorage, writeStorage } from '@/shared/bridge';

/**
 * The composer's draft, kept on this device per member (`chat_draft:<memberId>` in local
 * storage), so what a member is writing survives leaving the chat, the attachment test, a reload
 * and an app switch (issue 24, decision 0053). It goes when the message is sent, and logout and
 * withdrawal clear every draft (`clearChatDrafts`).
 */
export function chatDraftKey(memberId: number): string {
  return `${CHAT_DRAFT_PREFIX}${memberId}`;
}

export function readChatDraft(memberId: number): string {
  return readStorage(chatDraftKey(memberId)) ?? '';
}

/** Saves the draft; an empty (or blank) one removes it. */
export function writeChatDraft(memberId: number, text: string): void {
  writeStorage(chatDraftKey(memberId), text.trim() === '' ? null : text);
}
