import { Link } from '@tanstack/react-router';
import { ChevronRight } from 'lucide-react';
import type { Question } from '@dama/contract';
import { trackButton } from '@/shared/analytics';
import { cn } from '@/shared/ui/cn';

/**
 * What a question offers: write my answer (`write_answer`) while it is today's and I have not
 * answered, else view the answers (`view_answer`).
 */
export function QuestionAction({
  question,
  isToday,
  className,
}: {
  question: Pick<Question, 'coupleQuestionId' | 'meAnswered'>;
  isToday: boolean;
  className?: string;
}) {
  const write = isToday && !question.meAnswered;
  const search = { coupleQuestionId: question.coupleQuestionId };
  const style = cn(
    'inline-flex min-h-12 items-center justify-center gap-1 rounded-xl px-5 text-[16px] font-semibold',
    write ? 'bg-primary text-on-primary' : 'bg-primary-soft text-primary-soft-fg',
    className,
  );
  return write ? (
    <Link
      to="/question/write-answer"
      search={search}
      onClick={() => trackButton('write_answer')}
      className={style}
    >
      답변 쓰기
      <ChevronRight aria-hidden="true" className="size-4" />
    </Link>
  ) : (
    <Link
      to="/question/see-answer"
      search={search}
      onClick={() => trackButton('view_answer')}
      className={style}
    >
      답변 보기
      <ChevronRight aria-hidden="true" className="size-4" />
    </Link>
  );
}
