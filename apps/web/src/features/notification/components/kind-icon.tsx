// Icons the app already draws elsewhere where one fits (every lucide icon the app uses is in the
// first screen's chunk, build/initial-chunk.ts): only the nudge's hand is new.
import {
  CalendarHeart,
  CircleHelp,
  FileText,
  Hand,
  HeartHandshake,
  MessageCircleHeart,
  UserX,
  type LucideIcon,
} from 'lucide-react';
import type { NotificationKind } from '@dama/contract';
import { cn } from '@/shared/ui/cn';

const ICONS: Record<NotificationKind, LucideIcon> = {
  PARTNER_ANSWERED: MessageCircleHeart,
  PARTNER_NUDGED: Hand,
  PARTNER_REACTED: HeartHandshake,
  QUESTION_ARRIVED: CircleHelp,
  SUMMARY_READY: FileText,
  ANNIVERSARY_SOON: CalendarHeart,
  ANNIVERSARY_TODAY: CalendarHeart,
  COUPLE_CONNECTED: HeartHandshake,
  COUPLE_DISCONNECTED: UserX,
};

/** A notification kind's icon in a soft round tile. */
export function KindIcon({ kind, className }: { kind: NotificationKind; className?: string }) {
  const Icon = ICONS[kind];
  return (
    <span
      aria-hidden="true"
      className={cn(
        'flex size-10 shrink-0 items-center justify-center rounded-full bg-primary-soft text-primary-soft-fg',
        className,
      )}
    >
      <Icon className="size-5" />
    </span>
  );
}
