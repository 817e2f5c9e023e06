import { useEffect, useMemo, useRef, useState, useSyncExternalStore } from 'react';
import { useQueryClient, useSuspenseInfiniteQuery, useSuspenseQuery } from '@tanstack/react-query';
import type { ChatMessage, CurrentRoom } from '@dama/contract';
import { currentChatRoomQuery } from '../api/get-current-chat-room';
import { isApiError } from '@/shared/api/api-error';
import { chatKeys } from '../api/chat-keys';
import { trackButton } from '@/shared/analytics';
import { realtime, type RealtimeHub } from '@/shared/realtime';
import { toast } from '@/shared/ui/toast';
import { currentChatMessagesQuery, refreshNewestMessages } from '../api/get-current-chat-messages';
import { useRetryChatReply } from '../api/retry-chat-reply';
import { useSendChatMessage } from '../api/send-chat-message';
import { useUpgradeChatRoom } from '../api/upgrade-chat-room';
import { readUnsentMessages, writeUnsentMessages, type UnsentMessage } from '../model/chat-draft';
import { chatItems } from '../model/chat-items';
import { newClientMessageId, type SendOutcome } from '../model/composer';
import { joinedConversation, replyInProgress, type ConversationState } from '../model/conversation';
import { ConversationStore } from '../model/conversation-store';
import { flattenMessages } from '../model/message-pages';
import { useChatStream } from './use-chat-stream';

/** SPEC 8.3 toasts of the chat screen. */
export const SEND_FAILED_MESSAGE = '메시지 전송 중 오류가 발생했습니다';
export const UPGRADE_FAILED_MESSAGE = '채팅방 업그레이드 중 오류가 발생했습니다';

const nowIso = () => new Date().toISOString();

/** How far a stored message's time may be before the unsent copy's and still be that message. */
const CLOCK_SKEW_MS = 60_000;

/**
 * The state a screen opens with: a reply under way it did not see start, and the messages this
 * device kept as unsent (a reload, an app switch), failed with 다시 시도 and 삭제 — except those
 * the server stored after all (one still on its way when the app went away).
 */
function openingConversation(
  room: CurrentRoom,
  unsent: UnsentMessage[],
  loaded: ChatMessage[],
): ConversationState {
  const joined = joinedConversation(room.pendingReply, Date.now());
  const stored = (message: UnsentMessage) =>
    loaded.some(
      (m) =>
        m.senderType === 'USER' &&
        m.content === message.content &&
        Date.parse(m.createdAt) >= Date.parse(message.createdAt) - CLOCK_SKEW_MS,
    );
  const outgoing = unsent
    .filter((message) => !stored(message))
    .map((message) => ({ ...message, status: 'failed' as const }));
  return outgoing.length === 0 ? joined : { ...joined, outgoing };
}

/** States in which the member may send (DESIGN 6: 40009 otherwise). */
export function canSendIn(room: CurrentRoom): boolean {
  return room.chatRoomState === 'BEFORE_INIT' || room.chatRoomState === 'ALIVE';
}

/**
 * The current room's conversation (DESIGN 6, 11): the loaded pages, the live reply, and the
 * actions. Listens to the live stream while mounted; after the stream comes back it fetches the
 * room and its newest page, so what finished meanwhile shows, once.
 */
