import { useState } from 'react';
import { useInfiniteQuery } from '@tanstack/react-query';
import { useCanGoBack, useNavigate, useRouter } from '@tanstack/react-router';
import { Check } from 'lucide-react';
import { trackButton } from '@/shared/analytics';
import { useDeleteChatRooms } from '@/features/chat';
import { Button } from '@/shared/ui/button';
import { cn } from '@/shared/ui/cn';
import { ConfirmModal } from '@/shared/ui/confirm-modal';
import { Mascot } from '@/shared/ui/mascot';
import { PageHeader } from '@/shared/ui/page-header';
import { Screen } from '@/shared/ui/screen';
import { toast } from '@/shared/ui/toast';
import { chatHistoryQuery } from '../api/get-chat-rooms';
import { useLoadMore } from '../hooks/use-load-more';
import { historyRooms } from '../model/history-list';
import { HistoryRoom } from './history-room';
import { HistoryNoResult, LoadMore } from './history-states';

/** SPEC 8.3. */
export const DELETE_FAILED_MESSAGE = '히스토리 삭제 중 오류가 발생했습니다';

/**
 * History delete `/history/delete` (SPEC 2.3): the same list as the history (same keyword) with a
 * check on each room; the selection is deleted after the confirm modal (the history modal,
 * decision 0021). The rooms leave the list at once and come back if the server refuses (toast of
 * SPEC 8.3); after a deletion the screen returns to the list.
 */
export function HistoryDeleteScreen({ keyword = '' }: { keyword?: string }) {
  const navigate = useNavigate();
  const router = useRouter();
  const canGoBack = useCanGoBack();
  const history = useInfiniteQuery(chatHistoryQuery(keyword));
  const remove = useDeleteChatRooms();
  const rooms = historyRooms(history.data);
  const [selected, setSelected] = useState<ReadonlySet<number>>(new Set());
  const [confirming, setConfirming] = useState(false);
  // What the modal asks about, fixed when it opens (the rooms leave the list while it runs).
  const [toDelete, setToDelete] = useState<number[]>([]);
  // Only rooms still listed count (one deleted elsewhere drops out of the selection).
  const chosen = rooms.filter((room) => selected.has(room.chatRoomId)).map((r) => r.chatRoomId);

  const loadMore = () => {
    if (history.hasNextPage && !history.isFetchingNextPage) void history.fetchNextPage();
  };
  const sentinel = useLoadMore<HTMLDivElement>(loadMore, history.hasNextPage);

  const backToList = () => {
    if (canGoBack) router.history.back();
    else void navigate({ to: '/history', search: keyword ? { keyword } : {}, replace: true });
  };

  const toggle = (id: number) => {
    trackButton('select_item');
    setSelected((current) => {
      const next = new Set(current);
      if (next.has(id)) next.delete(id);
      else next.add(id);
      return next;
    });
  };

  const deleteChosen = async () => {
    try {
      await remove.mutateAsync(toDelete);
    } catch {
      toast.error(DELETE_FAILED_MESSAGE);
      return;
    }
    toast.success(`대화 기록 ${toDelete.length}개를 삭제했어요`);
    setSelected(new Set());
    backToList();
  };

  return (
    <Screen
      className="px-5"
      header={<PageHeader title="기록 삭제" onBack={backToList} backAnalyticsName="back_delete" />}
      footer={
        <div className="px-5 pt-3 pb-4">
          <Button
            variant="danger"
            size="lg"
            fullWidth
            analyticsName="delete_selected"
            disabled={chosen.length === 0 || remove.isPending}
            onClick={() => {
              setToDelete(chosen);
              setConfirming(true);
            }}
          >
            {chosen.length > 0 ? `${chosen.length}개 삭제하기` : '삭제할 대화를 골라 주세요'}
          </Button>
        </div>
      }
    >
      {keyword && (
        <p className="pt-2 pb-1 text-[14px] text-muted">‘{keyword}’ 검색 결과에서 고르고 있어요</p>
      )}
      {history.isSuccess && rooms.length === 0 ? (
        keyword ? (
          <HistoryNoResult keyword={keyword} />
        ) : (
          <p role="status" className="py-12 text-center text-[15px] text-muted">
            지울 대화 기록이 없어요.
          </p>
        )
      ) : (
        <ul aria-label="삭제할 대화 고르기" className="flex flex-col gap-3 pt-2 pb-6">
          {rooms.map((room) => {
            const checked = selected.has(room.chatRoomId);
            const titleId = `history-delete-${room.chatRoomId}`;
            return (
              <li key={room.chatRoomId}>
                <label
                  className={cn(
                    'flex min-h-11 cursor-pointer items-center gap-3 rounded-card border-2 bg-surface p-4 has-focus-visible:outline-2 has-focus-visible:outline-focus',
                    checked ? 'border-primary' : 'border-transparent',
                  )}
                >
                  <input
                    type="checkbox"
                    className="peer sr-only"
                    checked={checked}
                    onChange={() => toggle(room.chatRoomId)}
                    aria-labelledby={titleId}
                  />
                  <span
                    aria-hidden="true"
                    className={cn(
                      'flex size-6 shrink-0 items-center justify-center rounded-full border-2',
                      checked ? 'border-primary bg-primary text-on-primary' : 'border-muted/50',
                    )}
                  >
                    {checked && <Check className="size-4" strokeWidth={3} />}
                  </span>
                  <HistoryRoom room={room} titleId={titleId} />
                </label>
              </li>
            );
          })}
          {history.hasNextPage && (
            <li>
              <LoadMore
                sentinel={sentinel}
                loading={history.isFetchingNextPage}
                onLoad={loadMore}
              />
            </li>
          )}
        </ul>
      )}
      <ConfirmModal
        open={confirming}
        onOpenChange={setConfirming}
        image={<Mascot size={88} mood="sad" />}
        title={`대화 기록 ${toDelete.length}개를 삭제할까요?`}
        description="삭제한 대화와 요약은 되돌릴 수 없어요."
        cancelLabel="취소"
        confirmLabel="삭제하기"
        onConfirm={deleteChosen}
      />
    </Screen>
  );
}
