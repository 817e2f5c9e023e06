import {
  isCounsellorUnavailable,
  type CounsellorContext,
  type JudgeResult,
  type RiskKind,
} from './counsellor-port';
import { NO_LEASE as idle, type ReplyRunnerDeps, type ReplyTask } from './reply-task';
import { moreUrgent, replySource, type Source } from './reply-source';
import { ne } from 'drizzle-orm';
import { chatRooms, type ChatRoomRow } from './schema';
import type { Tx } from '../../platform/db/tx';

/** A reply (judge included) still going after this long is aborted and fails. */
export const REPLY_TIMEOUT_MS = 2 * 60 * 1000;

/** Why a reply failed, as `chat_error.reason`. */
export type FailureReason =
  'COUNSELLOR_UNAVAILABLE' | 'REPLY_FAILED' | 'REPLY_TIMEOUT' | 'SERVER_SHUTDOWN';

type AbortReason = 'stop' | 'shutdown' | 'timeout';

interface Running {
  token: string;
  controller: AbortController;
  done: Promise<void>;
}

/**
 * Generates replies in this process, one per room at a time: chunks go out as transient
 * `chat_response` events (tagged `{ roomId, index }`, nothing written per chunk), then the reply
 * is stored and `ai_response_id` published. Every write checks the room's lease token, so a reply
 * whose lease was taken away (stop timed out, completion, lease expiry) is dropped silently.
 * No chat text is ever logged.
 */
export class ReplyRunner {
  private readonly running = new Map<number, Running>();

  constructor(private readonly deps: ReplyRunnerDeps) {}

  start(task: ReplyTask): void {
    const controller = new AbortController();
    const timer = setTimeout(() => controller.abort('timeout'), REPLY_TIMEOUT_MS);
    timer.unref();
    const done = this.run(task, controller.signal)
      .catch((error: unknown) => {
        this.deps.log.error(
          { err: errorSummary(error), roomId: task.roomId },
          'chat reply crashed',
        );
      })
      .finally(() => {
        clearTimeout(timer);
        if (this.running.get(task.roomId)?.done === done) this.running.delete(task.roomId);
      });
    this.running.set(task.roomId, { token: task.token, controller, done });
  }

  /** Resolves once the room's reply here, its judge included, has ended (at once if none). */
  async settled(roomId: number): Promise<void> {
    await this.running.get(roomId)?.done;
  }

  /** Whether this process generates the reply of that lease. */
  holds(roomId: number, token: string): boolean {
    return this.running.get(roomId)?.token === token;
  }

  /** The leases of the replies this process generates (renewed while they run). */
  leases(): { roomId: number; token: string }[] {
    return [...this.running].map(([roomId, { token }]) => ({ roomId, token }));
  }

  /** Aborts the room's reply here (if this process generates it); resolves once it settled. */
  stop(roomId: number): Promise<void> | null {
    const running = this.running.get(roomId);
    if (!running) return null;
    running.controller.abort('stop');
    return running.done;
  }

  /** Graceful shutdown: every reply here is aborted and marked failed (`chat_error`). */
  async shutdown(): Promise<void> {
    const all = [...this.running.values()];
    for (const running of all) running.controller.abort('shutdown');
    await Promise.allSettled(all.map((running) => running.done));
  }

  get size(): number {
    return this.running.size;
  }

