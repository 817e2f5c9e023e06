import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useCanGoBack, useNavigate, useRouter } from '@tanstack/react-router';
import { X } from 'lucide-react';
import { formatKoreanDate, todayInKorea, type ChatSummary } from '@dama/contract';
import { isApiError } from '@/shared/api/api-error';
import { trackButton } from '@/shared/analytics';
import { realtime, useStreamEvent, type RealtimeHub } from '@/shared/realtime';
import { Button } from '@/shared/ui/button';
import { ConfirmModal } from '@/shared/ui/confirm-modal';
import { Mascot } from '@/shared/ui/mascot';
import { PageHeader } from '@/shared/ui/page-header';
import { Screen } from '@/shared/ui/screen';
import { Spinner } from '@/shared/ui/spinner';
import { toast } from '@/shared/ui/toast';
import { useDeleteChatRooms } from '../api/delete-chat-rooms';
import { chatSummaryQuery } from '../api/get-chat-summary';
import { levelLabel } from '../model/chat-levels';
import { SafetyServicesSection, SafetySummaryBody } from './safety-summary';

/** How often the summary is read again while it is still being made. */
const SUMMARY_PENDING_POLL_MS = 5_000;

export const DELETE_FAILED_MESSAGE = '히스토리 삭제 중 오류가 발생했습니다';
export const DELETE_TITLE = '이 대화 기록을 삭제할까요?';

const isMissingRoom = (error: unknown) =>
  isApiError(error, 'NO_SUCH_CHAT_ROOM', 'MEMBER_ACCESS_DENIED');

function Keyword({ label, value }: { label: string; value: string | null }) {
  if (!value) return null;
  return (
    <li className="inline-flex min-h-8 items-center gap-1.5 rounded-full bg-primary-soft px-3 text-[14px] text-primary-soft-fg">
      <span className="font-medium">{label}</span>
      <span className="font-bold">{value}</span>
    </li>
  );
}

function SummaryBody({ summary }: { summary: ChatSummary }) {
  const levels = [summary.firstSummary, summary.secondSummary, summary.thirdSummary];
  const date = summary.completedAt
    ? formatKoreanDate(todayInKorea(new Date(summary.completedAt)))
    : null;
  // A room that ended in safety mode: a safety summary with its services, never a tip.
  if (summary.safetyMode) {
    return <SafetySummaryBody summary={summary} kind={summary.safetyMode} date={date} />;
  }
  return (
    <article aria-labelledby="result-title" className="flex flex-col gap-6">
      <header className="flex flex-col items-center gap-3 pt-2 text-center">
        <Mascot size={96} mood="celebrate" />
        {date && <p className="text-[14px] text-muted">{date}의 대화</p>}
        <h2 id="result-title" className="text-[22px] leading-snug font-bold text-fg">
          {summary.totalSummary ?? '오늘 나눈 이야기'}
        </h2>
        <ul aria-label="키워드" className="flex flex-wrap justify-center gap-2">
          <Keyword label="상황" value={summary.situationKeyword} />
          <Keyword label="해결" value={summary.solutionKeyword} />
        </ul>
      </header>
      <div className="flex flex-col gap-3">
        {levels.map((text, index) =>
          text ? (
            <section
              key={index}
              className="rounded-card bg-surface p-5 shadow-[0_1px_0_var(--dama-line)]"
            >
              <h3 className="text-[14px] font-semibold text-primary-soft-fg">
                {levelLabel(index + 1)}
              </h3>
              <p className="mt-2 text-[16px] leading-relaxed whitespace-pre-line text-fg">{text}</p>
            </section>
          ) : null,
        )}
      </div>
    </article>
  );
}

function StateMessage({
  title,
  text,
  busy = false,
}: {
  title: string;
  text: string;
  busy?: boolean;
}) {
  return (
    <section
      role="status"
      className="flex flex-1 flex-col items-center justify-center gap-4 py-10 text-center"
    >
      <Mascot size={112} mood={busy ? 'calm' : 'sad'} />
      <h2 className="text-[20px] font-bold text-fg">{title}</h2>
      <p className="text-[15px] leading-relaxed text-muted">{text}</p>
      {busy && <Spinner className="size-6 text-primary" />}
    </section>
  );
}

/**
 * Chat result `/chat/result?chatId=N` (SPEC 2.3, DESIGN 6): the summary (title, both keywords,
 * the level summaries), honest while it is still being made; delete the entry, read the whole
 * chat, go home or close (to the history when opened from there).
 */
