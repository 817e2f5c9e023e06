import { useMemo, useState } from 'react';
import { useSuspenseQuery } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { memberQuery } from '@/features/auth';
import type { RealtimeHub } from '@/shared/realtime';
import { ConfirmModal } from '@/shared/ui/confirm-modal';
import { Mascot } from '@/shared/ui/mascot';
import { toast } from '@/shared/ui/toast';
import { useCompleteChatRoom } from '../api/complete-chat-room';
import { useStopChatReply } from '../api/stop-chat-reply';
import { canSendIn, useChatSession } from '../hooks/use-chat-session';
import { useVisibleHeight } from '../hooks/use-visible-height';
import { LAST_LEVEL } from '../model/chat-levels';
import { readChatDraft, writeChatDraft } from '../model/chat-draft';
import { ChatComposer } from './chat-composer';
import { ChatHeader } from './chat-header';
import { ChatTutorial } from './chat-tutorial';
import { LevelBar } from './level-bar';
import { MessageList } from './message-list';
import { ClosingNotice, PausedNotice, TestFirstNotice, UpgradeFailedNotice } from './room-notices';
import { SafetyCard, SafetyModeAnnouncer } from './safety-card';

export const COMPLETE_FAILED_MESSAGE = '채팅 완료 처리 중 오류가 발생했습니다';
export const COMPLETE_TITLE = '대화를 마칠까요?';
export const NOT_TESTED_TITLE = '먼저 애착 유형 테스트를 해 볼까요?';
/** Below this visible height (the keyboard is up) the safety card starts folded. */
const SHORT_COLUMN_PX = 640;

/** Why the field takes no message in a room state (DESIGN 6). */
const DISABLED_REASONS: Record<string, string> = {
  PAUSED: '연인과 연결하면 이어서 이야기할 수 있어요',
  NEED_NEXT_QUESTION: '다음 단계를 준비하고 있어요',
  COMPLETED: '끝난 대화예요',
};

/**
 * Chat main `/chat` (SPEC 2.3, DESIGN 6 and 11): the current room's conversation with 담이, the
 * level, the message field above the keyboard, and the way to end the chat for its summary.
 */
export function ChatScreen({ hub }: { hub?: RealtimeHub }) {
  const navigate = useNavigate();
  const { data: member } = useSuspenseQuery(memberQuery());
  const [notTested, setNotTested] = useState(false);
  const [confirmComplete, setConfirmComplete] = useState(false);
  const [follow, setFollow] = useState(0);
  const session = useChatSession({
    memberId: member.memberId,
    hub,
    onNotTested: () => setNotTested(true),
  });
  const stopReply = useStopChatReply(session.streaming);
  const complete = useCompleteChatRoom();
  const height = useVisibleHeight();
  const { room } = session;
  const { memberId } = member;
  const draft = useMemo(
    () => ({
      initial: readChatDraft(memberId),
      save: (text: string) => writeChatDraft(memberId, text),
    }),
    [memberId],
  );
  // 40010 (CONTRACT) said before the member writes: the test comes first (decision 0053).
  const needsTest = member.loveTypeCategory === null && canSendIn(room);

  const state = room.chatRoomState;
  const safetyMode = room.safetyMode ?? null;
  const canComplete = state === 'ALIVE' || state === 'PAUSED' || state === 'NEED_NEXT_QUESTION';
  const askComplete = () => setConfirmComplete(true);

  const finish = async () => {
    try {
      const { chatRoomId } = await complete.mutateAsync();
      void navigate({ to: '/chat/loading', search: { chatId: chatRoomId }, replace: true });
    } catch {
      toast.error(COMPLETE_FAILED_MESSAGE);
    }
  };

  const send = (text: string) => {
    setFollow((n) => n + 1);
    return session.sendMessage(text);
  };

  return (
    <div className="flex justify-center bg-bg">
      <div
        className="flex h-dvh w-full max-w-app flex-col px-safe pt-safe"
        style={height === undefined ? undefined : { height }}
      >
        <ChatHeader onExit={() => void navigate({ to: '/' })} />
        <LevelBar
          level={room.level}
          safetyMode={safetyMode !== null}
          onComplete={canComplete ? askComplete : undefined}
        />
        <main className="flex min-h-0 flex-1 flex-col">
          <h1 className="sr-only">담이와 대화</h1>
          {safetyMode && (
            <SafetyCard
              chatRoomId={room.chatRoomId}
              kind={safetyMode}
              short={height !== undefined && height < SHORT_COLUMN_PX}
            />
          )}
          <MessageList
            items={session.items}
            older={session.older}
            follow={follow}
            onAction={(item, action) => {
              if (item.retry === 'resend' && item.clientMessageId) {
                if (action === 'delete') session.remove(item.clientMessageId);
                else session.resend(item.clientMessageId);
              } else if (item.retry === 'retry' && item.messageId !== null) {
                session.retryReply(item.messageId);
              }
            }}
          />
          {/* The finished reply, read once (never per chunk). */}
          <div aria-live="polite" className="sr-only">
            {session.announcement ? `담이: ${session.announcement.text}` : ''}
          </div>
          <SafetyModeAnnouncer kind={safetyMode} />
          {state === 'PAUSED' && <PausedNotice onComplete={askComplete} />}
          {state === 'NEED_NEXT_QUESTION' && session.upgradeFailed && (
            <UpgradeFailedNotice onRetry={session.retryUpgrade} />
          )}
          {state === 'ALIVE' && room.level === LAST_LEVEL && !safetyMode && !session.busy && (
            <ClosingNotice onComplete={askComplete} />
          )}
          {needsTest && <TestFirstNotice />}
          <p role="status" className="px-4 text-[13px] leading-relaxed break-keep text-muted">
            {stopReply.notice}
          </p>
          <ChatComposer
            onSend={send}
            draft={draft}
            sendLocked={needsTest}
            busy={session.busy}
            onStop={stopReply.onStop}
            stopping={stopReply.stopping}
            disabledReason={canSendIn(room) ? null : (DISABLED_REASONS[state] ?? null)}
          />
        </main>
      </div>

      <ChatTutorial />
      <ConfirmModal
        open={confirmComplete}
        onOpenChange={setConfirmComplete}
        image={<Mascot size={88} mood="calm" />}
        title={COMPLETE_TITLE}
        description={
          '지금까지 나눈 이야기를 담이가 정리해 드릴게요.\n마친 대화는 이어서 할 수 없어요.'
        }
        // A paused room takes no message: its way out is not "talk more" (issue 24).
        cancelLabel={state === 'PAUSED' ? '다음에 마칠게요' : '더 이야기할래요'}
        confirmLabel="대화 마치기"
        onConfirm={finish}
      />
      <ConfirmModal
        open={notTested}
        onOpenChange={setNotTested}
        image={<Mascot size={88} mood="calm" />}
        title={NOT_TESTED_TITLE}
        description="담이가 두 사람의 마음을 더 잘 이해하려면 나의 애착 유형이 필요해요."
        cancelLabel="다음에 할게요"
        confirmLabel="테스트 하러 가기"
        onConfirm={() => void navigate({ to: '/attachment-test', search: { from: '/chat' } })}
      />
    </div>
  );
}
