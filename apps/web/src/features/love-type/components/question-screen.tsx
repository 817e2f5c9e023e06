import { PageHeader } from '@/shared/ui/page-header';
import { Screen } from '@/shared/ui/screen';
import { useTestSession } from '../model/use-test-session';
import { QuestionCard } from './question-card';
import { QuestionFooter } from './question-footer';
import { QuestionProgress } from './question-progress';

/**
 * `/attachment-test/question`: one item at a time on the 5-point scale. Tapping an answer moves
 * on by itself (choosing with the keyboard does not: `다음` does); `back_test` goes to the
 * previous item (from the first, to the intro); the answers stay in session storage, so going
 * back or reloading keeps them. `complete_test` is enabled once all 36 are answered.
 * (The session and its rules: `useTestSession`, `model/test-flow`.)
 */
export function QuestionScreen() {
  const test = useTestSession();
  const { question, progress } = test;
  if (!question) return null;

  return (
    <Screen
      className="px-5"
      header={
        <PageHeader title="애착 유형 테스트" onBack={test.back} backAnalyticsName="back_test" />
      }
      footer={
        <QuestionFooter
          isLast={progress.isLast}
          answered={test.selected !== undefined}
          allAnswered={progress.allAnswered}
          submitting={test.submitting}
          onNext={test.next}
          onComplete={() => void test.complete()}
        />
      }
    >
      <QuestionProgress position={progress.position} total={progress.total} />

      <QuestionCard
        key={question.questionNumber}
        question={question}
        position={progress.position}
        selected={test.selected}
        onChoose={test.choose}
        onTap={test.advanceSoon}
        onChoosingWith={test.choosingWith}
      />

      {progress.isLast && !progress.allAnswered ? (
        <p className="mt-4 text-[14px] text-muted" role="status">
          아직 답하지 않은 문항이 {progress.remaining}개 있어요.
        </p>
      ) : null}
    </Screen>
  );
}
