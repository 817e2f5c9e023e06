import { Heart, HeartHandshake, Laugh, Sparkles, ThumbsUp, type LucideIcon } from 'lucide-react';
import type { AnswerReaction } from '@dama/contract';
import { cn } from '@/shared/ui/cn';

const ICONS: Record<AnswerReaction, LucideIcon> = {
  HEART: Heart,
  SAME: HeartHandshake,
  LAUGH: Laugh,
  TOUCHED: Sparkles,
  CHEER: ThumbsUp,
};

/** A reaction's drawing (decorative: its word goes beside it). */
export function ReactionIcon({
  reaction,
  filled = false,
  className,
}: {
  reaction: AnswerReaction;
  filled?: boolean;
  className?: string;
}) {
  const Icon = ICONS[reaction];
  return (
    <Icon
      aria-hidden="true"
      className={cn('size-5 shrink-0', className)}
      fill={filled && reaction === 'HEART' ? 'currentColor' : 'none'}
    />
  );
}