export function useChatSession({
  memberId,
  hub = realtime,
  onNotTested,
}: {
  /** Whose unsent messages this device keeps (model/chat-draft.ts). */
  memberId: number;
  hub?: RealtimeHub;
  /** 40010 on send: the member has not taken the attachment test. */
  onNotTested: () => void;
}) {
  const queryClient = useQueryClient();
  const roomQuery = useSuspenseQuery(currentChatRoomQuery());
  const room = roomQuery.data;
  const messagesQuery = useSuspenseInfiniteQuery(currentChatMessagesQuery());
  const [store] = useState(
    () =>
      new ConversationStore(
        openingConversation(
          room,
          readUnsentMessages(memberId, room.chatRoomId),
          flattenMessages(messagesQuery.data),
        ),
      ),
  );
  const state = useSyncExternalStore(store.subscribe, store.get, store.get);
  const loaded = useMemo(() => flattenMessages(messagesQuery.data), [messagesQuery.data]);
  const items = useMemo(() => chatItems(loaded, state), [loaded, state]);

  const send = useSendChatMessage();
  const retry = useRetryChatReply();
  const upgrade = useUpgradeChatRoom();
  const [upgradeFailed, setUpgradeFailed] = useState(false);
  const upgradeTried = useRef<string | null>(null);
  const roomRef = useRef(room);
  roomRef.current = room;

  // What was sent but not confirmed stays on this device until it is (or the member deletes it).
  useEffect(() => {
    let kept = store.get().outgoing;
    return store.subscribe(() => {
      const { outgoing } = store.get();
      if (outgoing === kept) return;
      kept = outgoing;
      writeUnsentMessages(memberId, roomRef.current.chatRoomId, outgoing);
    });
  }, [store, memberId]);

  // What the pages show settles what the stream said (drops settled copies and overrides).
  useEffect(() => {
    store.dispatch({ type: 'synced', messages: loaded, fetchedAt: Date.now() });
  }, [store, loaded]);

  // The room says whether a reply is under way (on load, after a background refetch).
  useEffect(() => {
    store.dispatch({
      type: 'synced',
      messages: [],
      pendingReply: room.pendingReply,
      fetchedAt: roomQuery.dataUpdatedAt,
    });
  }, [store, room.pendingReply, roomQuery.dataUpdatedAt]);

  const refresh = () => {
    refreshNewestMessages(queryClient).catch(() => {
      // Reported by the API client; the next event or reconnect tries again.
    });
  };

  /**
   * A local change to the cached room (a state the stream or a send told us). It keeps the time
   * the room was fetched: its `pendingReply` is still that fetch's, and a newer time would make
   * the sync effect read it as fresh and end the reply this screen is waiting for.
   */
  const setRoom = (update: (room: CurrentRoom) => CurrentRoom) => {
    const fetchedAt = queryClient.getQueryState(chatKeys.room)?.dataUpdatedAt;
    queryClient.setQueryData<CurrentRoom>(
      chatKeys.room,
      (current) => (current ? update(current) : current),
      { updatedAt: fetchedAt },
    );
  };

  useChatStream({ hub, store, roomRef, setRoom, refresh });

  const runUpgrade = async () => {
    setUpgradeFailed(false);
    store.dispatch({ type: 'expectReply', at: Date.now() });
    try {
      const next = await upgrade.mutateAsync();
      if (next.chatRoomState !== 'ALIVE') store.dispatch({ type: 'cancelReply' });
      refresh();
    } catch {
      store.dispatch({ type: 'cancelReply' });
      setUpgradeFailed(true);
      toast.error(UPGRADE_FAILED_MESSAGE);
    }
  };

  // DESIGN 6: the app upgrades by itself when a level is finished (event or found on load), once
  // per level, when no reply is under way.
  const idle = state.reply.phase === 'idle';
  useEffect(() => {
    if (room.chatRoomState !== 'NEED_NEXT_QUESTION' || !idle) return;
    const key = `${room.chatRoomId}:${room.level}`;
    if (upgradeTried.current === key) return;
    upgradeTried.current = key;
    void runUpgrade();
    // runUpgrade only dispatches and calls the mutation; it reads nothing that changes.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [room.chatRoomState, room.chatRoomId, room.level, idle]);

  /**
   * Sends (or sends again) the message `clientMessageId`. Failed, it stays as a failed bubble with
   * its text, 다시 시도 and 삭제, offline at once (decision 0051); 40010 takes it back to the
   * composer (`refused`).
   */
  const deliver = async (clientMessageId: string, message: string): Promise<SendOutcome> => {
    try {
      const { messageId } = await send.mutateAsync({ message, clientMessageId });
      store.dispatch({ type: 'sent', clientMessageId, messageId, level: roomRef.current.level });
      if (roomRef.current.chatRoomState === 'BEFORE_INIT') {
        setRoom((r) => ({ ...r, chatRoomState: 'ALIVE' }));
      }
      return 'sent';
    } catch (error) {
      if (isApiError(error, 'MEMBER_NOT_TESTED')) {
        store.dispatch({ type: 'discard', clientMessageId });
        onNotTested();
        return 'refused';
      }
      store.dispatch({ type: 'sendFailed', clientMessageId });
      toast.error(SEND_FAILED_MESSAGE);
      if (isApiError(error, 'NOT_VALID_CHAT_ROOM')) {
        void queryClient.invalidateQueries({ queryKey: chatKeys.room });
      }
      return 'failed';
    }
  };

  return {
    room,
    items,
    announcement: state.announcement,
    busy: replyInProgress(state),
    /** A reply is expected or streaming: the stop button shows (api/stop-chat-reply.ts). */
    streaming: state.reply.phase !== 'idle',
    upgradeFailed,
    older: {
      has: messagesQuery.hasNextPage,
      loading: messagesQuery.isFetchingNextPage,
      load: () => void messagesQuery.fetchNextPage(),
    },
    /** Sends `text` (already checked); `refused`: it did not go and the draft comes back. */
    sendMessage: (text: string): Promise<SendOutcome> => {
      trackButton('send_message');
      const clientMessageId = newClientMessageId();
      store.dispatch({
        type: 'send',
        clientMessageId,
        content: text,
        createdAt: nowIso(),
        at: Date.now(),
      });
      return deliver(clientMessageId, text);
    },
    /** A send that failed goes again with its client id (the server never stores it twice). */
    resend: (clientMessageId: string) => {
      trackButton('retry_message');
      const outgoing = store.get().outgoing.find((o) => o.clientMessageId === clientMessageId);
      if (!outgoing) return;
      store.dispatch({ type: 'resend', clientMessageId, at: Date.now() });
      void deliver(clientMessageId, outgoing.content);
    },
    /** 삭제 on a message that failed to send: it is not sent, and goes from the conversation. */
    remove: (clientMessageId: string) => {
      store.dispatch({ type: 'remove', clientMessageId });
    },
    /** POST retry: the reply to the failed message streams again. */
    retryReply: (messageId: number) => {
      trackButton('retry_message');
      store.dispatch({ type: 'expectReply', at: Date.now(), retryOf: messageId });
      retry.mutateAsync().catch(() => {
        store.dispatch({ type: 'cancelReply', retryOf: messageId });
        toast.error(SEND_FAILED_MESSAGE);
      });
    },
    retryUpgrade: () => void runUpgrade(),
  };
}

export type ChatSession = ReturnType<typeof useChatSession>;
