import { z } from 'zod';
import { loveTypeTestKey } from './test-progress';
import { sessionStore } from '@/shared/lib/session-store';

const Score = z.number().int().min(1).max(5);

/** Answers by question number; an entry that is not a whole question number and a 1…5 score is dropped. */
const Answers = z.record(z.string(), z.unknown()).transform((stored) => {
  const answers: Record<number, number> = {};
  for (const [key, score] of Object.entries(stored)) {
    const number = Number(key);
    if (Number.isInteger(number) && number > 0 && Score.safeParse(score).success) {
      answers[number] = score as number;
    }
  }
  return answers;
});

/**
 * The test in progress: the answers so far (question number → 1…5), the question on screen and
 * where the member came from. Session storage keeps a reload inside the web view from losing it;
 * the key carries the member id so two accounts on one device never share answers. A malformed
 * part falls back on its own (no answers, the first question, no `from`).
 */
const TestSession = z.object({
  answers: Answers.catch({}),
  /** Index (0-based) of the question on screen. */
  index: z.number().int().min(0).catch(0),
  /** In-app path to return to when the member leaves the test (the intro's `from`). */
  from: z.string().optional().catch(undefined),
});
export type TestSession = z.infer<typeof TestSession>;

const testStore = (memberId: number) => sessionStore(loveTypeTestKey(memberId), TestSession);

export function readTestSession(memberId: number): TestSession {
  return testStore(memberId).read() ?? { answers: {}, index: 0 };
}

export function saveTestSession(memberId: number, session: TestSession): void {
  testStore(memberId).write(session);
}

/** After a submitted test: the answers go, where the member came from stays (for the result). */
export function finishTestSession(memberId: number): void {
  const { from } = readTestSession(memberId);
  if (from) saveTestSession(memberId, { answers: {}, index: 0, from });
  else clearTestSession(memberId);
}

export function clearTestSession(memberId: number): void {
  testStore(memberId).clear();
}
