import type { FastifyBaseLogger } from 'fastify';
import { eq } from 'drizzle-orm';
import { chatRooms } from '../../platform/db/schema';
import type { MemberEvents } from '../../platform/realtime';
import type { ContextBuilder } from './context';
import type { CounsellorPort } from './counsellor-port';
import { errorSummary } from './reply-runner';
import type { ChatRepository } from './repository';

/** Runs of the summary job before it gives up (FAILED): the first and three retries. */
export const SUMMARY_ATTEMPTS = 4;

/**
 * The summary of a completed room (DESIGN 6, 13): title and keywords from the counsellor, the
 * level summaries as stored at each level's end. Idempotent: only a PENDING summary of a
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
      const people = await this.contexts.people(room.memberId);
      const messages = await this.repo.conversation(room.id);
      const result = await this.counsellor.engine.summarize({
        member: people.member,
        partner: people.partner,
        levelSummaries: this.repo.levelSummaries(room),
        messages: messages.map((m) => ({ level: m.level, sender: m.sender, content: m.content })),
      });
      const ready = await this.repo.updateRoom(
        this.repo.db,
        roomId,
        {
          summaryState: 'READY',
          totalSummary: result.totalSummary,
          situationKeyword: result.situationKeyword,
          solutionKeyword: result.solutionKeyword,
        },
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

  private announce(memberId: number, chatRoomId: number, summaryState: 'READY' | 'FAILED') {
    return this.events.publish(memberId, 'chat_summary_ready', { chatRoomId, summaryState });
  }
}