  private async run(task: ReplyTask, signal: AbortSignal): Promise<void> {
    let text = '';
    let ctx: CounsellorContext | null = null;
    try {
      // The room as the send left it (its statement returns it), else as it is now.
      const room = task.room ?? (await this.deps.repo.room(task.roomId));
      if (!room || room.replyToken !== task.token) return;
      ctx = await this.deps.contexts.forLevel(room, task.level, task.member);
      const source = await replySource(this.deps, task, room, ctx, signal);
      if (!source) return;
      let index = 0;
      for await (const chunk of source.chunks) {
        if (signal.aborted) break;
        if (chunk === '') continue;
        text += chunk;
        await this.deps.events.publish(task.memberId, 'chat_response', chunk, {
          tag: { roomId: task.roomId, index: index++ },
        });
      }
      if (!signal.aborted) {
        if (text.trim() === '') throw new Error('the counsellor replied with nothing');
        await this.finish(task, room, ctx, text, source, signal);
        return;
      }
    } catch (error) {
      if (!signal.aborted) {
        this.deps.log.warn({ err: errorSummary(error), roomId: task.roomId }, 'chat reply failed');
        await this.fail(
          task,
          isCounsellorUnavailable(error) ? 'COUNSELLOR_UNAVAILABLE' : 'REPLY_FAILED',
        );
        return;
      }
    }
    const reason = signal.reason as AbortReason;
    if (reason === 'stop') await this.stopped(task, text);
    else await this.fail(task, reason === 'timeout' ? 'REPLY_TIMEOUT' : 'SERVER_SHUTDOWN');
  }

  /**
   * Stores the reply and releases the lease in one transaction, announces it, then lets the
   * counsellor judge the level (levels 1–3) with the room already free: a judge that fails or
   * never ends holds nothing. A risk the judge flags, or the engine's reply shows it saw, puts
   * the room in safety mode instead of completing the level.
   */
  private async finish(
    task: ReplyTask,
    room: ChatRoomRow,
    ctx: CounsellorContext,
    text: string,
    source: Source,
    signal: AbortSignal,
  ): Promise<void> {
    const { repo, events } = this.deps;
    // One statement: stored and released only while the room still names this reply's lease.
    const storedId = await this.deps.writes.storeReply({
      roomId: task.roomId,
      memberId: task.memberId,
      token: task.token,
      text,
      level: task.level,
      at: this.deps.now(),
      patch: { ...idle, ...(source.safety ? { safetyTurns: room.safetyTurns + 1 } : {}) },
    });
    if (storedId === null) return;
    await this.deps.announceEnd(task.memberId);
    await events.publish(task.memberId, 'ai_response_id', storedId);
    if (source.safety || signal.aborted) return;
    if (!source.judge) {
      // An engine's opening is read for risk too: the review may have replaced it (decision 0076).
      const seen = this.deps.counsellor.reviewReply(text);
      if (seen) await this.safetyModeAfterReply(task, seen);
      return;
    }

    const verdict = await this.judge(task, ctx, text, signal);
    // An engine's reply (not a safety reply, not a fixed line) is read for risk too.
    const risk = verdict?.risk ?? this.deps.counsellor.reviewReply(text);
    if (risk) {
      await this.safetyModeAfterReply(task, risk);
      return;
    }
    if (!verdict?.completed || signal.aborted) return;
    if (await repo.finishLevel({ id: task.roomId, level: task.level }, storedId, verdict.summary)) {
      await events.publish(task.memberId, 'current_level_finished', {
        chatRoomId: task.roomId,
        level: task.level,
      });
    }
  }

  /** After a reply: the room (if not ended meanwhile) takes the more urgent of its risks. */
  private async safetyModeAfterReply(task: ReplyTask, risk: RiskKind): Promise<void> {
    const { repo } = this.deps;
    const room = await repo.room(task.roomId);
    if (!room || room.state === 'COMPLETED') return;
    const mode = moreUrgent(room.safetyMode, risk);
    if (mode === room.safetyMode) return;
    const changed = await repo.updateRoom(
      repo.db,
      task.roomId,
      { safetyMode: mode },
      ne(chatRooms.state, 'COMPLETED'),
    );
    if (changed) {
      await this.deps.events.publish(task.memberId, 'chat_safety_mode', {
        chatRoomId: task.roomId,
        safetyMode: mode,
      });
    }
  }

