/** The longest memory line (DESIGN 8: one line for the counsellor's context). */
export const MEMORY_LINE_MAX = 120;
const QUESTION_PART_MAX = 40;
const ANSWER_PART_MAX = 60;

/** One line, at most `max` characters as a reader counts them (an emoji is one), `…` if cut. */
export function condense(text: string, max: number): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  const chars = [...flat];
  return chars.length <= max
    ? flat
    : `${chars
        .slice(0, max - 1)
        .join('')
        .trimEnd()}…`;
}

/**
 * A member's daily-question answer as a memory, condensed from the question and the answer: the
 * scripted engine's memory, and the openai engine's when the model fails (decision 0022):
 * `「질문」에 "답변 앞부분…"라고 답했어요`.
 */
export function memoryLine(question: string, answer: string): string {
  const topic = condense(question.replace(/[?？\s]+$/u, ''), QUESTION_PART_MAX);
  return `「${topic}」에 "${condense(answer, ANSWER_PART_MAX)}"라고 답했어요`;
}
