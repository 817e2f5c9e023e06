import { LOVE_TYPE_NAMES, type LoveTypeCategory } from '@dama/contract';
import type { CounsellorContext } from '../engine';
import { charCount } from '../korean';
import { detectFeeling, type Feeling, UNNAMED_FEELING } from './feelings';
import { detectTopic, type Topic } from './topics';

/** What the scripted engine takes from the context for one reply. */
export interface Facts {
  roomId: number;
  member: string;
  /** The partner's nickname, or 연인 when none is linked. */
  partner: string;
  memberType: LoveTypeCategory | null;
  partnerType: LoveTypeCategory | null;
  /** The member's latest topic (this message, else earlier ones, else earlier levels' summaries). */
  topic: Topic | null;
  /** Whether the latest message itself names the topic. */
  topicNamedNow: boolean;
  /** The feeling named in the latest message. */
  feeling: Omit<Feeling, 'pattern'>;
  feelingNamed: boolean;
  /** A short clause of the latest message, never the whole of a long one. */
  quote: string | null;
  /** How many member messages this level has (the latest included). */
  turn: number;
}

export const PARTNER_FALLBACK = '연인';

export const QUOTE_MIN_CHARS = 4;
export const QUOTE_MAX_CHARS = 24;

/** Sentence and clause boundaries: punctuation and line breaks. */
const SENTENCE_BREAK = /[.!?…~,;\n]+/u;
/** Finer: connective endings followed by a space (…했는데 / …해서 / …지만). */
const CONNECTIVE_BREAK = /(?<=(?:는데|은데|지만|어서|아서|해서|니까|면서))\s+/u;

function clean(clause: string): string {
  return clause
    .replace(/["'“”‘’「」『』?]/g, '')
    .replace(/\s+/g, ' ')
    .trim();
}

function fits(clause: string): boolean {
  const n = charCount(clause);
  return n >= QUOTE_MIN_CHARS && n <= QUOTE_MAX_CHARS && /[가-힣]/.test(clause);
}

function shortest(clauses: readonly string[]): string | null {
  return clauses.reduce<string | null>(
    (best, clause) => (best === null || charCount(clause) < charCount(best) ? clause : best),
    null,
  );
}

/**
 * A short clause of `message` to quote back (4 to 24 characters, so never the whole of a long
 * message): sentences first, else clauses cut at connective endings; one that names a topic
 * before one that names a feeling before any, the shortest of those. Quote marks and question
 * marks are dropped (담이's reply must hold exactly one question). Null when nothing fits.
 */
export function shortQuote(message: string): string | null {
  const sentences = message.split(SENTENCE_BREAK).map(clean);
  let clauses = sentences.filter(fits);
  if (clauses.length === 0)
    clauses = sentences
      .flatMap((s) => s.split(CONNECTIVE_BREAK))
      .map(clean)
      .filter(fits);
  const naming = (detect: (texts: string[]) => unknown) =>
    clauses.filter((c) => detect([c]) !== null);
  return shortest(naming(detectTopic)) ?? shortest(naming(detectFeeling)) ?? shortest(clauses);
}

export function memberLines(ctx: CounsellorContext): string[] {
  return ctx.messages.filter((m) => m.sender === 'USER').map((m) => m.content);
}

/** The topic of the latest words that name one: this level's messages newest first, then summaries. */
export function roomTopic(ctx: CounsellorContext): Topic | null {
  const newestFirst = [...memberLines(ctx)].reverse();
  for (const text of newestFirst) {
    const topic = detectTopic([text]);
    if (topic) return topic;
  }
  return detectTopic(ctx.previousSummaries.map((s) => s.summary));
}

export function factsOf(ctx: CounsellorContext): Facts {
  const lines = memberLines(ctx);
  const latest = lines.at(-1) ?? '';
  const feeling = detectFeeling([latest]);
  return {
    roomId: ctx.roomId,
    member: ctx.member.nickname,
    partner: ctx.partner?.nickname ?? PARTNER_FALLBACK,
    memberType: ctx.member.loveTypeCategory,
    partnerType: ctx.partner?.loveTypeCategory ?? null,
    topic: roomTopic(ctx),
    topicNamedNow: detectTopic([latest]) !== null,
    feeling: feeling ?? UNNAMED_FEELING,
    feelingNamed: feeling !== null,
    quote: shortQuote(latest),
    turn: lines.length,
  };
}

/** 불안형 / 회피형 …, for a known category. */
export function typeName(category: LoveTypeCategory): string {
  return LOVE_TYPE_NAMES[category];
}
