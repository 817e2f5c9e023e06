import type { ChatMessage, MessageStatus, SenderType } from '@dama/contract';
import type { ConversationState } from './conversation';

/** A bubble of the conversation as the screen draws it, oldest first. */
export type ChatItem =
  | {
      kind: 'message';
      key: string;
      messageId: number | null;
      sender: SenderType;
      content: string;
      level: number | null;
      status: MessageStatus | 'SENDING';
      /** `resend`: the send itself failed (sent again with the same client id); `retry`: POST retry. */
      retry: 'resend' | 'retry' | null;
      clientMessageId: string | null;
    }
  | { kind: 'typing'; key: 'typing' }
  | { kind: 'reply'; key: 'reply'; text: string };

/**
 * The conversation: the loaded messages and those the stream settled (each once, by id, a page's
 * copy first), the member's messages still without an id, then the reply in progress. Only the
 * newest member message can be retried with POST retry (the server retries the latest failed one),
 * and only while no reply is under way.
 */
export function chatItems(loaded: ChatMessage[], state: ConversationState): ChatItem[] {
  const byId = new Map<number, ChatMessage>();
  for (const message of state.settled) byId.set(message.messageId, message);
  for (const message of loaded) byId.set(message.messageId, message);
  const messages = [...byId.values()]
    .sort((a, b) => a.messageId - b.messageId)
    .map((message) => ({
      ...message,
      status: state.statusOverrides[message.messageId] ?? message.status,
    }));

  const lastUser = messages.findLast((message) => message.senderType === 'USER');
  const idle = state.reply.phase === 'idle' && !state.outgoing.some((o) => o.status === 'sending');
  const items: ChatItem[] = messages.map((message) => ({
    kind: 'message',
    key: `m${message.messageId}`,
    messageId: message.messageId,
    sender: message.senderType,
    content: message.content,
    level: message.level,
    status: message.status,
    retry:
      message.status === 'FAILED' && message === lastUser && idle && state.outgoing.length === 0
        ? 'retry'
        : null,
    clientMessageId: null,
  }));
  for (const outgoing of state.outgoing) {
    items.push({
      kind: 'message',
      key: `c${outgoing.clientMessageId}`,
      messageId: null,
      sender: 'USER',
      content: outgoing.content,
      level: null,
      status: outgoing.status === 'sending' ? 'SENDING' : 'FAILED',
      retry: outgoing.status === 'failed' && idle ? 'resend' : null,
      clientMessageId: outgoing.clientMessageId,
    });
  }
  const { reply } = state;
  if (reply.phase === 'waiting' || (reply.phase === 'streaming' && reply.text === '')) {
    items.push({ kind: 'typing', key: 'typing' });
  } else if (reply.phase === 'streaming') {
    items.push({ kind: 'reply', key: 'reply', text: reply.text });
  }
  return items;
}
