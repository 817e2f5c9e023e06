import { useRef, type RefObject } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import type { CurrentRoom } from '@dama/contract';
import { useStreamEvent, type RealtimeHub } from '@/shared/realtime';
import { currentChatRoomQuery } from '../api/get-current-chat-room';
import { chatKeys } from '../api/chat-keys';
import { refreshNewestMessages } from '../api/get-current-chat-messages';
import type { ConversationStore } from '../model/conversation-store';

/**
 * The chat screen's live events (DESIGN 6, SPEC 4.7): the reply's chunks and its end, the room's
 * level, pause and safety mode, a partner linked while paused; after the stream was away (or on
 * its first open while a reply was awaited) the room and its newest page are read again.
 */
export function useChatStream({
  hub,
  store,
  roomRef,
  setRoom,
  refresh,
}: {
  hub: RealtimeHub;
  store: ConversationStore;
  /** The room as last rendered. */
  roomRef: RefObject<CurrentRoom>;
  /** A local change to the cached room (use-chat-session.ts). */
  setRoom: (update: (room: CurrentRoom) => CurrentRoom) => void;
  /** Reads the newest page again. */
  refresh: () => void;
}): void {
  const queryClient = useQueryClient();

  /** After the stream was away: the room and its newest page again. */
  const resync = async () => {
    const at = Date.now();
    const fresh = await queryClient.fetchQuery({ ...currentChatRoomQuery(), staleTime: 0 });
    if (fresh.chatRoomId !== roomRef.current.chatRoomId) {
      // The room ended meanwhile (24 h idle, another device): start over with the new one.
      await queryClient.resetQueries({ queryKey: chatKeys.messages });
      return;
    }
    const page = await refreshNewestMessages(queryClient);
    store.dispatch({
      type: 'synced',
      messages: page.list,
      pendingReply: fresh.pendingReply,
      fetchedAt: at,
    });
  };

  const ours = (chatRoomId: number) => chatRoomId === roomRef.current.chatRoomId;
  const seenOpen = useRef(hub.getState() === 'OPEN');

  useStreamEvent(
    'connected',
    () => {
      // After a drop, and also on the first open when a reply was awaited before it: its events
      // reached no connection (a send from a screen opened before the app's stream was).
      const awaited = store.get().reply.phase !== 'idle';
      if (seenOpen.current || awaited) void resync().catch(() => undefined);
      seenOpen.current = true;
    },
    { hub },
  );
  useStreamEvent('chat_response', (text) => store.dispatch({ type: 'chunk', text }), { hub });
  useStreamEvent(
    'chat_response_snapshot',
    ({ chatRoomId, content }) => {
      if (ours(chatRoomId)) store.dispatch({ type: 'snapshot', content, at: Date.now() });
    },
    { hub },
  );
  /** The reply ended as the message `messageId` (stored, or stopped with its part). */
  const settle = (type: 'stored' | 'stopped', messageId: number) => {
    const at = Date.now();
    store.dispatch({
      type,
      messageId,
      level: roomRef.current.level,
      createdAt: new Date().toISOString(),
      at,
    });
    refresh();
  };
  useStreamEvent('ai_response_id', (messageId) => settle('stored', messageId), { hub });
  useStreamEvent(
    'chat_stopped',
    ({ chatRoomId, messageId }) => {
      if (ours(chatRoomId)) settle('stopped', messageId);
    },
    { hub },
  );
  useStreamEvent(
    'chat_error',
    ({ chatRoomId, messageId }) => {
      if (!ours(chatRoomId)) return;
      store.dispatch({ type: 'failed', messageId, at: Date.now() });
      refresh();
    },
    { hub },
  );
  useStreamEvent(
    'current_level_finished',
    ({ chatRoomId }) => {
      if (ours(chatRoomId)) setRoom((r) => ({ ...r, chatRoomState: 'NEED_NEXT_QUESTION' }));
    },
    { hub },
  );
  useStreamEvent(
    'chat_room_paused',
    ({ chatRoomId, reason }) => {
      if (!ours(chatRoomId)) return;
      setRoom((r) => ({ ...r, chatRoomState: 'PAUSED', pausedReason: reason }));
      store.dispatch({ type: 'cancelReply' });
    },
    { hub },
  );
  // Safety mode (issue 21): sent before the reply that answers it, so the card shows at once.
  useStreamEvent(
    'chat_safety_mode',
    ({ chatRoomId, safetyMode }) => {
      if (ours(chatRoomId)) setRoom((r) => ({ ...r, safetyMode }));
    },
    { hub },
  );
  // A partner linked while paused: the room can go on (NEED_NEXT_QUESTION, then the upgrade).
  useStreamEvent(
    'couple_connected',
    () => {
      if (roomRef.current.chatRoomState === 'PAUSED') {
        void queryClient.invalidateQueries({ queryKey: chatKeys.room });
      }
    },
    { hub },
  );
}
