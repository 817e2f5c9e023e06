import type { ReactNode } from 'react';
import { Link } from '@tanstack/react-router';
import { Mascot } from '@/shared/ui/mascot';
import { Spinner } from '@/shared/ui/spinner';

/** A question the screen cannot show or answer: why, and the way back to the calendar. */
export function QuestionUnavailable({
  title,
  description,
  children,
}: {
  title: string;
  description: string;
  /** Another way on (say, to the answers), shown before the way back. */
  children?: ReactNode;
}) {
  return (
    <div
      role="status"
      className="flex flex-1 flex-col items-center justify-center gap-3 py-16 text-center"
    >
      <Mascot size={96} mood="calm" />
      <p className="text-[18px] font-bold text-fg">{title}</p>
      <p className="text-[15px] leading-relaxed text-muted">{description}</p>
      <div className="mt-3 flex flex-col items-center gap-2">
        {children}
        <Link
          to="/question"
          className="inline-flex min-h-11 items-center rounded-xl px-4 text-[15px] font-semibold text-primary-soft-fg"
        >
          질문 목록으로 가기
        </Link>
      </div>
    </div>
  );
}

/** The copy for a question id that is not there or not ours (40012, 40302, or none given). */
export const QUESTION_NOT_FOUND = {
  title: '질문을 찾을 수 없어요',
  description: '지워졌거나 볼 수 없는 질문이에요.',
} as const;

/** A question screen while its question loads: a spinner named for screen readers. */
export function QuestionLoading({ label }: { label: string }) {
  return (
    <div role="status" aria-label={label} className="flex flex-1 items-center justify-center">
      <Spinner className="size-6 text-primary" />
    </div>
  );
}
