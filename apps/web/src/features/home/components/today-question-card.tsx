import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { ChevronRight } from 'lucide-react';
import type { Partner } from '@dama/contract';
import { AnswerStatus, todayQuestionQuery } from '@/features/question';
import { trackButton } from '@/shared/analytics';

/**
 * Home's today-question card (`open_today_question`): the question, whether I and my partner
 * answered, and the way to write my answer or read both. Today's question may fail on its own
 * (SPEC 2.1): the card is then left out.
 */
export function TodayQuestionCard({ partner }: { partner: Partner | null | undefined }) {
  const { data: question } = useQuery(todayQuestionQuery());
  if (!question) return null;
  const write = !question.meAnswered;

  return (
    <Link
      to={write ? '/question/write-answer' : '/question/see-answer'}
      search={{ coupleQuestionId: question.coupleQuestionId }}
      onClick={() => trackButton('open_today_question')}
      aria-labelledby="home-question-title home-question-content"
      aria-describedby="home-question-status"
      className="mt-4 flex flex-col gap-3 rounded-card bg-surface p-5 shadow-[0_1px_0_var(--dama-line)]"
    >
      <div className="flex items-center justify-between">
        <p id="home-question-title" className="text-[14px] font-bold text-primary">
          오늘의 질문
        </p>
        <span className="flex items-center gap-0.5 text-[14px] font-semibold text-muted">
          {write ? '답하러 가기' : '답변 보기'}
          <ChevronRight aria-hidden="true" className="size-4" />
        </span>
      </div>
      <p id="home-question-content" className="text-[17px] leading-snug font-bold text-fg">
        {question.content}
      </p>
      <AnswerStatus
        id="home-question-status"
        meAnswered={question.meAnswered}
        partnerAnswered={question.partnerAnswered}
        partnerName={partner ? (partner.nickname ?? '연인') : null}
      />
    </Link>
  );
}
