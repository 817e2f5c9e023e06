import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../platform/config';
import type { CounsellorPort } from '../modules/chat';
import {
  checkInReply,
  checkInSign,
  closingLine,
  createCounsellor,
  detectRisk,
  greeting,
  readCheckInAnswer,
  safetyReply,
  safetySummary,
  reviewReply,
} from '../modules/counsellor';

/** Everything of the chat's port but the engine: the safety layer and the fixed lines. */
export const COUNSELLOR_LINES: Omit<CounsellorPort, 'engine'> = {
  greeting,
  closingLine,
  detectRisk,
  checkInSign,
  checkInReply,
  readCheckInAnswer,
  safetyReply,
  safetySummary,
  reviewReply,
};

/**
 * The counsellor module as the chat's port: the configured engine (openai with LLM_BASE_URL,
 * else scripted) and its lines. Failures the engine absorbs (a judge call) are logged by type
 * only: a model's error text could quote the conversation.
 */
export function counsellorPort(config: Config, log: FastifyBaseLogger): CounsellorPort {
  return {
    engine: createCounsellor({
      llm: config.llm,
      scriptedDelayMs: config.counsellor.scriptedDelayMs,
      onError: (error, during) => {
        log.warn(
          { during, type: error instanceof Error ? error.name : typeof error },
          'counsellor call failed',
        );
      },
      // The rule and kind only: the reply it stopped is chat text, never logged.
      onReviewed: ({ rule, kind }) =>
        log.warn({ rule, kind }, 'counsellor reply stopped by review'),
    }),
    ...COUNSELLOR_LINES,
  };
}
