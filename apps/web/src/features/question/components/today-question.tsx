import type { Question } from '@dama/contract';
import { AnswerStatus } from './answer-status';
import { ViewAnswersLink, WriteAnswerLink } from './question-action';
import { QuestionHeading } from './question-heading';
import { NudgeButton } from './nudge-button';

function guidance(question: Question, partnerName: string | null, solo: boolean): string {
  if (solo) {
    return question.meAnswered
      ? '연인과 연결하면 내 답변도 함께 옮겨져요.'
      : '연인과 연결하기 전에 먼저 답해 둘 수 있어요.';
  }
  const partner = partnerName ?? '연인';
  if (!question.meAnswered) return `내가 먼저 답하면 ${partner}의 답변도 볼 수 있어요.`;
  if (!question.partnerAnswered) return `${partner}의 답변을 기다리고 있어요.`;
  return '둘 다 답했어요! 내일 새 질문이 열려요.';
}

/**
 * The calendar's today-question section: the question, who answered, and write my answer (while I
 * have not) or view the answers (the partner's stays hidden there until I answer; a member alone
 * has no partner's to look at before answering), and 콕 찌르기 while the partner has not answered.
 */
export function TodayQuestion({
  question,
  partnerName,
  solo,
}: {
  question: Question;
  /** Null with no partner (no chip for them). */
  partnerName: string | null;
  solo: boolean;
}) {
  return (
    <section
      aria-labelledby="today-question-title"
      className="mt-4 flex flex-col gap-4 rounded-card bg-surface p-5 shadow-[0_1px_0_var(--dama-line)]"
    >
      <h2 id="today-question-title" className="text-[15px] font-bold text-primary">
        오늘의 질문
      </h2>
      <QuestionHeading title={question.title} content={question.content} as="h3" />
      <AnswerStatus
        meAnswered={question.meAnswered}
        partnerAnswered={question.partnerAnswered}
        partnerName={partnerName}
      />
      <p className="text-[14px] leading-relaxed text-muted">
        {guidance(question, partnerName, solo)}
      </p>
      {question.meAnswered ? (
        <ViewAnswersLink coupleQuestionId={question.coupleQuestionId} />
      ) : solo ? (
        <WriteAnswerLink coupleQuestionId={question.coupleQuestionId} />
      ) : (
        <div className="flex gap-2">
          <WriteAnswerLink coupleQuestionId={question.coupleQuestionId} className="flex-1" />
          <ViewAnswersLink coupleQuestionId={question.coupleQuestionId} emphasis="secondary" />
        </div>
      )}
      {/* 콕 찌르기 (issue 25): with a partner who has not answered today's question yet. */}
      {!solo && !question.partnerAnswered ? (
        <NudgeButton partnerName={partnerName ?? '연인'} />
      ) : null}
    </section>
  );
}
