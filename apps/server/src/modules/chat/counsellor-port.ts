import type {
  CheckInAnswer,
  CheckInReplyInput,
  CheckInSign,
  CounsellorContext,
  CounsellorEngine,
  RiskKind,
  SafetyReplyInput,
  SafetySummary,
} from '../counsellor';

/**
 * What the chat needs of the counsellor (DESIGN 6). The shapes are `modules/counsellor`'s own
 * (type-only imports); the chat never calls it directly: the app adapts it to `CounsellorPort`
 * and passes it in (`chatModule(app, deps, { counsellor })`), and tests pass a fake.
 */
export type {
  CheckInAnswer,
  CheckInReplyInput,
  CheckInSign,
  CounsellorContext,
  CounsellorEngine,
  JudgeResult,
  Level,
  PersonProfile,
  RiskKind,
  RoomSummary as SummaryResult,
  SafetyReplyInput,
  SafetySummary,
  SummaryInput,
} from '../counsellor';

/**
 * The engine plus the counsellor module's engine-independent lines. The engine itself retries
 * transient model failures before a reply's first chunk (decision 0018), so the chat does not
 * retry again: a reply or opening that rejects has already used its tries.
 */
export interface CounsellorPort {
  engine: CounsellorEngine;
  /**
   * 담이's first message, with the right vocative particle (아/야); `seed` varies the wording
   * between rooms (the same seed, the same greeting).
   */
  greeting(nickname: string, seed?: number): string;
  /** Level 4's short closing line (no model call). */
  closingLine(ctx: CounsellorContext): string;
  /**
   * Safety runs before any engine: a message that signals a risk (read with the member's earlier
   * messages of the room, newest last) puts the room in safety mode, and every reply from then
   * on is `safetyReply` (both engines).
   */
  detectRisk(text: string, recent?: readonly string[]): RiskKind | null;
  safetyReply(input: SafetyReplyInput): string;
  /**
   * The check-in (decision 0073): a message with a weak sign and no risk (`detectRisk` null) makes
   * 담이 ask whether the member is safe (`checkInReply`, no services); the answer
   * (`readCheckInAnswer`) decides: in danger or unclear → safety mode, fine → the talk goes on.
   */
  checkInSign(text: string, recent?: readonly string[]): CheckInSign | null;
  checkInReply(input: CheckInReplyInput): string;
  readCheckInAnswer(text: string): CheckInAnswer;
  /**
   * Safety on the model's output: the risk an engine's own finished reply shows it saw (it named
   * help lines or asked whether the member is safe); the room enters safety mode after it.
   */
  reviewReply(reply: string): RiskKind | null;
  /** The summary of a room that ended in safety mode (no engine call). */
  safetySummary(kind: RiskKind): SafetySummary;
}

/** Reads a member's memories from daily-question answers (the question module's, wired in app.ts). */
export type MemoryReader = (memberId: number) => Promise<string[]>;

/** The counsellor's `CounsellorUnavailableError`, recognised by name (a test fake's too). */
export function isCounsellorUnavailable(error: unknown): boolean {
  return error instanceof Error && error.name === 'CounsellorUnavailableError';
}
