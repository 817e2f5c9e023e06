import type { CounsellorContext, CounsellorEngine, JudgeResult } from '../engine';
import { throwIfAborted } from '../errors';
import { closingLine, greeting } from '../lines';
import { memoryLine } from '../memory-line';
import { rotate, rotateGroups } from '../pick';
import { pacedChunks } from '../stream';
import { PARTNER_TIPS } from './attachment';
import { type Facts, factsOf, memberLines } from './facts';
import { LEVEL1_QUESTIONS, LEVEL1_REFLECTIONS, LEVEL1_SUPPORT } from './level1';
import {
  LEVEL2_GENERAL_INSIGHTS,
  LEVEL2_QUESTIONS,
  LEVEL2_REFLECTIONS,
  LEVEL2_TYPE_INSIGHTS,
} from './level2';
import { LEVEL3_GENERAL_SUGGESTIONS, LEVEL3_QUESTIONS, LEVEL3_REFLECTIONS } from './level3';
import { openingSentences } from './openings';
import { levelSummary, roomSummary } from './summaries';
import { NO_TOPIC_SUGGESTIONS } from './topics';

/** Member turns after which the scripted judge completes a level (DESIGN 6: "a set number"). */
export const SCRIPTED_TURNS_PER_LEVEL = { 1: 3, 2: 2, 3: 2 } as const;

/**
 * Each pool is walked from a room-specific start (see pick.ts); pools are at least twelve long,
 * so no sentence repeats within a room for twelve member turns per level.
 */
export const SCRIPTED_NO_REPEAT_TURNS = 12;

function level1(f: Facts, t: number): string[] {
  return [
    rotate(LEVEL1_REFLECTIONS, f.roomId, 11, t)(f),
    rotate(LEVEL1_SUPPORT, f.roomId, 12, t),
    rotateGroups(LEVEL1_QUESTIONS, f.roomId, 13, t)(f),
  ];
}

function level2(f: Facts, t: number): string[] {
  const steps = LEVEL2_TYPE_INSIGHTS.length;
  const insights =
    t < steps
      ? (LEVEL2_TYPE_INSIGHTS[t] ?? []).map((line) => line(f))
      : [rotate(LEVEL2_GENERAL_INSIGHTS, f.roomId, 24, t - steps)];
  return [
    rotate(LEVEL2_REFLECTIONS, f.roomId, 21, t)(f),
    ...insights,
    rotateGroups(LEVEL2_QUESTIONS, f.roomId, 25, t)(f),
  ];
}

/**
 * The topic's three suggestions over the first three turns (with a tip for the partner's type in
 * the first two), then general ones.
 */
function level3(f: Facts, t: number): string[] {
  const topical = f.topic?.suggestions ?? NO_TOPIC_SUGGESTIONS;
  const tips = PARTNER_TIPS[f.partnerType ?? 'UNKNOWN'];
  const suggestions =
    t < topical.length
      ? [
          rotate(topical, f.roomId, 31, t)(f.partner),
          ...(t < tips.length ? [rotate(tips, f.roomId, 32, t)(f.partner)] : []),
        ]
      : [rotate(LEVEL3_GENERAL_SUGGESTIONS, f.roomId, 33, t - topical.length)(f)];
  return [
    rotate(LEVEL3_REFLECTIONS, f.roomId, 34, t)(f),
    ...suggestions,
    rotateGroups(LEVEL3_QUESTIONS, f.roomId, 35, t)(f),
  ];
}

/** The whole reply to the member's last message (levels 1-3), or level 4's closing line. */
export function scriptedReply(ctx: CounsellorContext): string {
  if (ctx.level === 4) return closingLine(ctx);
  const f = factsOf(ctx);
  const t = Math.max(f.turn - 1, 0);
  const sentences = ctx.level === 1 ? level1(f, t) : ctx.level === 2 ? level2(f, t) : level3(f, t);
  return sentences.join(' ');
}

/** Level 1: the greeting; levels 2 and 3: their opening; level 4: the closing line. */
export function scriptedOpening(ctx: CounsellorContext): string {
  if (ctx.level === 1) return greeting(ctx.member.nickname);
  if (ctx.level === 4) return closingLine(ctx);
  return openingSentences(ctx.level, factsOf(ctx)).join(' ');
}

export function scriptedJudge(ctx: CounsellorContext): JudgeResult {
  if (ctx.level === 4) return { completed: false, summary: '' };
  if (memberLines(ctx).length < SCRIPTED_TURNS_PER_LEVEL[ctx.level]) {
    return { completed: false, summary: '' };
  }
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
