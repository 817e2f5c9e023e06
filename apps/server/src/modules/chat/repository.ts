import { and, asc, count, desc, eq, gt, inArray, isNull, ne, sql, type SQL } from 'drizzle-orm';
import { decrypt, encrypt, type DataKeys } from '../../platform/crypto';
import { BatchedRead } from '../../platform/db/batched-read';
import type { Db } from '../../platform/db/client';
import type { DbOrTx, Tx } from '../../platform/db/tx';
import { members } from '../../platform/db/schema';
import { chatMessages, chatRooms, type ChatMessageRow, type ChatRoomRow } from './schema';
import type { Level } from './counsellor-port';

export type RoomState = ChatRoomRow['state'];
export type MessageStatus = ChatMessageRow['status'];
export type Sender = ChatMessageRow['sender'];

/** A message with its text decrypted. */
export interface StoredMessage {
  id: number;
  roomId: number;
  sender: Sender;
  content: string;
  level: Level;
  status: MessageStatus;
  createdAt: Date;
}

export interface NewMessage {
  roomId: number;
  memberId: number;
  sender: Sender;
  content: string;
  level: Level;
  status?: MessageStatus;
  clientMessageId?: string | undefined;
  createdAt: Date;
}

const SUMMARY_COLUMN = {
  1: 'firstSummaryEnc',
  2: 'secondSummaryEnc',
  3: 'thirdSummaryEnc',
} as const;

/** Rooms and messages; message texts and level summaries are encrypted here, at rest. */
export class ChatRepository {
  /** Members' current rooms asked at about the same time, in one query. */
  private readonly currentRooms = new BatchedRead<number, ChatRoomRow>(async (ids) => {
    const rows = await this.db
      .select()
      .from(chatRooms)
      .where(and(inArray(chatRooms.memberId, ids), ne(chatRooms.state, 'COMPLETED')));
    return new Map(rows.map((row) => [row.memberId, row]));
  });

  constructor(
    readonly db: Db,
    private readonly key: DataKeys,
  ) {}

  seal(text: string): string {
    return encrypt(this.key, text);
  }

  open(sealed: string | null): string {
    return sealed === null ? '' : decrypt(this.key, sealed);
  }

  private message(row: ChatMessageRow): StoredMessage {
    return {
      id: row.id,
      roomId: row.roomId,
      sender: row.sender,
      content: this.open(row.contentEnc),
      level: row.level as Level,
      status: row.status,
      createdAt: row.createdAt,
    };
  }

  /** The member's room that is not COMPLETED, if any (locked `FOR UPDATE` inside a transaction). */
  async current(memberId: number, tx?: Tx): Promise<ChatRoomRow | undefined> {
    if (!tx) return this.currentRooms.load(memberId);
    const [row] = await tx
      .select()
      .from(chatRooms)
      .where(and(eq(chatRooms.memberId, memberId), ne(chatRooms.state, 'COMPLETED')))
      .limit(1)
      .for('update');
    return row;
  }

  async room(roomId: number, tx?: Tx): Promise<ChatRoomRow | undefined> {
    const query = (tx ?? this.db).select().from(chatRooms).where(eq(chatRooms.id, roomId)).limit(1);
    const [row] = tx ? await query.for('update') : await query;
    return row;
  }

  /**
   * Creates each member's current room with its greeting as the first message: one statement
   * for all of them, so a room and its greeting are written together or not at all, and many
   * members' first reads at once cost one write (issue 27). A member who is withdrawn, or has a
   * current room already (another request made it: the partial unique index), is skipped; read
   * the rooms with `current` afterwards.
   */
  async createRooms(
    rooms: ReadonlyArray<{ memberId: number; greeting: string }>,
    now: Date,
  ): Promise<void> {
    if (rooms.length === 0) return;
    const at = now.toISOString();
    const input = sql.join(
      rooms.map((room) => sql`(${room.memberId}::integer, ${this.seal(room.greeting)}::text)`),
      sql`, `,
    );
    await this.db.execute(sql`
      with input (member_id, content_enc) as (values ${input}),
      rooms as (
        insert into ${chatRooms} (member_id, state, level, created_at)
        select input.member_id, 'BEFORE_INIT', 1, ${at}::timestamptz
        from input join ${members} on ${members.id} = input.member_id
        where ${members.state} <> 'DELETED'
        on conflict do nothing
        returning id, member_id
      )
      insert into ${chatMessages} (room_id, member_id, sender, content_enc, level, status, created_at)
      select rooms.id, rooms.member_id, 'ASSISTANT', input.content_enc, 1, 'DONE', ${at}::timestamptz
      from rooms join input on input.member_id = rooms.member_id`);
  }

  async updateRoom(
    tx: DbOrTx,
    roomId: number,
    patch: Partial<Omit<ChatRoomRow, 'id' | 'memberId'>>,
    where?: SQL,
  ): Promise<boolean> {
    const updated = await tx
      .update(chatRooms)
      .set(patch)
      .where(and(eq(chatRooms.id, roomId), where))
      .returning({ id: chatRooms.id });
    return updated.length > 0;
  }

  /** Whether the room has a reply (not FAILED) stored after the message `messageId`. */
  async answeredAfter(tx: DbOrTx, roomId: number, messageId: number): Promise<boolean> {
    const [row] = await tx
      .select({ id: chatMessages.id })
      .from(chatMessages)
      .where(
        and(
          eq(chatMessages.roomId, roomId),
          gt(chatMessages.id, messageId),
          eq(chatMessages.sender, 'ASSISTANT'),
          ne(chatMessages.status, 'FAILED'),
        ),
      )
      .limit(1);
    return row !== undefined;
  }

