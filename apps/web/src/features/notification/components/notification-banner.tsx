import { useEffect, useRef, useState } from 'react';
import { X } from 'lucide-react';
import { useConnection } from '@/shared/network';
import { KindIcon } from './kind-icon';
import { BANNER_MS, type BannerItem } from '../model/banner';

/**
 * The in-app banner of a new notification (decision 0061): a card at the top of the screen, under
 * the connection pill when that shows; a tap opens its screen, ✕ closes it, and it goes by itself
 * after 5 s (held while a pointer or the focus is on it). It slides in unless the member asked
 * for reduced motion.
 */
export function NotificationBanner({
  item,
  onOpen,
  onClose,
}: {
  item: BannerItem;
  onOpen: (item: BannerItem) => void;
  /** `byMember`: its ✕; otherwise its time was up. */
  onClose: (item: BannerItem, byMember: boolean) => void;
}) {
  const connection = useConnection();
  const [held, setHeld] = useState(false);
  const latestClose = useRef(onClose);
  latestClose.current = onClose;

  useEffect(() => {
    if (held) return;
    const timer = setTimeout(() => latestClose.current(item, false), BANNER_MS);
    return () => clearTimeout(timer);
  }, [item, held]);

  // Below the connection pill (h-7 at +4 px) when it shows, never over it.
  const top = connection === 'online' ? '8px' : '40px';
  return (
    <div
      className="pointer-events-none fixed inset-x-0 z-40 flex justify-center px-3"
      style={{ top: `calc(env(safe-area-inset-top) + ${top})` }}
    >
      <div
        role="status"
        aria-live="polite"
        data-testid="notification-banner"
        onPointerEnter={() => setHeld(true)}
        onPointerLeave={() => setHeld(false)}
        onFocus={() => setHeld(true)}
        onBlur={() => setHeld(false)}
        className="dama-banner-in pointer-events-auto flex w-full max-w-[576px] items-stretch overflow-hidden rounded-2xl bg-surface shadow-[0_10px_30px_-12px_rgb(45_36_32/0.45)] ring-1 ring-line"
      >
        <button
          type="button"
          onClick={() => onOpen(item)}
          className="flex min-h-16 min-w-0 flex-1 items-center gap-3 py-3 pl-4 text-left"
        >
          <KindIcon kind={item.kind} />
          <span className="flex min-w-0 flex-col gap-0.5">
            <span className="text-[15px] leading-snug font-bold text-fg">{item.title}</span>
            <span className="line-clamp-2 text-[14px] leading-snug text-muted">{item.body}</span>
          </span>
        </button>
        <button
          type="button"
          aria-label="알림 닫기"
          onClick={() => onClose(item, true)}
          className="flex w-12 shrink-0 items-center justify-center text-muted hover:text-fg"
        >
          <X aria-hidden="true" className="size-5" />
        </button>
      </div>
    </div>
  );
}
