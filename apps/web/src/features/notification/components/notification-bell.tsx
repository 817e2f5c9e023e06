import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { Bell } from 'lucide-react';
import { trackButton } from '@/shared/analytics';
import { unreadCountQuery } from '../api/get-unread-count';
import { badgeText, bellLabel } from '../model/bell-label';

/**
 * The bell on home's header: opens the centre; its badge is the unread count (99+ past 99), kept
 * live by `notification_created` / `notifications_read` (the app's notification events host).
 * A count that could not be read shows the bell alone.
 */
export function NotificationBell() {
  const { data: unread = 0 } = useQuery(unreadCountQuery());
  const badge = badgeText(unread);
  return (
    <Link
      to="/notifications"
      aria-label={bellLabel(unread)}
      onClick={() => trackButton('open_notifications')}
      className="relative flex size-11 items-center justify-center rounded-full text-fg hover:bg-surface-2"
    >
      <Bell aria-hidden="true" className="size-6" />
      {badge ? (
        <span
          aria-hidden="true"
          data-testid="notification-badge"
          className="absolute top-1 right-0.5 flex h-[18px] min-w-[18px] items-center justify-center rounded-full bg-primary px-1 text-[11px] leading-none font-bold text-on-primary ring-2 ring-bg"
        >
          {badge}
        </span>
      ) : null}
    </Link>
  );
}
