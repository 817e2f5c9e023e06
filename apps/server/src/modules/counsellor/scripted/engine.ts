import type { CounsellorContext, CounsellorEngine, JudgeResult } from '../engine';
import { throwIfAborted } from '../errors';
import { closingLine, greeting } from '../lines';
import { memoryLine } from '../memory-line';
import { pacedChunks } from '../stream';
import { factsOf } from './facts';
import { level1Reply } from './level1';
import { level2Reply } from './level2';
import { level3Reply } from './level3';
import { openingSentences } from './openings';
import { LEVEL_TURNS, levelComplete } from './progress';
import { dialogueState } from './state';
import { levelSummary, roomSummary } from './summaries';

/**
 * Member turns a scripted level lasts: between `min` and `max`, decided by what was said (level 1
 * completes once what happened and a feeling or a worry are known, level 2 once the partner's side
 * and the member's wish are, level 3 once the member agrees to a step).
 */
export const SCRIPTED_TURNS_PER_LEVEL = LEVEL_TURNS;

/** The whole reply to the member's last message (levels 1-3), or level 4's closing line. */
export function scriptedReply(ctx: CounsellorContext): string {
  if (ctx.level === 4) return closingLine(ctx);
  const f = factsOf(ctx);
  const sentences =
    ctx.level === 1 ? level1Reply(f) : ctx.level === 2 ? level2Reply(f) : level3Reply(f);
  return tidy(sentences.join(' '));
}

/**
 * A noun that is itself a talk (결혼 이야기, 살 얘기) in a line that adds 얘기 to it: said once
 * ("결혼 이야기를 꺼내기까지", not "결혼 이야기 얘기를"). Both end in 기, so the particle stays.
 */
function tidy(reply: string): string {
  return reply.replace(/(이야기|얘기) (?:이야기|얘기)/g, '$1');
}

/** Level 1: the greeting; levels 2 and 3: their opening; level 4: the closing line. */
export function scriptedOpening(ctx: CounsellorContext): string {
  if (ctx.level === 1) return greeting(ctx.member.nickname, ctx.roomId);
  if (ctx.level === 4) return closingLine(ctx);
  return tidy(openingSentences(ctx.level, factsOf(ctx)).join(' '));
}

/** The same judgement the reply made before it was written: deterministic, from the member's words. */
export function scriptedJudge(ctx: CounsellorContext): JudgeResult {
  if (ctx.level === 4) return { completed: false, summary: '' };
  if (!levelComplete(ctx.level, dialogueState(ctx))) return { completed: false, summary: '' };
  return { completed: true, summary: levelSummary(ctx) };
}

/** The offline engine: deterministic Korean as 담이, streamed at a human pace. */
export function createScriptedEngine(options: { delayMs: number }): CounsellorEngine {
  return {
    kind: 'scripted',
    reply: (ctx, signal) => pacedChunks(scriptedReply(ctx), options.delayMs, signal),
    opening: (ctx, signal) => pacedChunks(scriptedOpening(ctx), options.delayMs, signal),
    judge: (ctx, signal) => {
      throwIfAborted(signal);
      return Promise.resolve(scriptedJudge(ctx));
    },
    summarize: (input, signal) => {
      throwIfAborted(signal);
      return Promise.resolve(roomSummary(input));
    },
    rememberAnswer: (input, signal) => {
      throwIfAborted(signal);
      return Promise.resolve(memoryLine(input.question, input.answer));
    },
  };
}