  /** The counsellor's verdict on the level after this reply; null when the judge failed. */
  private async judge(
    task: ReplyTask,
    ctx: CounsellorContext,
    text: string,
    signal: AbortSignal,
  ): Promise<JudgeResult | null> {
    try {
      const reply = { sender: 'ASSISTANT' as const, content: text };
      return await this.deps.counsellor.engine.judge(
        {
          ...ctx,
          messages: [...ctx.messages, reply],
          roomMessages: [...ctx.roomMessages, { ...reply, level: task.level }],
        },
        signal,
      );
    } catch (error) {
      // The level simply goes on; the next turn is judged again.
      this.deps.log.warn({ err: errorSummary(error), roomId: task.roomId }, 'chat judge failed');
      return null;
    }
  }

  /** Stop: the partial text stored as STOPPED (nothing when there is none), then `chat_stopped`. */
  private async stopped(task: ReplyTask, text: string): Promise<void> {
    const { repo } = this.deps;
    const messageId = await this.leased(task, async (tx) => {
      let id = task.replyTo?.id ?? null;
      if (text !== '') {
        const stored = await repo.insertMessage(tx, {
          roomId: task.roomId,
          memberId: task.memberId,
          sender: 'ASSISTANT',
          content: text,
          level: task.level,
          status: 'STOPPED',
          createdAt: this.deps.now(),
        });
        id = stored.id;
      }
      id ??= (await repo.lastMessage(task.roomId, undefined, tx))?.id ?? null;
      await repo.updateRoom(tx, task.roomId, idle);
      return id;
    });
    if (messageId === null) return;
    await this.deps.announceEnd(task.memberId);
    await this.deps.events.publish(task.memberId, 'chat_stopped', {
      chatRoomId: task.roomId,
      messageId,
    });
  }

  /**
   * Failure: nothing of the reply is stored; the user message becomes FAILED (an opening instead
   * puts the room back to NEED_NEXT_QUESTION of the level before, so upgrading again retries it);
   * `chat_error` names the user message (for an opening, the room's last message). A user
   * message that already has its reply is never failed: the lease is only released.
   */
  async fail(task: ReplyTask, reason: FailureReason): Promise<void> {
    const { repo } = this.deps;
    const failed = await this.leased(task, async (tx) => {
      if (task.replyTo) {
        await repo.updateRoom(tx, task.roomId, idle);
        if (await repo.answeredAfter(tx, task.roomId, task.replyTo.id)) return { messageId: null };
        await repo.setMessageStatus(tx, task.replyTo.id, 'FAILED');
        return { messageId: task.replyTo.id };
      }
      await repo.updateRoom(tx, task.roomId, {
        ...idle,
        state: 'NEED_NEXT_QUESTION',
        level: Math.max(1, task.level - 1),
      });
      return { messageId: (await repo.lastMessage(task.roomId, undefined, tx))?.id ?? null };
    });
    if (failed === null) return;
    await this.deps.announceEnd(task.memberId);
    if (failed.messageId === null) return;
    await this.deps.events.publish(task.memberId, 'chat_error', {
      chatRoomId: task.roomId,
      messageId: failed.messageId,
      reason,
    });
  }

  /** Runs `write` in a transaction only while the room still names this reply's lease. */
  private async leased<T>(task: ReplyTask, write: (tx: Tx) => Promise<T>): Promise<T | null> {
    return this.deps.repo.db.transaction(async (tx) => {
      const room = await this.deps.repo.room(task.roomId, tx);
      if (!room || room.replyToken !== task.token) return null;
      return write(tx);
    });
  }
}

/** An error's type and code, never its message (a model error could quote the conversation). */
export function errorSummary(error: unknown): { type: string; code?: unknown } {
  if (!(error instanceof Error)) return { type: typeof error };
  const code =
    (error as { code?: unknown; status?: unknown }).code ?? (error as { status?: unknown }).status;
  return code === undefined ? { type: error.name } : { type: error.name, code };
}
