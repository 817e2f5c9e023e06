import { useEffect, useRef, useState } from 'react';
import { useSuspenseQuery } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { LOVE_TYPE_SCALE_LABELS } from '@dama/contract';
import { memberQuery } from '@/shared/auth/member-query';
import { trackButton } from '@/shared/analytics';
import { Button } from '@/shared/ui/button';
import { cn } from '@/shared/ui/cn';
import { PageHeader } from '@/shared/ui/page-header';
import { Screen } from '@/shared/ui/screen';
import { toast } from '@/shared/ui/toast';
import { loveTypeQuestionsQuery } from '../api/get-love-type-questions';
import { useRegisterLoveType } from '../api/register-member-love-type';
import {
  finishTestSession,
  readTestSession,
  saveTestSession,
  type TestSession,
} from '../model/test-session';

/** SPEC 8.3: the love-type test submit failed. */
export const SUBMIT_FAILED = '애착 유형 테스트 제출 중 오류가 발생했어요';

/** How long a tapped answer stays on screen before the next question slides in. */
export const AUTO_ADVANCE_MS = 250;

const SCORES = [1, 2, 3, 4, 5] as const;

/**
 * `/attachment-test/question`: one item at a time on the 5-point scale. Tapping an answer moves
 * on by itself (choosing with the keyboard does not: `다음` does); `back_test` goes to the
 * previous item (from the first, to the intro); the answers stay in session storage, so going
 * back or reloading keeps them. `complete_test` is enabled once all 36 are answered.
 */
