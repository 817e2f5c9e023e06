import type { ReactNode } from 'react';
import { cn } from '@/shared/ui/cn';

/** One side of the answers: whose it is, then the answer, or what stands in for it. */
export function AnswerCard({
  who,
  mine = false,
  children,
  action,
}: {
  who: string;
  mine?: boolean;
  children: ReactNode;
  /** Beside the name (say, edit my answer). */
  action?: ReactNode;
}) {
  return (
    <article
      aria-label={`${who}의 답변`}
      className={cn('flex flex-col gap-2 rounded-card p-5', mine ? 'bg-surface' : 'bg-surface-2')}
    >
      <div className="flex min-h-11 items-center justify-between gap-2">
        <p className="text-[15px] font-bold text-fg">{who}</p>
        {action}
      </div>
      {children}
    </article>
  );
}

/** An answer's text, as written (line breaks kept). */
export function AnswerText({ children }: { children: string }) {
  return <p className="text-[16px] leading-relaxed whitespace-pre-line text-fg">{children}</p>;
}

/** What stands where an answer is not shown. */
export function AnswerPlaceholder({ children }: { children: ReactNode }) {
  return <p className="text-[15px] leading-relaxed text-muted">{children}</p>;
}
