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

/**
 * Messages the member sent that the server never confirmed (failed, or still on their way when
 * the app went away), kept on this device for the room they were written in, so a reload or an
 * app switch shows them again as failed with 다시 시도 and 삭제 (issue 24). One entry per member.
 */
export interface UnsentMessage {
  clientMessageId: string;
  content: string;
  createdAt: string;
}

const unsentKey = (memberId: number): DraftKey => ({ memberId, kind: 'chat', id: 'unsent' });

function isUnsent(value: unknown): value is UnsentMessage {
  if (typeof value !== 'object' || value === null) return false;
  const { clientMessageId, content, createdAt } = value as Record<string, unknown>;
  return (
    typeof clientMessageId === 'string' &&
    typeof content === 'string' &&
    typeof createdAt === 'string'
  );
}

/** The room's unsent messages on this device, oldest first ([] for another room or none). */
export function readUnsentMessages(memberId: number, chatRoomId: number): UnsentMessage[] {
  try {
    const saved = JSON.parse(readDraft(unsentKey(memberId)) ?? 'null') as unknown;
    if (typeof saved !== 'object' || saved === null) return [];
    const { roomId, messages } = saved as { roomId?: unknown; messages?: unknown };
    if (roomId !== chatRoomId || !Array.isArray(messages)) return [];
    return messages.filter(isUnsent);
  } catch {
    return [];
  }
}

/** Keeps the room's unsent messages; none removes the entry. */
export function writeUnsentMessages(
  memberId: number,
  chatRoomId: number,
  messages: readonly UnsentMessage[],
): void {
  const kept = messages.map(({ clientMessageId, content, createdAt }) => ({
    clientMessageId,
    content,
    createdAt,
  }));
  writeDraft(
    unsentKey(memberId),
    kept.length === 0 ? '' : JSON.stringify({ roomId: chatRoomId, messages: kept }),
  );
}
