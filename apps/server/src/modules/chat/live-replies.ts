import { encodeSsePayload } from '@dama/contract';
import type {
  OpeningFrame,
  PublishableEvent,
  StreamObserver,
  StreamTag,
} from '../../platform/realtime';

/** An entry untouched this long belongs to a reply whose process died: it is ignored. */
const STALE_MS = 3 * 60 * 1000;

/** Events after which a member has no reply in progress any more. */
const REPLY_ENDS: ReadonlySet<PublishableEvent> = new Set([
  'ai_response_id',
  'chat_error',
  'chat_stopped',
]);

interface Entry {
  roomId: number;
  /** The index the next chunk must carry to continue the text without a gap. */
  next: number;
  text: string;
  /** False when this instance missed chunk 0 or a chunk in between. */
  complete: boolean;
  touchedAt: number;
}

/**
 * This instance's picture of each member's reply in progress, built from the `chat_response`
 * chunks it relays (every instance receives every member event over the bus). A stream that
 * opens mid-reply gets the text so far as `chat_response_snapshot`, then the chunks that follow:
 * no gap and no duplicate (decision 0019). Memory only; nothing is written per chunk.
 */
export class LiveReplies implements StreamObserver {
  private readonly byMember = new Map<number, Entry>();

  onMessage(
    memberId: number,
    event: PublishableEvent,
    data: string,
    tag: StreamTag | undefined,
  ): void {
    if (REPLY_ENDS.has(event)) {
      this.byMember.delete(memberId);
      return;
    }
    if (event !== 'chat_response') return;
    const roomId = tag?.roomId;
    const index = tag?.index;
    if (typeof roomId !== 'number' || typeof index !== 'number') {
      this.byMember.delete(memberId);
      return;
    }
    const entry = this.byMember.get(memberId);
    const touchedAt = Date.now();
    if (index === 0) {
      this.byMember.set(memberId, { roomId, next: 1, text: data, complete: true, touchedAt });
    } else if (entry?.complete && entry.roomId === roomId && entry.next === index) {
      entry.text += data;
      entry.next += 1;
      entry.touchedAt = touchedAt;
    } else {
      this.byMember.set(memberId, {
        roomId,
        next: index + 1,
        text: '',
        complete: false,
        touchedAt,
      });
    }
  }

  /** The reply's process announced its end (before its final event): forget the text. */
  ended(memberId: number): void {
    this.byMember.delete(memberId);
  }

  openingFrames(memberId: number): (() => OpeningFrame[]) | null {
    const entry = this.byMember.get(memberId);
    if (!entry) return null;
    if (Date.now() - entry.touchedAt > STALE_MS) {
      this.byMember.delete(memberId);
      return null;
    }
    if (!entry.complete) return null;
    // The text now is what precedes the chunks this connection will receive; written only if
    // the same reply is still going once the connection has sent its replay (else the replay or
    // the live end event tells the client what happened).
    const content = entry.text;
    return () =>
      this.byMember.get(memberId) === entry
        ? [
            {
              event: 'chat_response_snapshot',
              data: encodeSsePayload('chat_response_snapshot', {
                chatRoomId: entry.roomId,
                content,
              }),
            },
          ]
        : [];
  }

  /** Members with a reply in progress known here (tests). */
  get size(): number {
    return this.byMember.size;
  }
}
