import type { FastifyBaseLogger } from 'fastify';
import { z } from 'zod';
import { defineChannel, type Bus } from '../../platform/bus';

/** Messages between instances about replies in progress. */
export const replyChannel = defineChannel(
  'chat-replies',
  z.discriminatedUnion('k', [
    /** Stop the room's reply (whichever instance generates it). */
    z.object({ k: z.literal('stop'), r: z.int() }),
    /** The member's reply ended; sent before its final event so every instance forgets its text. */
    z.object({ k: z.literal('end'), m: z.int() }),
  ]),
);
type ReplyMessage = Parameters<typeof replyChannel.publish>[1];

export interface ReplyChannelHandlers {
  stop(roomId: number): void;
  ended(memberId: number): void;
}

/**
 * Stop requests and reply ends on the bus. The generating instance may be another one than the
 * one that answered `POST stop`. An `end` travels on the same connection as (and before) the
 * reply's `ai_response_id` / `chat_stopped` / `chat_error`, so an instance forgets the reply's text
 * before that event can be in the store for a new stream's replay.
 */
export class ReplyChannel {
  private unsubscribe: (() => Promise<void>) | null = null;

  constructor(
    private readonly bus: Bus,
    private readonly log: FastifyBaseLogger,
  ) {}

  async listen(handlers: ReplyChannelHandlers): Promise<void> {
    this.unsubscribe = await replyChannel.subscribe(this.bus, (message) => {
      if (message.k === 'stop') handlers.stop(message.r);
      else handlers.ended(message.m);
    });
  }

  async close(): Promise<void> {
    await this.unsubscribe?.();
    this.unsubscribe = null;
  }

  requestStop(roomId: number): Promise<void> {
    return this.send({ k: 'stop', r: roomId });
  }

  ended(memberId: number): Promise<void> {
    return this.send({ k: 'end', m: memberId });
  }

  private async send(message: ReplyMessage): Promise<void> {
    try {
      await replyChannel.publish(this.bus, message);
    } catch (error) {
      this.log.warn({ err: error, kind: message.k }, 'chat reply message not sent');
    }
  }
}
