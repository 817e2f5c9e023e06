import { useEffect, useRef } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { currentChatRoomQuery } from '../api/get-current-chat-room';
import { chatKeys } from '../api/chat-keys';
import { realtime, useStreamEvent, type RealtimeHub } from '@/shared/realtime';
import { Mascot } from '@/shared/ui/mascot';
import { Screen } from '@/shared/ui/screen';
import { Spinner } from '@/shared/ui/spinner';
import { chatSummaryQuery } from '../api/get-chat-summary';

/** DESIGN 6: how long the loading screen waits for the summary before showing the result. */
export const SUMMARY_WAIT_MS = 20_000;
/** How often the summary is read meanwhile, in case the stream event is missed. */
const SUMMARY_POLL_MS = 2_000;

/**
 * Chat loading `/chat/loading?chatId=N` (SPEC 2.3, DESIGN 6): after the chat was completed, waits
 * for its summary (`chat_summary_ready`, or the summary read every 2 s) for at most 20 s, then
 * shows the result, which says honestly when the summary is not ready yet.
 */
export function ChatLoadingScreen({
  chatId,
  hub = realtime,
  waitMs = SUMMARY_WAIT_MS,
}: {
  chatId?: number;
  hub?: RealtimeHub;
  waitMs?: number;
}) {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const roomId = chatId ?? 0;
  const shown = useRef(false);
  const showResult = () => {
    if (shown.current) return;
    shown.current = true;
    void navigate({ to: '/chat/result', search: { chatId: roomId }, replace: true });
  };

  const summary = useQuery({
    ...chatSummaryQuery(roomId),
    enabled: roomId > 0,
    staleTime: 0,
    refetchInterval: (query) =>
      query.state.data?.summaryState === 'PENDING' ? SUMMARY_POLL_MS : false,
  });
  const state = summary.data?.summaryState;
  const settled = roomId === 0 || summary.isError || (state !== undefined && state !== 'PENDING');

  useEffect(() => {
    if (settled) showResult();
  });

  useStreamEvent(
    'chat_summary_ready',
    (event) => {
      if (event.chatRoomId === roomId) showResult();
    },
    { hub },
  );

  useEffect(() => {
    const timer = setTimeout(showResult, waitMs);
    return () => clearTimeout(timer);
    // Once per screen: the wait starts when the screen opens.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  // SPEC 2.1: the chat status. The completed room is no longer current: the next one is read.
  useEffect(() => {
    queryClient.removeQueries({ queryKey: chatKeys.messages, exact: true });
    queryClient.removeQueries({ queryKey: chatKeys.room, exact: true });
    void queryClient.prefetchQuery(currentChatRoomQuery());
  }, [queryClient]);

  return (
    <Screen>
      <section
        role="status"
        aria-live="polite"
        className="flex flex-1 flex-col items-center justify-center gap-5 px-8 text-center"
      >
        <div className="animate-[dama-fade-in_400ms_ease-out]">
          <Mascot size={128} mood="happy" />
        </div>
        <h1 className="text-[21px] leading-snug font-bold text-fg">
          담이가 오늘 나눈 이야기를
          <br />
          정리하고 있어요
        </h1>
        <p className="text-[15px] leading-relaxed text-muted">잠시만 기다려 주세요.</p>
        <Spinner className="size-7 text-primary" />
      </section>
    </Screen>
  );
}
