import { CircleAlert, RotateCw } from 'lucide-react';
import { Mascot } from '@/shared/ui/mascot';
import { cn } from '@/shared/ui/cn';
import type { ChatItem } from '../model/chat-items';

type MessageItem = Extract<ChatItem, { kind: 'message' }>;

/** What the member asks of a failed message: send it again (or its reply), or delete it. */
export type OnMessageAction = (item: MessageItem, action: 'retry' | 'delete') => void;

const bubble =
  'max-w-[78%] rounded-[20px] px-4 py-2.5 text-[16px] leading-[1.6] whitespace-pre-wrap break-keep';

/** 담이's avatar beside its bubbles. */
export function DamiAvatar() {
  return (
    <span className="mt-0.5 flex size-9 shrink-0 items-center justify-center rounded-full bg-primary-soft">
      <Mascot size={30} mood="happy" />
    </span>
  );
}

/** 담이's bubble: the stored text, or the reply as it streams (`streaming`: announced busy). */
export function AssistantBubble({
  content,
  streaming = false,
  stopped = false,
}: {
  content: string;
  streaming?: boolean;
  stopped?: boolean;
}) {
  return (
    <div className="flex items-start gap-2">
      <DamiAvatar />
      <div className="flex min-w-0 flex-col items-start gap-1">
        <span className="sr-only">담이:</span>
        {content !== '' && (
          <p
            aria-busy={streaming || undefined}
            className={cn(
              bubble,
              'rounded-tl-md bg-surface text-fg shadow-[0_1px_0_var(--dama-line)]',
            )}
          >
            {content}
            {streaming && (
              <span
                aria-hidden="true"
                className="ml-0.5 inline-block h-[1.1em] w-0.5 translate-y-[3px] animate-pulse bg-primary"
              />
            )}
          </p>
        )}
        {stopped && <p className="px-1 text-[13px] text-muted">답장을 멈췄어요</p>}
      </div>
    </div>
  );
}

const failedAction =
  'ml-1 inline-flex min-h-11 items-center gap-1 rounded-full px-3 font-semibold hover:bg-primary-soft';

/**
 * The member's bubble: sending, sent, or failed with a retry button (a message that did not go
 * can also be deleted: its text stays in the bubble until then, decision 0051).
 */
function UserBubble({ item, onAction }: { item: MessageItem; onAction: OnMessageAction }) {
  const failed = item.status === 'FAILED';
  return (
    <div className="flex flex-col items-end gap-1">
      <span className="sr-only">나:</span>
      <p
        className={cn(
          bubble,
          'rounded-tr-md',
          failed
            ? 'border border-dashed border-primary bg-primary-soft text-primary-soft-fg'
            : 'bg-primary text-on-primary',
          item.status === 'SENDING' && 'opacity-70',
        )}
      >
        {item.content}
      </p>
      {item.status === 'SENDING' && <span className="sr-only">보내는 중</span>}
      {failed && (
        <div className="flex items-center gap-1 text-[13px] font-medium text-danger">
          <CircleAlert aria-hidden="true" className="size-4" />
          <span>{item.retry === 'resend' ? '보내지 못했어요' : '답장을 받지 못했어요'}</span>
          {item.retry && (
            <button
              type="button"
              onClick={() => onAction(item, 'retry')}
              className={cn(failedAction, 'text-primary-soft-fg')}
            >
              <RotateCw aria-hidden="true" className="size-4" />
              다시 시도
            </button>
          )}
          {item.retry === 'resend' && (
            <button
              type="button"
              onClick={() => onAction(item, 'delete')}
              aria-label="보내지 못한 메시지 삭제"
              className={cn(failedAction, '-ml-1 text-muted')}
            >
              삭제
            </button>
          )}
        </div>
      )}
    </div>
  );
}

export function MessageBubble({
  item,
  onAction,
}: {
  item: MessageItem;
  onAction: OnMessageAction;
}) {
  if (item.sender === 'USER') return <UserBubble item={item} onAction={onAction} />;
  return <AssistantBubble content={item.content} stopped={item.status === 'STOPPED'} />;
}

/** Three dots while 담이 writes, until the first chunk. */
export function TypingIndicator() {
  return (
    <div className="flex items-start gap-2">
      <DamiAvatar />
      <div className="flex h-11 items-center gap-1.5 rounded-[20px] rounded-tl-md bg-surface px-4 shadow-[0_1px_0_var(--dama-line)]">
        {[0, 150, 300].map((delay) => (
          <span
            key={delay}
            aria-hidden="true"
            style={{ animationDelay: `${delay}ms` }}
            className="size-2 animate-bounce rounded-full bg-muted/70"
          />
        ))}
        <span className="sr-only">담이가 답장을 쓰고 있어요</span>
      </div>
    </div>
  );
}
