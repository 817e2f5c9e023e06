import { useEffect, useRef, useState } from 'react';
import { useSuspenseQuery } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import type { LoveTypeQuestion } from '@dama/contract';
import { memberQuery } from '@/features/auth';
import { trackButton } from '@/shared/analytics';
import { toast } from '@/shared/ui/toast';
import { loveTypeQuestionsQuery } from '../api/get-love-type-questions';
import { useRegisterLoveType } from '../api/register-member-love-type';
import {
  advanceFrom,
  answerQuestion,
  canSubmit,
  movesOnAfterTap,
  nextIndex,
  previousIndex,
  resumeSession,
  selectedScore,
  showQuestion,
  submittedAnswers,
  testProgress,
  type TestProgress,
} from './test-flow';
import {
  finishTestSession,
  readTestSession,
  saveTestSession,
  type TestSession,
} from './test-session';

/** SPEC 8.3: the love-type test submit failed. */
export const SUBMIT_FAILED = '애착 유형 테스트 제출 중 오류가 발생했어요';

/** How long a tapped answer stays on screen before the next question slides in. */
export const AUTO_ADVANCE_MS = 250;

/** How the member is choosing an answer: a tap moves on by itself, the keyboard does not. */
export type ChoosingWith = 'pointer' | 'keyboard';

export interface TestSessionView {
  /** The question on screen (none when the list is empty). */
  question: LoveTypeQuestion | undefined;
  /** Its answer so far. */
  selected: number | undefined;
  progress: TestProgress;
  submitting: boolean;
  /** Records the answer to the question on screen (`select_option_<score>`). */
  choose: (score: number) => void;
  /** After a tap on an answer: the next question, shortly (not from the keyboard, nor the last). */
  advanceSoon: () => void;
  /** Notes whether the member is choosing with the keyboard or a pointer. */
  choosingWith: (way: ChoosingWith) => void;
  /** `다음`. */
  next: () => void;
  /** `back_test`: the previous question, or the intro from the first. */
  back: () => void;
  /** `complete_test`: submits, then shows the member's result (a toast when it fails). */
  complete: () => Promise<void>;
}

/**
 * The test in progress on `/attachment-test/question`: the member's session (answers, question on
 * screen, where they came from) in React state, saved to session storage on every change (until
 * it is submitted), moved along by the rules of `test-flow`.
 */
export function useTestSession(): TestSessionView {
  const { data: member } = useSuspenseQuery(memberQuery());
  const { data } = useSuspenseQuery(loveTypeQuestionsQuery());
  const questions = data.list;
  const navigate = useNavigate();
  const register = useRegisterLoveType();

  const [session, setSession] = useState<TestSession>(() =>
    resumeSession(readTestSession(member.memberId), questions.length),
  );
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

  function cancelAdvance() {
    if (advanceTimer.current) clearTimeout(advanceTimer.current);
    advanceTimer.current = null;
  }

  function goTo(index: number) {
    cancelAdvance();
    setSession((current) => showQuestion(current, index));
  }

  function choose(score: number) {
    if (!question) return;
    trackButton(`select_option_${score}`);
    const questionNumber = question.questionNumber;
    setSession((current) => answerQuestion(current, questionNumber, score));
  }

  function advanceSoon() {
    if (!movesOnAfterTap(session, questions, choosingWithKeyboard.current)) return;
    cancelAdvance();
    const from = session.index;
    advanceTimer.current = setTimeout(() => {
      advanceTimer.current = null;
      setSession((current) => advanceFrom(current, from));
    }, AUTO_ADVANCE_MS);
  }

  function next() {
    const index = nextIndex(session, questions);
    if (index !== null) goTo(index);
  }

  function back() {
    const index = previousIndex(session);
    if (index !== null) {
      goTo(index);
      return;
    }
    cancelAdvance();
    void navigate({
      to: '/attachment-test',
      search: session.from ? { from: session.from } : {},
    });
  }

  async function complete() {
    if (!canSubmit(session, questions) || submitting) return;
    cancelAdvance();
    const results = submittedAnswers(session, questions);
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

  return {
    question,
    selected: selectedScore(session, questions),
    progress: testProgress(session, questions),
    submitting,
    choose,
    advanceSoon,
    choosingWith: (way) => {
      choosingWithKeyboard.current = way === 'keyboard';
    },
    next,
    back,
    complete,
  };
}
