import type { FastifyBaseLogger } from 'fastify';
import type { Clock } from '../../platform/clock';
import type { MemberEvents } from '../../platform/realtime';
import type { ContextBuilder } from './context';
import type { CounsellorPort, Level } from './counsellor-port';
import type { LeasedWrites } from './leased-writes';
import type { ChatRepository } from './repository';
import type { MemberProfile } from './profiles';
import type { ChatRoomRow } from './schema';

/** The room's columns while no reply runs. */
export const NO_LEASE = {
  replyToken: null,
  replyStartedAt: null,
  replyToMessageId: null,
  replyHolder: null,
  replyRenewedAt: null,
} as const;

/** One reply to generate: the answer to a user message, or a level's opening. */
export interface ReplyTask {
  memberId: number;
  roomId: number;
  level: Level;
  /** The lease token written on the room when the reply was started. */
  token: string;
  /** The user message answered; null for a level's opening. */
  replyTo: { id: number; text: string } | null;
  /** The room as the write that took the lease left it (else the runner reads it). */
  room?: ChatRoomRow;
  /** The member's profile as the send read it for this turn (else the runner reads it). */
  member?: MemberProfile;
}

export interface ReplyRunnerDeps {
  repo: ChatRepository;
  writes: LeasedWrites;
  counsellor: CounsellorPort;
  contexts: ContextBuilder;
  events: MemberEvents;
  /** Tells every instance the member's reply ended (before its final event goes out). */
  announceEnd: (memberId: number) => Promise<void>;
  now: Clock;
  log: FastifyBaseLogger;
}
