import type { LoveTypeAnswer } from '@dama/contract';
import type { TestSession } from './test-session';

/**
 * The rules of the test in progress, pure (the question screen keeps a `TestSession` in React
 * state through `useTestSession` and asks these what it may do): which question is on screen,
 * where next and back go, when the test can be submitted and what is sent.
 */

/** What the rules need of a question: its number (the answers are kept by question number). */
export interface NumberedQuestion {
  questionNumber: number;
}

/** Where the member stands: the question on screen (1-based) and how many are answered. */
export interface TestProgress {
  /** 1-based position of the question on screen. */
  position: number;
  total: number;
  answered: number;
  /** Questions not answered yet. */
  remaining: number;
  isLast: boolean;
  allAnswered: boolean;
}

/** A stored session as the screen resumes it: its index kept within the questions there are. */
export function resumeSession(stored: TestSession, total: number): TestSession {
  const last = Math.max(total - 1, 0);
  return { ...stored, index: Math.min(Math.max(stored.index, 0), last) };
}

/** The session with `score` as the answer to question `questionNumber` (replacing any earlier). */
export function answerQuestion(
  session: TestSession,
  questionNumber: number,
  score: number,
): TestSession {
  return { ...session, answers: { ...session.answers, [questionNumber]: score } };
}

/** The session with question `index` on screen. */
export function showQuestion(session: TestSession, index: number): TestSession {
  return { ...session, index };
}

/** The answer given to the question on screen, if any. */
export function selectedScore(
  session: TestSession,
  questions: readonly NumberedQuestion[],
): number | undefined {
  const question = questions[session.index];
  return question ? session.answers[question.questionNumber] : undefined;
}

export function testProgress(
  session: TestSession,
  questions: readonly NumberedQuestion[],
): TestProgress {
  const total = questions.length;
  const answered = questions.filter((q) => session.answers[q.questionNumber] !== undefined).length;
  return {
    position: session.index + 1,
    total,
    answered,
    remaining: total - answered,
    isLast: session.index === total - 1,
    allAnswered: answered === total,
  };
}

/** `다음`: the next question's index, once the one on screen is answered; none on the last. */
export function nextIndex(
  session: TestSession,
  questions: readonly NumberedQuestion[],
): number | null {
  if (selectedScore(session, questions) === undefined) return null;
  if (testProgress(session, questions).isLast) return null;
  return session.index + 1;
}

/** `back_test`: the previous question's index; none on the first (the member leaves the test). */
export function previousIndex(session: TestSession): number | null {
  return session.index === 0 ? null : session.index - 1;
}

/** Whether a tapped answer moves on by itself: not with the keyboard, never from the last item. */
export function movesOnAfterTap(
  session: TestSession,
  questions: readonly NumberedQuestion[],
  choosingWithKeyboard: boolean,
): boolean {
  return !choosingWithKeyboard && !testProgress(session, questions).isLast;
}

/**
 * The move after a tap on question `from`, once the pause is over: to the next question, unless
 * the member went elsewhere meanwhile (then the session stays as it is).
 */
export function advanceFrom(session: TestSession, from: number): TestSession {
  return session.index === from ? showQuestion(session, from + 1) : session;
}

/** `complete_test`: only once every question is answered. */
export function canSubmit(session: TestSession, questions: readonly NumberedQuestion[]): boolean {
  return testProgress(session, questions).allAnswered;
}

/** What is sent: one answer per question, in the questions' order. */
export function submittedAnswers(
  session: TestSession,
  questions: readonly NumberedQuestion[],
): LoveTypeAnswer[] {
  return questions.map((q) => ({
    questionId: q.questionNumber,
    score: session.answers[q.questionNumber] ?? 0,
  }));
}