export function QuestionScreen() {
  const { data: member } = useSuspenseQuery(memberQuery());
  const { data } = useSuspenseQuery(loveTypeQuestionsQuery());
  const questions = data.list;
  const total = questions.length;
  const last = total - 1;
  const navigate = useNavigate();
  const register = useRegisterLoveType();

  const [session, setSession] = useState<TestSession>(() => {
    const stored = readTestSession(member.memberId);
    return { ...stored, index: Math.min(Math.max(stored.index, 0), Math.max(last, 0)) };
  });
  const [submitting, setSubmitting] = useState(false);
  const advanceTimer = useRef<ReturnType<typeof setTimeout> | null>(null);
  const choosingWithKeyboard = useRef(false);

  useEffect(() => {
    if (!submitting) saveTestSession(member.memberId, session);
  }, [member.memberId, session, submitting]);

  useEffect(
    () => () => {
      if (advanceTimer.current) clearTimeout(advanceTimer.current);
    },
    [],
  );

  const question = questions[session.index];
  if (!question) return null;
  const selected = session.answers[question.questionNumber];
  const answeredCount = questions.filter(
    (q) => session.answers[q.questionNumber] !== undefined,
  ).length;
  const allAnswered = answeredCount === total;
  const isLast = session.index === last;
  const position = session.index + 1;

  function cancelAdvance() {
    if (advanceTimer.current) clearTimeout(advanceTimer.current);
    advanceTimer.current = null;
  }

  function goTo(index: number) {
    cancelAdvance();
    setSession((current) => ({ ...current, index }));
  }

  function choose(score: number) {
    if (!question) return;
    trackButton(`select_option_${score}`);
    const questionNumber = question.questionNumber;
    setSession((current) => ({
      ...current,
      answers: { ...current.answers, [questionNumber]: score },
    }));
  }

  /** After a tap, move on shortly, unless the member moved elsewhere meanwhile. */
  function advanceSoon() {
    if (choosingWithKeyboard.current || isLast) return;
    cancelAdvance();
    const from = session.index;
    advanceTimer.current = setTimeout(() => {
      advanceTimer.current = null;
      setSession((current) => (current.index === from ? { ...current, index: from + 1 } : current));
    }, AUTO_ADVANCE_MS);
  }

  function next() {
    if (selected === undefined || isLast) return;
    goTo(session.index + 1);
  }

  function back() {
    if (session.index === 0) {
      cancelAdvance();
      void navigate({
        to: '/attachment-test',
        search: session.from ? { from: session.from } : {},
      });
      return;
    }
    goTo(session.index - 1);
  }

  async function complete() {
    if (!allAnswered || submitting) return;
    cancelAdvance();
    const results = questions.map((q) => ({
      questionId: q.questionNumber,
      score: session.answers[q.questionNumber] ?? 0,
    }));
    setSubmitting(true);
    try {
      // The hook puts the result into the member in the cache.
      await register.mutateAsync(results);
    } catch {
      setSubmitting(false);
      toast.error(SUBMIT_FAILED);
      return;
    }
    finishTestSession(member.memberId);
    await navigate({ to: '/attachment-test/result/my', replace: true });
  }

  return (
    <Screen
      className="px-5"
      header={<PageHeader title="애착 유형 테스트" onBack={back} backAnalyticsName="back_test" />}
      footer={
        <div className="px-5 pt-3 pb-4">
          {isLast ? (
            <Button
              fullWidth
              analyticsName="complete_test"
              disabled={!allAnswered}
              loading={submitting}
              onClick={() => void complete()}
            >
              결과 보기
            </Button>
          ) : (
            <Button
              fullWidth
              variant="secondary"
              analyticsName="next_question"
              disabled={selected === undefined}
              onClick={next}
            >
              다음
            </Button>
          )}
        </div>
      }
    >
      <div className="flex flex-col gap-2 pt-3">
        <p className="text-[15px] font-semibold text-muted" aria-hidden="true">
          <span className="text-primary-soft-fg">{position}</span> / {total}
        </p>
        <div
          role="progressbar"
          aria-label="테스트 진행"
          aria-valuemin={1}
          aria-valuemax={total}
          aria-valuenow={position}
          aria-valuetext={`${total}문항 중 ${position}번째`}
          className="h-2 overflow-hidden rounded-full bg-surface-2"
        >
          <div
            className="h-full rounded-full bg-coral transition-[width] duration-200"
            style={{ width: `${(position / total) * 100}%` }}
          />
        </div>
      </div>

      <fieldset
        key={question.questionNumber}
        className="mt-8 flex flex-col gap-6"
        onKeyDown={() => {
          choosingWithKeyboard.current = true;
        }}
        onPointerDown={() => {
          choosingWithKeyboard.current = false;
        }}
      >
        <legend className="mb-6 min-h-[5.5rem] text-[21px] leading-snug font-bold text-fg">
          <span className="sr-only">{`${position}번 문항. `}</span>
          {question.content}
        </legend>
        <div className="flex flex-col gap-2.5">
          {SCORES.map((score) => {
            const checked = selected === score;
            const label = LOVE_TYPE_SCALE_LABELS[score - 1];
            return (
              <label
                key={score}
                className={cn(
                  'relative flex min-h-14 cursor-pointer items-center gap-3 rounded-2xl border-2 px-4 text-[16px] font-semibold transition-colors has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-focus',
                  checked
                    ? 'border-primary bg-primary-soft text-primary-soft-fg'
                    : 'border-line bg-surface text-fg',
                )}
              >
                <input
                  type="radio"
                  name={`love-type-q${question.questionNumber}`}
                  value={score}
                  checked={checked}
                  onChange={() => choose(score)}
                  onClick={advanceSoon}
                  // Invisible but covering the whole option: the tap lands on the radio itself.
                  className="absolute inset-0 m-0 size-full cursor-pointer appearance-none opacity-0"
                />
                <span
                  aria-hidden="true"
                  className={cn(
                    'flex size-7 shrink-0 items-center justify-center rounded-full text-[14px]',
                    checked ? 'bg-primary text-on-primary' : 'bg-surface-2 text-muted',
                  )}
                >
                  {score}
                </span>
                <span>{label}</span>
              </label>
            );
          })}
        </div>
      </fieldset>

      {isLast && !allAnswered ? (
        <p className="mt-4 text-[14px] text-muted" role="status">
          아직 답하지 않은 문항이 {total - answeredCount}개 있어요.
        </p>
      ) : null}
    </Screen>
  );
}
