import { useEffect, useRef } from 'react';
import { useQuery } from '@tanstack/react-query';
import { X } from 'lucide-react';
import type { Question } from '@dama/contract';
import { AnswerStatus } from './answer-status';
import { isApiError } from '@/shared/api/api-error';
import { questionByLevelQuery } from '../api/get-question-by-level';
import { answeredOnText } from '../model/question-book';
import { ViewAnswersLink } from './question-action';
import { QuestionHeading } from './question-heading';

/**
 * The question of the book's chosen level (`selectedLevel`): its text, who answered, and the way
 * to the answers. Shown from the book's cell at once, then as the server has it.
 */
export function SelectedQuestion({
  level,
  fromBook,
  partnerName,
  onClose,
}: {
  level: number;
  fromBook: Question | undefined;
  partnerName: string | null;
  onClose: () => void;
}) {
  const query = useQuery({ ...questionByLevelQuery(level), placeholderData: fromBook });
  const card = useRef<HTMLElement>(null);
  useEffect(() => {
    card.current?.scrollIntoView?.({ block: 'nearest', behavior: 'smooth' });
  }, [level]);

  // No partner: there is no book to choose from.
  if (isApiError(query.error, 'NOT_COUPLE_MEMBER')) return null;
  const question = query.data;

  return (
    <section
      ref={card}
      aria-labelledby="selected-question-title"
      className="relative mt-4 flex flex-col gap-4 rounded-card bg-surface p-5"
    >
      <button
        type="button"
        onClick={onClose}
        aria-label="고른 질문 닫기"
        className="absolute top-2 right-2 flex size-11 items-center justify-center rounded-full text-muted active:bg-surface-2"
      >
        <X aria-hidden="true" className="size-5" />
      </button>
      {question ? (
        <>
          <QuestionHeading
            id="selected-question-title"
            title={question.title}
            content={question.content}
            as="h2"
            size="md"
          />
          {question.answeredTogetherOn ? (
            <p className="text-[14px] font-semibold text-primary-soft-fg">
              {answeredOnText(question.answeredTogetherOn)}
            </p>
          ) : null}
          <AnswerStatus
            meAnswered={question.meAnswered}
            partnerAnswered={question.partnerAnswered}
            partnerName={partnerName}
          />
          <ViewAnswersLink
            coupleQuestionId={question.coupleQuestionId}
            emphasis="secondary"
            className="self-start"
          />
        </>
      ) : (
        <p id="selected-question-title" role="status" className="pr-10 text-[15px] text-muted">
          {query.isError ? `${level}번째 질문은 아직 열리지 않았어요.` : '질문을 불러오고 있어요'}
        </p>
      )}
    </section>
  );
}
