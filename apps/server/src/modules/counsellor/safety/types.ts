import { SAFETY_KINDS, type SafetyKind } from '@dama/contract';

/** A kind of risk (the contract's safety modes, DESIGN 6). */
export type RiskKind = SafetyKind;

/** The kinds, most urgent first: when several fire, the first is answered (the contract's order). */
export const RISK_ORDER: readonly RiskKind[] = SAFETY_KINDS;

/** One reply of a room in safety mode. */
export interface SafetyReplyInput {
  /** The risk this reply answers: the one in the latest message, else the room's. */
  kind: RiskKind;
  /** The member's nickname (담이 calls them by it, with 아/야). */
  nickname: string;
  /** The partner's nickname; null when none is linked. */
  partner: string | null;
  /** Safety replies already given in this room (0: the first, which follows the detection). */
  turn: number;
  /** The member's latest message. */
  text: string;
  /** Seed for deterministic variety. */
  roomId: number;
}

/** The summary of a room that ended in safety mode (해요체; lists the kind's services). */
export interface SafetySummary {
  totalSummary: string;
  situationKeyword: string;
  solutionKeyword: string;
  /** Stored as the first level summary; the other two are empty. */
  summary: string;
}
