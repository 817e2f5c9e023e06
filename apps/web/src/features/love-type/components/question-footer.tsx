import { Button } from '@/shared/ui/button';

export interface QuestionFooterProps {
  /** On the last question: `결과 보기` (complete_test) instead of `다음` (next_question). */
  isLast: boolean;
  /** The question on screen is answered (`다음` is enabled). */
  answered: boolean;
  /** Every question is answered (`결과 보기` is enabled). */
  allAnswered: boolean;
  submitting: boolean;
  onNext: () => void;
  onComplete: () => void;
}

/** The button under the question: `다음`, or `결과 보기` on the last one. */
export function QuestionFooter({
  isLast,
  answered,
  allAnswered,
  submitting,
  onNext,
  onComplete,
}: QuestionFooterProps) {
  return (
    <div className="px-5 pt-3 pb-4">
      {isLast ? (
        <Button
          fullWidth
          analyticsName="complete_test"
          disabled={!allAnswered}
          loading={submitting}
          onClick={onComplete}
        >
          결과 보기
        </Button>
      ) : (
        <Button
          fullWidth
          variant="secondary"
          analyticsName="next_question"
          disabled={!answered}
          onClick={onNext}
        >
          다음
        </Button>
      )}
    </div>
  );
}
