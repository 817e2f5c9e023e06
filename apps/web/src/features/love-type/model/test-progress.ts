// Where the love-type test in progress is kept (session storage, per member; the key keeps its
// first name, `attachment-test`, so a test in progress survives the rename): written by the test
// session (checked with zod) and counted by home's card (with no zod on the first screen's path).

/** The session-storage key of the member's attachment test in progress. */
export function loveTypeTestKey(memberId: number): string {
  return `dama.attachment-test.${memberId}`;
}

/** How many questions the member has answered in a test in progress; 0 when none (never throws). */
export function loveTypeTestAnswered(memberId: number): number {
  try {
    const raw = window.sessionStorage.getItem(loveTypeTestKey(memberId));
    const answers: unknown = raw ? (JSON.parse(raw) as { answers?: unknown }).answers : undefined;
    if (typeof answers !== 'object' || answers === null) return 0;
    return Object.entries(answers).filter(
      ([question, score]) =>
        Number.isInteger(Number(question)) &&
        Number(question) > 0 &&
        Number.isInteger(score) &&
        (score as number) >= 1 &&
        (score as number) <= 5,
    ).length;
  } catch {
    return 0;
  }
}
