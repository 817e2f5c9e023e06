import { formatDDay } from '@dama/contract';
import { Heart } from 'lucide-react';
import { cn } from '@/shared/ui/cn';

export interface DDayBadgeProps {
  startLoveDate: string | null;
  className?: string;
}

/** "D+N" from the relationship start date (DESIGN 7), or a prompt to set it. */
export function DDayBadge({ startLoveDate, className }: DDayBadgeProps) {
  return (
    <span
      className={cn(
        'inline-flex min-h-8 items-center gap-1.5 rounded-full bg-primary-soft px-3 py-1 text-[14px] font-bold text-primary-soft-fg',
        className,
      )}
    >
      <Heart className="size-4 fill-current" aria-hidden="true" />
      {startLoveDate ? (
        <span className="tabular-nums">{formatDDay(startLoveDate)}</span>
      ) : (
        <span className="font-semibold">처음 만난 날을 알려 주세요</span>
      )}
    </span>
  );
}
