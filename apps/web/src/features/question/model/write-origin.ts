// Where the write screen was opened from, kept in the history entry's state (not the address):
// the answers screen of the question sits right behind it. After a save the write screen then
// goes back to it instead of adding a second, identical answers screen (issue 24: back after a
// save is one tap).
declare module '@tanstack/history' {
  interface HistoryState {
    /** The couple question whose answers screen is the entry behind this one. */
    answersBehind?: number;
  }
}

/** The state a link from a question's answers screen to its write screen carries. */
export function fromAnswers(coupleQuestionId: number): { answersBehind: number } {
  return { answersBehind: coupleQuestionId };
}
