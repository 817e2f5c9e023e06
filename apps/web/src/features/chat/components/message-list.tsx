import { useEffect, useLayoutEffect, useRef, useState } from 'react';
import { ArrowDown } from 'lucide-react';
import { Spinner } from '@/shared/ui/spinner';
import type { ChatItem } from '../model/chat-items';
import { anchoredScrollTop, isNearBottom, type ScrollBox } from '../model/scroll';
import { ConversationItems } from './conversation-items';
import type { OnMessageAction } from './message-bubble';

export interface OlderMessages {
  has: boolean;
  loading: boolean;
  load: () => void;
}

/** What the newest bubble holds: a change means new text at the bottom. */
function tailOf(items: ChatItem[]): string {
  const last = items.at(-1);
  if (!last) return '';
  return `${last.key}:${last.kind === 'reply' ? last.text.length : last.kind}`;
}

/**
 * The live conversation (DESIGN 11): older pages load upward when the top is reached (the view
 * stays on the same message), new text is followed only while the reader is near the bottom,
 * else a "새 메시지" button appears. `follow` changes when the member sends: the view goes down.
 */
export function MessageList({
  items,
  older,
  onAction,
  follow,
}: {
  items: ChatItem[];
  older: OlderMessages;
  onAction: OnMessageAction;
  follow: number;
}) {
  const scroller = useRef<HTMLDivElement>(null);
  const sentinel = useRef<HTMLDivElement>(null);
  const nearBottom = useRef(true);
  const anchor = useRef<ScrollBox | null>(null);
  const [unseen, setUnseen] = useState(false);
  const head = items[0]?.key ?? '';
  const tail = tailOf(items);

  const toBottom = (smooth = false) => {
    const box = scroller.current;
    if (!box) return;
    if (smooth && typeof box.scrollTo === 'function') {
      box.scrollTo({ top: box.scrollHeight, behavior: 'smooth' });
    } else {
      box.scrollTop = box.scrollHeight;
    }
    nearBottom.current = true;
    setUnseen(false);
  };

  const loadOlder = () => {
    const box = scroller.current;
    if (!box || !older.has || older.loading) return;
    anchor.current = {
      scrollTop: box.scrollTop,
      scrollHeight: box.scrollHeight,
      clientHeight: box.clientHeight,
    };
    older.load();
  };

  // Older messages were added above: keep the same message in view (no jump).
  useLayoutEffect(() => {
    const box = scroller.current;
    if (!box || !anchor.current) return;
    box.scrollTop = anchoredScrollTop(anchor.current, box.scrollHeight);
    anchor.current = null;
  }, [head]);

  // New text at the bottom: follow it when reading there, else offer the button.
  useLayoutEffect(() => {
    if (nearBottom.current) toBottom();
    else setUnseen(true);
  }, [tail]);

  useLayoutEffect(() => {
    toBottom();
  }, [follow]);

  // Reaching the top loads the previous page (the button does the same for everyone else).
  useEffect(() => {
    const target = sentinel.current;
    if (!target || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) loadOlder();
      },
      { root: scroller.current, rootMargin: '200px 0px 0px 0px' },
    );
    observer.observe(target);
    return () => observer.disconnect();
  });

  return (
    <div className="relative min-h-0 flex-1">
      <div
        ref={scroller}
        onScroll={(event) => {
          nearBottom.current = isNearBottom(event.currentTarget);
          if (nearBottom.current) setUnseen(false);
        }}
        // Focusable so the conversation scrolls from the keyboard too. Positioned: the bubbles'
        // screen-reader texts (`sr-only`, absolutely placed) stay inside the scrolled area instead
        // of stretching the page below the screen (the paused page scrolled by their height).
        tabIndex={0}
        role="region"
        aria-label="대화"
        className="relative h-full overflow-y-auto overscroll-contain px-4"
      >
        <div ref={sentinel} className="flex min-h-4 justify-center pt-3">
          {older.has &&
            (older.loading ? (
              <span className="flex min-h-11 items-center gap-2 text-[13px] text-muted">
                <Spinner className="size-4" />
                이전 대화를 불러오고 있어요
              </span>
            ) : (
              <button
                type="button"
                onClick={loadOlder}
                className="min-h-11 rounded-full px-4 text-[13px] font-semibold text-muted hover:bg-surface-2"
              >
                이전 대화 더 보기
              </button>
            ))}
        </div>
        <ol aria-label="대화 내용" className="flex flex-col gap-3 pt-2 pb-4">
          <ConversationItems items={items} onAction={onAction} />
        </ol>
      </div>
      {unseen && (
        <button
          type="button"
          onClick={() => toBottom(true)}
          className="absolute bottom-3 left-1/2 inline-flex min-h-11 -translate-x-1/2 items-center gap-1.5 rounded-full bg-toast px-4 text-[14px] font-semibold text-on-toast shadow-lg"
        >
          <ArrowDown aria-hidden="true" className="size-4" />새 메시지
        </button>
      )}
    </div>
  );
}
