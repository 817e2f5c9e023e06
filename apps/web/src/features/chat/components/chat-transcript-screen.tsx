import { useMemo } from 'react';
import { useQuery, useSuspenseInfiniteQuery } from '@tanstack/react-query';
import { PageHeader } from '@/shared/ui/page-header';
import { Screen } from '@/shared/ui/screen';
import { Spinner } from '@/shared/ui/spinner';
import { chatRoomMessagesQuery } from '../api/get-chat-room-messages';
import { chatSummaryQuery } from '../api/get-chat-summary';
import { chatItems } from '../model/chat-items';
import { initialConversation } from '../model/conversation';
import { flattenMessages } from '../model/message-pages';
import { ConversationItems } from './conversation-items';
import { SafetyServicesSection } from './safety-summary';

/**
 * `/chat?chatId=N` (`view_chat` from the result): the whole conversation of a finished room, read
 * only, oldest first; later pages load at the end. A room that ended in safety mode shows its
 * services above the conversation (read from the room's summary, usually cached by the result).
 */
export function ChatTranscriptScreen({ chatId }: { chatId: number }) {
  const query = useSuspenseInfiniteQuery(chatRoomMessagesQuery(chatId));
  const items = useMemo(
    () => chatItems(flattenMessages(query.data), initialConversation),
    [query.data],
  );
  const summary = useQuery({ ...chatSummaryQuery(chatId), throwOnError: false });
  const safetyMode = summary.data?.safetyMode ?? null;

  return (
    <Screen header={<PageHeader title="지난 대화" />}>
      {safetyMode && (
        <div className="px-4 pt-3">
          <SafetyServicesSection
            kind={safetyMode}
            headingId="transcript-services"
            headingLevel={2}
          />
        </div>
      )}
      <h2 className="sr-only">대화 내용 전체</h2>
      <ol aria-label="대화 내용" className="flex flex-col gap-3 px-4 pt-2 pb-6">
        <ConversationItems items={items} />
      </ol>
      {query.hasNextPage && (
        <div className="flex justify-center pb-8">
          <button
            type="button"
            disabled={query.isFetchingNextPage}
            onClick={() => void query.fetchNextPage()}
            className="inline-flex min-h-11 items-center gap-2 rounded-full px-4 text-[14px] font-semibold text-muted hover:bg-surface-2"
          >
            {query.isFetchingNextPage && <Spinner className="size-4" />}
            다음 대화 더 보기
          </button>
        </div>
      )}
    </Screen>
  );
}
