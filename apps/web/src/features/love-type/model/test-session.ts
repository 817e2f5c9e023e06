/**
 * The test in progress: the answers so far (question number → 1…5), the question on screen and
 * where the member came from. Session storage keeps a reload inside the web view from losing it;
 * the key carries the member id so two accounts on one device never share answers.
 */
export interface TestSession {
  answers: Record<number, number>;
  /** Index (0-based) of the question on screen. */
  index: number;
  /** In-app path to return to when the member leaves the test (the intro's `from`). */
  from?: string;
}

const EMPTY: TestSession = { answers: {}, index: 0 };

function storageKey(memberId: number): string {
  return `dama.attachment-test.${memberId}`;
}

function storage(): Storage | null {
  try {
    return window.sessionStorage;
  } catch {
    return null;
  }
}

function isScore(value: unknown): value is number {
  return typeof value === 'number' && Number.isInteger(value) && value >= 1 && value <= 5;
}

/** Parses what was stored, dropping anything malformed (plain checks, no schema library). */
function parse(raw: string): TestSession {
  const value: unknown = JSON.parse(raw);
  if (value === null || typeof value !== 'object') return { ...EMPTY };
  const record = value as Record<string, unknown>;
  const answers: Record<number, number> = {};
  if (record.answers !== null && typeof record.answers === 'object') {
    for (const [key, score] of Object.entries(record.answers as Record<string, unknown>)) {
      const number = Number(key);
      if (Number.isInteger(number) && number > 0 && isScore(score)) answers[number] = score;
    }
  }
  const index =
    typeof record.index === 'number' && Number.isInteger(record.index) && record.index >= 0
      ? record.index
      : 0;
  const from = typeof record.from === 'string' ? record.from : undefined;
  return from ? { answers, index, from } : { answers, index };
}

export function readTestSession(memberId: number): TestSession {
  const raw = storage()?.getItem(storageKey(memberId));
  if (!raw) return { answers: {}, index: 0 };
  try {
    return parse(raw);
  } catch {
    return { answers: {}, index: 0 };
  }
}

export function saveTestSession(memberId: number, session: TestSession): void {
  try {
    storage()?.setItem(storageKey(memberId), JSON.stringify(session));
  } catch {
    // Storage full or blocked: the test still works, a reload just starts it over.
  }
}

/** After a submitted test: the answers go, where the member came from stays (for the result). */
export function finishTestSession(memberId: number): void {
  const { from } = readTestSession(memberId);
  if (from) saveTestSession(memberId, { answers: {}, index: 0, from });
  else clearTestSession(memberId);
}

export function clearTestSession(memberId: number): void {
  try {
    storage()?.removeItem(storageKey(memberId));
  } catch {
    // Nothing to clear.
  }
}
