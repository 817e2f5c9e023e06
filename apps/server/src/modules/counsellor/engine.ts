import type { LoveTypeCategory, SafetyKind as RiskKind } from '@dama/contract';

/** The chat's levels (DESIGN 6): 1 상황 파악, 2 관계 이해, 3 해결 제안, 4 마무리. */
export type Level = 1 | 2 | 3 | 4;

export interface PersonProfile {
  nickname: string;
  /** null: not tested, or unknown. */
  loveTypeCategory: LoveTypeCategory | null;
  anxietyRate: number | null;
  avoidanceRate: number | null;
}

export interface ChatLine {
  sender: 'USER' | 'ASSISTANT';
  content: string;
}

/** What the counsellor knows each turn (DESIGN 6). */
export interface CounsellorContext {
  /** Seed for deterministic variety in the scripted engine. */
  roomId: number;
  level: Level;
  member: PersonProfile;
  /** null: no partner linked. */
  partner: PersonProfile | null;
  /** D-day count (the start day is day 1); null when no start date is set. */
  daysTogether: number | null;
  /** One-line memories from daily-question answers (may be empty). */
  memories: string[];
  previousSummaries: { level: Level; summary: string }[];
  /** This level's messages, oldest first; for `reply()` the last one is the member's new message. */
  messages: ChatLine[];
  /** The whole room's messages with their levels, oldest first (this level's included). */
  roomMessages: RoomLine[];
}

export interface RoomLine extends ChatLine {
  level: Level;
}

export interface JudgeResult {
  completed: boolean;
  /** 1-2 Korean sentences (해요체) about this level; empty when not completed. */
  summary: string;
  /**
   * A risk the judge saw in the conversation (the model engine's judge; the scripted judge leaves
   * risk to the safety layer): the room enters safety mode and the level does not complete.
   */
  risk?: RiskKind | null;
}

export interface SummaryInput {
  member: PersonProfile;
  partner: PersonProfile | null;
  levelSummaries: { level: Level; summary: string }[];
  messages: { level: Level; sender: 'USER' | 'ASSISTANT'; content: string }[];
}

export interface RoomSummary {
  /** One line that reads as a title. */
  totalSummary: string;
  /** One or two words each. */
  situationKeyword: string;
  solutionKeyword: string;
}

/** A member's answer to a daily couple question (DESIGN 8), to keep as a memory. */
export interface AnswerMemoryInput {
  question: string;
  answer: string;
}

export interface CounsellorEngine {
  readonly kind: 'openai' | 'scripted';
  /**
   * Streams the reply to the member's last message, chunk by chunk. Stops promptly (rejects with
   * an AbortError) when `signal` aborts. A model failure rejects with CounsellorUnavailableError.
   */
  reply(ctx: CounsellorContext, signal: AbortSignal): AsyncIterable<string>;
  /** Streams 담이's opening of `ctx.level` right after an upgrade (levels 2 and 3). */
  opening(ctx: CounsellorContext, signal: AbortSignal): AsyncIterable<string>;
  /**
   * After each user turn in levels 1-3: is the level's goal met, with a level summary. Never
   * throws for a bad model answer or a failed call (not completed); rejects only on abort.
   */
  judge(ctx: CounsellorContext, signal?: AbortSignal): Promise<JudgeResult>;
  /**
   * On completion: the room's title-like summary and two keywords. Rejects with
   * CounsellorUnavailableError when the model fails or answers malformed JSON (the chat marks the
   * summary FAILED).
   */
  summarize(input: SummaryInput, signal?: AbortSignal): Promise<RoomSummary>;
  /**
   * A daily-question answer as one line (at most MEMORY_LINE_MAX characters) for later turns'
   * `memories`: the model's summary, or the condensed question and answer (`memoryLine`) for the
   * scripted engine and whenever the model fails. Never throws but on abort.
   */
  rememberAnswer(input: AnswerMemoryInput, signal?: AbortSignal): Promise<string>;
}
