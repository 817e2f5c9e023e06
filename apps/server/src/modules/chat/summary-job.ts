import type { FastifyBaseLogger } from 'fastify';
import { and, eq, isNull } from 'drizzle-orm';
import { chatRooms, type ChatRoomRow } from './schema';
import type { JobRun } from '../../platform/jobs';
import type { MemberEvents } from '../../platform/realtime';
import type { NotificationService } from '../notification';
import type { ContextBuilder } from './context';
import type { CounsellorPort, RiskKind } from './counsellor-port';
import { errorSummary } from './reply-runner';
import type { ChatRepository } from './repository';

/** Runs of the summary job before it gives up (FAILED): the first and three retries. */
export const SUMMARY_ATTEMPTS = 4;

/** A room whose summary a run holds: `summary_state` null on a COMPLETED room (reads PENDING). */
const CLAIMED = and(eq(chatRooms.state, 'COMPLETED'), isNull(chatRooms.summaryState));

/**
 * The summary of a completed room (DESIGN 6, 13): title and keywords from the counsellor, the
 * level summaries as stored at each level's end; a room in safety mode gets a safety summary.
 * Only a PENDING summary of a COMPLETED room is worked on; a deleted room is nothing to do. The
 * last failed attempt leaves FAILED; both outcomes send `chat_summary_ready`.
 *
 * One run at a time per room (decision 0040): a run first claims the room, a conditional update
 * of PENDING to null (which reads as PENDING), and only the run holding the claim calls the
 * engine and writes the result. A second job or a run by hand that finds the room claimed, READY
 * or FAILED does nothing, so a room is never summarized twice at once nor again once done. A
 * failed attempt gives the claim back (PENDING) before the queue retries it. The one claim taken
 * over is one that a retry of the job finds: the queue retries a job only after its run failed
 * (which gave the claim back) or outlived the job's expiry (15 minutes, far past any engine call),
 * so that claim was left by a run that died.
 */
export class SummaryJob {
  constructor(
    private readonly repo: ChatRepository,
    private readonly counsellor: CounsellorPort,
    private readonly contexts: ContextBuilder,
    private readonly events: MemberEvents,
    private readonly log: FastifyBaseLogger,
    private readonly notifications: Pick<NotificationService, 'notify'>,
  ) {}

  async run(roomId: number, run: JobRun = { retryCount: 0 }): Promise<void> {
    const room = await this.claim(roomId, run);
    if (!room) return;
    const attempt = room.summaryAttempts;
    try {
      const patch = room.safetyMode
        ? this.safetySummary(room.safetyMode)
        : await this.engineSummary(room);
      const ready = await this.repo.updateRoom(
        this.repo.db,
        roomId,
        { summaryState: 'READY', ...patch },
        CLAIMED,
      );
      if (ready) {
        await this.announce(room.memberId, roomId, 'READY');
        await this.notifyReady(room.memberId, roomId);
      }
    } catch (error) {
      this.log.warn({ err: errorSummary(error), roomId, attempt }, 'chat summary failed');
      if (attempt < SUMMARY_ATTEMPTS) {
        await this.repo.updateRoom(this.repo.db, roomId, { summaryState: 'PENDING' }, CLAIMED);
        throw new Error('chat summary failed; retried');
      }
      const failed = await this.repo.updateRoom(
        this.repo.db,
        roomId,
        { summaryState: 'FAILED' },
        CLAIMED,
      );
      if (failed) await this.announce(room.memberId, roomId, 'FAILED');
    }
  }

  /**
   * Takes the room for this run, counting the attempt; the room as claimed, or undefined when
   * there is nothing for this run to do (gone, not completed, done, or another run holds it).
   */
  private async claim(roomId: number, run: JobRun): Promise<ChatRoomRow | undefined> {
    const room = await this.repo.room(roomId);
    if (room?.state !== 'COMPLETED') return undefined;
    const held = room.summaryState === null;
    if (!(room.summaryState === 'PENDING' || (held && run.retryCount > 0))) return undefined;
    const claimed: ChatRoomRow = {
      ...room,
      summaryState: null,
      summaryAttempts: room.summaryAttempts + 1,
    };
    const taken = await this.repo.updateRoom(
      this.repo.db,
      roomId,
      { summaryState: null, summaryAttempts: claimed.summaryAttempts },
      and(
        eq(chatRooms.state, 'COMPLETED'),
        held ? isNull(chatRooms.summaryState) : eq(chatRooms.summaryState, 'PENDING'),
        eq(chatRooms.summaryAttempts, room.summaryAttempts),
      ),
    );
    if (!taken) return undefined;
    if (held)
      this.log.warn({ roomId, attempt: claimed.summaryAttempts }, 'chat summary claim taken over');
    return claimed;
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
      // A solution is named only when the talk reached level 3 (해결 제안), whatever the engine
      // made of an earlier end (issue 24: no summary names a solution the chat never reached).
      solutionKeyword: room.level >= 3 ? result.solutionKeyword : null,
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

  /**
   * SUMMARY_READY in the centre and as a push (issue 25), once per room. Never throws: the
   * summary stands and the history shows it.
   */
  private async notifyReady(memberId: number, chatRoomId: number): Promise<void> {
    try {
      await this.notifications.notify([
        {
          memberId,
          kind: 'SUMMARY_READY',
          target: { chatRoomId },
          dedupeKey: `summary-ready:${chatRoomId}`,
        },
      ]);
    } catch (error) {
      this.log.warn({ err: errorSummary(error), roomId: chatRoomId }, 'SUMMARY_READY not made');
    }
  }

  private announce(memberId: number, chatRoomId: number, summaryState: 'READY' | 'FAILED') {
    return this.events.publish(memberId, 'chat_summary_ready', { chatRoomId, summaryState });
  }
}
