import type { CounsellorEngine } from './engine';
import { createOpenAiEngine } from './openai-engine';
import type { HarmVerdict } from './safety/harmful-reply';
import { createScriptedEngine } from './scripted/engine';

/**
 * The counsellor: what 담이 says in the counselling chat (DESIGN 6). The chat module owns rooms,
 * states, storage and streaming; it asks this module for words. Safety runs first: the chat calls
 * `detectRisk` on each member message and, once it fires, the room is in safety mode and every
 * reply is `safetyReply` (decision 0034); a weak sign (`checkInSign`) makes 담이 ask whether the
 * member is safe (`checkInReply`) and the answer (`readCheckInAnswer`) decides (decision 0073);
 * `reviewReply` reads the model's own replies.
 */

export type {
  AnswerMemoryInput,
  ChatLine,
  CounsellorContext,
  CounsellorEngine,
  JudgeResult,
  Level,
  PersonProfile,
  RoomLine,
  RoomSummary,
  SummaryInput,
} from './engine';
export type { HarmRuleName, HarmVerdict } from './safety/harmful-reply';
export { CounsellorUnavailableError, isAbortError, isTransientError } from './errors';
export { closingLine, greeting } from './lines';
export { MEMORY_LINE_MAX, memoryLine } from './memory-line';
export {
  assessRisk,
  type CheckInAnswer,
  checkInReply,
  type CheckInReplyInput,
  type CheckInSign,
  checkInSign,
  detectRisk,
  isCheckInReply,
  readCheckInAnswer,
  type RiskAssessment,
  reviewReply,
  type RiskKind,
  safetyReply,
  type SafetyReplyInput,
  type SafetySummary,
  safetySummary,
} from './safety';
export { SCRIPTED_TURNS_PER_LEVEL } from './scripted/engine';
export { detectTopics, type TopicGuess } from './scripted/topics';
export { streamWithRetry, type RetryOptions } from './stream';

export interface CounsellorOptions {
  /** The OpenAI-compatible endpoint (LLM_BASE_URL, LLM_API_KEY, LLM_MODEL), or null: scripted. */
  llm: { baseUrl: string; apiKey: string; model: string } | null;
  /** Scripted engine: pause between chunks of a few characters (0: all at once). */
  scriptedDelayMs: number;
  /** For the SDK's HTTP calls (tests). */
  fetch?: typeof fetch;
  /** A model call fails when the model is silent this long (before answering or between chunks). */
  timeoutMs?: number;
  /** Tries per model call: transient failures are retried, and a reply only before its first chunk. */
  attempts?: number;
  /** First back-off between tries (doubling). */
  backoffMs?: number;
  /**
   * Told about model failures the engine absorbs (a failed judge counts as "not completed", a
   * failed memory is the condensed line).
   */
  onError?: (error: unknown, during: 'judge' | 'memory') => void;
  /** Told when the review of the model's output stopped a reply (decision 0076). */
  onReviewed?: (verdict: HarmVerdict) => void;
}

export const DEFAULT_TIMEOUT_MS = 20_000;
export const DEFAULT_ATTEMPTS = 3;

/** The openai engine when an endpoint is configured, else the scripted one. */
export function createCounsellor(options: CounsellorOptions): CounsellorEngine {
  if (!options.llm) return createScriptedEngine({ delayMs: options.scriptedDelayMs });
  return createOpenAiEngine({
    ...options.llm,
    timeoutMs: options.timeoutMs ?? DEFAULT_TIMEOUT_MS,
    attempts: options.attempts ?? DEFAULT_ATTEMPTS,
    backoffMs: options.backoffMs,
    fetch: options.fetch,
    onError: options.onError,
    onReviewed: options.onReviewed,
  });
}