export function ChatResultScreen({
  chatId,
  fromHistory = false,
  hub = realtime,
}: {
  chatId: number;
  fromHistory?: boolean;
  hub?: RealtimeHub;
}) {
  const navigate = useNavigate();
  const router = useRouter();
  const canGoBack = useCanGoBack();
  const remove = useDeleteChatRooms();
  const [confirmDelete, setConfirmDelete] = useState(false);
  const summary = useQuery({
    ...chatSummaryQuery(chatId),
    enabled: chatId > 0,
    throwOnError: (error) => !isMissingRoom(error),
    refetchInterval: (query) =>
      query.state.data?.summaryState === 'PENDING' ? SUMMARY_PENDING_POLL_MS : false,
  });
  const data = summary.data;
  const missing = chatId <= 0 || (summary.isError && isMissingRoom(summary.error));
  const leaveTo = fromHistory ? '/history' : '/';

  useStreamEvent(
    'chat_summary_ready',
    (event) => {
      if (event.chatRoomId === chatId) void summary.refetch();
    },
    { hub },
  );

  // From the history, leaving goes back to it (its keyword and scroll position come back too).
  const leave = (replace: boolean) => {
    if (fromHistory && canGoBack) router.history.back();
    else void navigate({ href: leaveTo, replace });
  };

  const close = () => {
    trackButton('close_result');
    leave(false);
  };

  const deleteEntry = async () => {
    try {
      await remove.mutateAsync([chatId]);
    } catch {
      toast.error(DELETE_FAILED_MESSAGE);
      return;
    }
    toast.success('대화 기록을 삭제했어요');
    leave(true);
  };

  let body;
  if (missing) {
    body = (
      <StateMessage title="대화를 찾을 수 없어요" text="이미 지웠거나 다른 사람의 대화예요." />
    );
  } else if (!data) {
    body = <StateMessage title="요약을 불러오고 있어요" text="잠시만 기다려 주세요." busy />;
  } else if (data.summaryState === 'PENDING') {
    body = (
      <StateMessage
        title="아직 요약을 만들고 있어요"
        text="조금만 더 기다려 주세요. 다 만들어지면 이 화면에 바로 보여 드릴게요."
        busy
      />
    );
  } else if (data.summaryState === 'FAILED') {
    body = (
      <StateMessage
        title="요약을 만들지 못했어요"
        text="대화는 그대로 남아 있어요. 아래에서 다시 볼 수 있어요."
      />
    );
  } else {
    body = <SummaryBody summary={data} />;
  }
  // A safety room's services show even while its summary is not there.
  const servicesWithoutSummary =
    data?.safetyMode && data.summaryState !== 'READY' ? (
      <SafetyServicesSection kind={data.safetyMode} headingId="result-services" />
    ) : null;

  return (
    <Screen
      className="px-5"
      header={
        <PageHeader
          title="대화 요약"
          hideBack
          right={
            <button
              type="button"
              onClick={close}
              aria-label="닫기"
              className="flex size-11 items-center justify-center rounded-full text-fg hover:bg-surface-2"
            >
              <X aria-hidden="true" className="size-6" />
            </button>
          }
        />
      }
      footer={
        <div className="flex gap-2 px-5 pt-3 pb-4">
          {!missing && (
            <Button
              variant="secondary"
              size="md"
              fullWidth
              analyticsName="view_chat"
              onClick={() => void navigate({ to: '/chat', search: { chatId } })}
            >
              대화 다시 보기
            </Button>
          )}
          <Button
            size="md"
            fullWidth
            analyticsName="go_home_from_result"
            onClick={() => void navigate({ to: '/' })}
          >
            홈으로
          </Button>
        </div>
      }
    >
      {body}
      {servicesWithoutSummary}
      {!missing && data && (
        <div className="flex justify-center py-6">
          <button
            type="button"
            onClick={() => {
              trackButton('delete_history');
              setConfirmDelete(true);
            }}
            className="min-h-11 rounded-xl px-4 text-[14px] font-semibold text-danger underline underline-offset-4 hover:bg-surface-2"
          >
            이 기록 삭제하기
          </button>
        </div>
      )}
      <ConfirmModal
        open={confirmDelete}
        onOpenChange={setConfirmDelete}
        image={<Mascot size={88} mood="sad" />}
        title={DELETE_TITLE}
        description="삭제한 대화와 요약은 되돌릴 수 없어요."
        cancelLabel="취소"
        confirmLabel="삭제하기"
        onConfirm={deleteEntry}
      />
    </Screen>
  );
}
