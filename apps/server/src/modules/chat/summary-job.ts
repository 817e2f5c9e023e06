import type { FastifyBaseLogger } from 'fastify';
import { eq } from 'drizzle-orm';
import { chatRooms, type ChatRoomRow } from '../../platform/db/schema';
import type { MemberEvents } from '../../platform/realtime';
import type { ContextBuilder } from './context';
import type { CounsellorPort, RiskKind } from './counsellor-port';
import { errorSummary } from './reply-runner';
import type { ChatRepository } from './repository';

/** Runs of the summary job before it gives up (FAILED): the first and three retries. */
export const SUMMARY_ATTEMPTS = 4;

/**
 * The summary of a completed room (DESIGN 6, 13): title and keywords from the counsellor, the
 * level summaries as stored at each level's end; a room in safety mode gets a safety summary. Idempotent: only a PENDING summary of a
 * COMPLETED room is worked on; a deleted room is nothing to do. The last failed attempt leaves
 * FAILED; both outcomes send `chat_summary_ready`.
 */
export class SummaryJob {
  constructor(
    private readonly repo: ChatRepository,
    private readonly counsellor: CounsellorPort,
    private readonly contexts: ContextBuilder,
    private readonly events: MemberEvents,
    private readonly log: FastifyBaseLogger,
  ) {}

  async run(roomId: number): Promise<void> {
    const room = await this.repo.room(roomId);
    if (room?.state !== 'COMPLETED' || room.summaryState !== 'PENDING') return;
    const attempt = room.summaryAttempts + 1;
    await this.repo.updateRoom(this.repo.db, roomId, { summaryAttempts: attempt });
    const pending = eq(chatRooms.summaryState, 'PENDING');
    try {
      const patch = room.safetyMode
        ? this.safetySummary(room.safetyMode)
        : await this.engineSummary(room);
      const ready = await this.repo.updateRoom(
        this.repo.db,
        roomId,
        { summaryState: 'READY', ...patch },
        pending,
      );
      if (ready) await this.announce(room.memberId, roomId, 'READY');
    } catch (error) {
      this.log.warn({ err: errorSummary(error), roomId, attempt }, 'chat summary failed');
      if (attempt < SUMMARY_ATTEMPTS) throw new Error('chat summary failed; retried');
      const failed = await this.repo.updateRoom(
        this.repo.db,
        roomId,
        { summaryState: 'FAILED' },
        pending,
      );
      if (failed) await this.announce(room.memberId, roomId, 'FAILED');
    }
  }

  /** The engine's title and keywords, from the room's messages and level summaries. */
  private async engineSummary(room: ChatRoomRow): Promise<Partial<ChatRoomRow>> {
    const people = await this.contexts.people(room.memberId);
    const messages = await this.repo.conversation(room.id);
    const result = await this.counsellor.engine.summarize({
      member: people.member,
      partner: people.partner,
      levelSummaries: this.repo.levelSummaries(room),
      messages: messages.map((m) => ({ level: m.level, sender: m.sender, content: m.content })),
    });
    return {
      totalSummary: result.totalSummary,
      situationKeyword: result.situationKeyword,
      solutionKeyword: result.solutionKeyword,
    };
  }

  /**
   * A room that ended in safety mode gets the safety layer's summary (both engines, no model
   * call): about the member's safety with the kind's services, stored as the first level summary;
   * the others are cleared so no reading of a quarrel remains (decision 0034).
   */
  private safetySummary(kind: RiskKind): Partial<ChatRoomRow> {
    const result = this.counsellor.safetySummary(kind);
    return {
      totalSummary: result.totalSummary,
      situationKeyword: result.situationKeyword,
      solutionKeyword: result.solutionKeyword,
      ...this.repo.summaryPatch(1, result.summary),
      secondSummaryEnc: null,
      thirdSummaryEnc: null,
    };
  }

  private announce(memberId: number, chatRoomId: number, summaryState: 'READY' | 'FAILED') {
    return this.events.publish(memberId, 'chat_summary_ready', { chatRoomId, summaryState });
  }
}
