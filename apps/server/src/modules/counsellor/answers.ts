import { z } from 'zod';
import type { JudgeResult, RoomSummary } from './engine';
import { CounsellorUnavailableError } from './errors';
import { condense, MEMORY_LINE_MAX } from './memory-line';

/**
 * The model's JSON answers (judge and summary), validated with zod. JSON mode guarantees JSON on
 * OpenAI itself; other compatible servers sometimes wrap it in a code fence, which we strip.
 */

/** The model's JSON answer, code fence stripped; undefined when it is not JSON. */
export function parseJson(content: string): unknown {
  const text = content
    .trim()
    .replace(/^```(?:json)?\s*/i, '')
    .replace(/\s*```$/, '');
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
}

const JudgeAnswer = z.object({
  completed: z.boolean(),
  summary: z.string().trim().max(500).optional(),
});

export const NOT_COMPLETED: JudgeResult = Object.freeze({ completed: false, summary: '' });

/**
 * The judge's answer. Anything malformed (not JSON, wrong types, "completed" without a summary)
 * counts as not completed: the level simply goes on and is judged again after the next turn.
 */
export function parseJudgeAnswer(content: string): JudgeResult {
  const parsed = JudgeAnswer.safeParse(parseJson(content));
  if (!parsed.success || !parsed.data.completed || !parsed.data.summary) return NOT_COMPLETED;
  return { completed: true, summary: parsed.data.summary };
}

/** Title-like: the first line, without quotes or a final period. */
const Title = z
  .string()
  .transform((s) =>
    (s.trim().split('\n')[0] ?? '')
      .replace(/^["'“]|["'”]$/g, '')
      .replace(/[.。]$/, '')
      .trim(),
  )
  .pipe(z.string().min(1).max(60));

/** One or two words: longer phrases keep their first two words (진솔한 대화 나누기 → 진솔한 대화). */
const Keyword = z
  .string()
  .transform((s) => s.trim().split(/\s+/).slice(0, 2).join(' '))
  .pipe(z.string().min(1).max(20));

const SummaryAnswer = z.object({
  totalSummary: Title,
  situationKeyword: Keyword,
  solutionKeyword: Keyword,
});

/** The summary's answer, or a (transient: asking again may help) CounsellorUnavailableError. */
export function parseSummaryAnswer(content: string): RoomSummary {
  const parsed = SummaryAnswer.safeParse(parseJson(content));
  if (!parsed.success) {
    throw new CounsellorUnavailableError('The language model answered a malformed summary.', {
      transient: true,
      cause: parsed.error,
    });
  }
  return parsed.data;
}

/** The memory: one line, without quotes, cut to MEMORY_LINE_MAX characters. */
const MemoryAnswer = z.object({
  memory: z
    .string()
    .transform((s) => condense(s.replace(/^\s*["'“]|["'”]\s*$/g, ''), MEMORY_LINE_MAX))
    .pipe(z.string().min(1)),
});

/** The memory's answer, or a (transient: asking again may help) CounsellorUnavailableError. */
export function parseMemoryAnswer(content: string): string {
  const parsed = MemoryAnswer.safeParse(parseJson(content));
  if (!parsed.success) {
    throw new CounsellorUnavailableError('The language model answered a malformed memory.', {
      transient: true,
      cause: parsed.error,
    });
  }
  return parsed.data.memory;
}
