// Where the attachment test in progress is kept (session storage, per member), shared by the
// love-type feature (which writes it, checked with zod) and home's card (which only counts the
// answers, with no zod on the first screen's path).

/** The session-storage key of the member's attachment test in progress. */
export function attachmentTestKey(memberId: number): string {
  return `dama.attachment-test.${memberId}`;
}

/** How many questions the member has answered in a test in progress; 0 when none (never throws). */
export function attachmentTestAnswered(memberId: number): number {
  try {
    const raw = window.sessionStorage.getItem(attachmentTestKey(memberId));
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