  /**
   * The level's end, written only while the room is still where the judged reply left it:
   * ALIVE at that level, no reply running, not in safety mode, and no message after the reply
   * (a member who wrote on meanwhile keeps talking in this level).
   */
  finishLevel(room: { id: number; level: Level }, replyId: number, summary: string) {
    return this.updateRoom(
      this.db,
      room.id,
      { state: 'NEED_NEXT_QUESTION', ...this.summaryPatch(room.level, summary) },
      and(
        eq(chatRooms.state, 'ALIVE'),
        eq(chatRooms.level, room.level),
        isNull(chatRooms.replyToken),
        isNull(chatRooms.safetyMode),
        sql`not exists (select 1 from ${chatMessages} where ${chatMessages.roomId} = ${room.id} and ${chatMessages.id} > ${replyId})`,
      ),
    );
  }

  async insertMessage(tx: DbOrTx, message: NewMessage): Promise<StoredMessage> {
    const [row] = await tx
      .insert(chatMessages)
      .values({
        roomId: message.roomId,
        memberId: message.memberId,
        sender: message.sender,
        contentEnc: this.seal(message.content),
        level: message.level,
        status: message.status ?? 'DONE',
        clientMessageId: message.clientMessageId ?? null,
        createdAt: message.createdAt,
      })
      .returning();
    if (!row) throw new Error('chat message insert returned nothing');
    return this.message(row);
  }

  async setMessageStatus(tx: DbOrTx, messageId: number, status: MessageStatus): Promise<void> {
    await tx.update(chatMessages).set({ status }).where(eq(chatMessages.id, messageId));
  }

  /** The user message sent earlier with this client id (an idempotent repeat). */
  async byClientId(memberId: number, clientMessageId: string): Promise<ChatMessageRow | undefined> {
    const [row] = await this.db
      .select()
      .from(chatMessages)
      .where(
        and(eq(chatMessages.memberId, memberId), eq(chatMessages.clientMessageId, clientMessageId)),
      )
      .limit(1);
    return row;
  }

  async lastMessage(
    roomId: number,
    sender?: Sender,
    tx: DbOrTx = this.db,
  ): Promise<StoredMessage | undefined> {
    const [row] = await tx
      .select()
      .from(chatMessages)
      .where(
        and(eq(chatMessages.roomId, roomId), sender ? eq(chatMessages.sender, sender) : undefined),
      )
      .orderBy(desc(chatMessages.id))
      .limit(1);
    return row ? this.message(row) : undefined;
  }

  /** A page of the room's messages, newest or oldest first, and how many there are. */
  async page(
    roomId: number,
    order: 'newest' | 'oldest',
    page: number,
    size: number,
  ): Promise<{ list: StoredMessage[]; totalCount: number }> {
    const rows = await this.db
      .select()
      .from(chatMessages)
      .where(eq(chatMessages.roomId, roomId))
      .orderBy(order === 'newest' ? desc(chatMessages.id) : asc(chatMessages.id))
      .limit(size)
      .offset(page * size);
    const [total] = await this.db
      .select({ n: count() })
      .from(chatMessages)
      .where(eq(chatMessages.roomId, roomId));
    return { list: rows.map((row) => this.message(row)), totalCount: total?.n ?? 0 };
  }

  /** The room's messages that count as conversation (not FAILED), oldest first. */
  async conversation(roomId: number, level?: Level): Promise<StoredMessage[]> {
    const rows = await this.db
      .select()
      .from(chatMessages)
      .where(
        and(
          eq(chatMessages.roomId, roomId),
          ne(chatMessages.status, 'FAILED'),
          level === undefined ? undefined : eq(chatMessages.level, level),
        ),
      )
      .orderBy(asc(chatMessages.id));
    return rows.map((row) => this.message(row));
  }

  /** The stored summaries of the levels before `below` (all three when absent). */
  levelSummaries(room: ChatRoomRow, below: Level = 4): { level: Level; summary: string }[] {
    const out: { level: Level; summary: string }[] = [];
    for (const level of [1, 2, 3] as const) {
      const sealed = room[SUMMARY_COLUMN[level]];
      if (level < below && sealed !== null) out.push({ level, summary: this.open(sealed) });
    }
    return out;
  }

  summaryPatch(level: Level, summary: string): Partial<ChatRoomRow> {
    return level === 4 ? {} : { [SUMMARY_COLUMN[level]]: this.seal(summary) };
  }

  /** Ids of rooms not COMPLETED whose last user message (or creation) is at or before `cutoff`. */
  async idleRooms(cutoff: Date, limit = 500): Promise<ChatRoomRow[]> {
    return this.db
      .select()
      .from(chatRooms)
      .where(
        and(
          ne(chatRooms.state, 'COMPLETED'),
          sql`coalesce(${chatRooms.lastMessageAt}, ${chatRooms.createdAt}) <= ${cutoff.toISOString()}::timestamptz`,
        ),
      )
      .limit(limit);
  }

  async resumePaused(db: DbOrTx, memberIds: readonly number[]): Promise<ChatRoomRow[]> {
    if (memberIds.length === 0) return [];
    return db
      .update(chatRooms)
      .set({ state: 'NEED_NEXT_QUESTION', pausedReason: null })
      .where(and(inArray(chatRooms.memberId, [...memberIds]), eq(chatRooms.state, 'PAUSED')))
      .returning();
  }

  /** Withdrawal: every room and message of the member. */
  async eraseMember(tx: Tx, memberId: number): Promise<void> {
    await tx.delete(chatMessages).where(eq(chatMessages.memberId, memberId));
    await tx.delete(chatRooms).where(eq(chatRooms.memberId, memberId));
  }
}
