import type { ChatMessage, ChatSummary, RoomItem } from '@dama/contract';
import { eq } from 'drizzle-orm';
import { chatRooms, type ChatRoomRow } from './schema';
import { AppError } from '../../platform/errors';
import { pagedList } from '../../platform/http/lists';
import type { ChatHistoryRepository } from './history-repository';
import { ChatHistorySearch } from './history-search';
import type { ChatRepository } from './repository';
import { messageView, roomItemView, summaryView } from './views';

/** Past rooms: the history list, a room's messages and summary, deletion (CONTRACT 4.6). */
export class ChatHistory {
  private readonly search: ChatHistorySearch;

  constructor(
    private readonly repo: ChatRepository,
    private readonly rooms: ChatHistoryRepository,
    /** Puts a room's summary job on the queue again. */
    private readonly queueSummary: (roomId: number) => Promise<void>,
  ) {
    this.search = new ChatHistorySearch(rooms, (sealed) => repo.open(sealed));
  }

  /** The room if it is the member's: unknown 40008, someone else's (partner included) 40302. */
  private async own(memberId: number, roomId: number): Promise<ChatRoomRow> {
    const room = await this.repo.room(roomId);
    if (!room) throw new AppError('NO_SUCH_CHAT_ROOM');
    if (room.memberId !== memberId) throw new AppError('MEMBER_ACCESS_DENIED');
    return room;
  }

  /**
   * The keyword is matched as the composed (NFC) text without surrounding spaces: a keyboard may
   * send Korean decomposed, and the stored titles are composed. It matches the title, the
   * keywords and the rooms' messages (ChatHistorySearch). Blank lists everything.
   */
  async list(memberId: number, keyword: string | undefined, page: number, size: number) {
    const literal = keyword?.normalize('NFC').trim() || undefined;
    const { list, totalCount } = literal
      ? await this.search.page(memberId, literal, page, size)
      : await this.rooms.history(memberId, undefined, page, size);
    return pagedList<RoomItem>(list.map(roomItemView), page, totalCount);
  }

  /** Withdrawal: the member's decrypted texts kept for searching are dropped at once. */
  forgetMember(memberId: number): void {
    this.search.forgetMember(memberId);
  }

  async messages(memberId: number, roomId: number, page: number, size: number) {
    const room = await this.own(memberId, roomId);
    const { list, totalCount } = await this.repo.page(room.id, 'oldest', page, size);
    return pagedList<ChatMessage>(list.map(messageView), page, totalCount);
  }

  /** The summary; reading a FAILED one queues it again (PENDING): the way to retry it. */
  async summary(memberId: number, roomId: number): Promise<ChatSummary> {
    let room = await this.own(memberId, roomId);
    if (room.summaryState === 'FAILED') {
      const requeued = await this.repo.updateRoom(
        this.repo.db,
        room.id,
        { summaryState: 'PENDING', summaryAttempts: 0 },
        eq(chatRooms.summaryState, 'FAILED'),
      );
      if (requeued) await this.queueSummary(room.id);
      room = { ...room, summaryState: 'PENDING' };
    }
    return summaryView(room, this.repo);
  }

  /** All or nothing: every id must be a completed room of the member, else 40302. */
  async delete(memberId: number, ids: readonly number[]): Promise<{ deletedCount: number }> {
    const deletedCount = await this.rooms.deleteCompleted(memberId, ids);
    if (deletedCount === null) throw new AppError('MEMBER_ACCESS_DENIED');
    this.search.forget(memberId, ids);
    return { deletedCount };
  }
}
