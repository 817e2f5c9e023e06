import { Heart } from 'lucide-react';
import { cn } from '@/shared/ui/cn';

export interface DDayBadgeProps {
  /** The D-day as the screen works it out: `formatDDay(startLoveDate)`, "D+N" (@dama/contract). */
  label: string;
  className?: string;
}

/** The D-day pill (DESIGN 7): a heart and the label. */
export function DDayBadge({ label, className }: DDayBadgeProps) {
  return (
    <span
      className={cn(
        'inline-flex min-h-8 items-center gap-1.5 rounded-full bg-primary-soft px-3 py-1 text-[14px] font-bold text-primary-soft-fg',
        className,
      )}
    >
      <Heart className="size-4 fill-current" aria-hidden="true" />
      <span className="tabular-nums">{label}</span>
    </span>
  );
}
