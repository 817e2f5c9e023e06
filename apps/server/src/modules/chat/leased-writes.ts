import { eq, getTableColumns, sql, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../platform/db/tx';
import type { Level } from './counsellor-port';
import type { ChatRepository } from './repository';
import { chatMessages, chatRooms, type ChatRoomRow } from './schema';

type RoomPatch = Partial<Omit<ChatRoomRow, 'id' | 'memberId'>>;

const ROOM_COLUMNS = Object.entries(getTableColumns(chatRooms));

function rowsOf(result: unknown): Record<string, unknown>[] {
  return (result as { rows: Record<string, unknown>[] }).rows;
}

/** `column = value, …` of an UPDATE, each value encoded as its column encodes it. */
function assignments(patch: RoomPatch): SQL {
  const columns = getTableColumns(chatRooms);
  return sql.join(
    Object.entries(patch).map(([key, value]) => {
      const column = columns[key as keyof typeof columns];
      return sql`${sql.identifier(column.name)} = ${value === null ? sql`null` : sql.param(value, column)}`;
    }),
    sql`, `,
  );
}

function withoutReplyTo(patch: RoomPatch): RoomPatch {
  const { replyToMessageId: _, ...rest } = patch;
  return rest;
}

/** A room row as a raw statement returns it (column names), as Drizzle's select gives it. */
function roomOf(raw: Record<string, unknown>): ChatRoomRow {
  const row: Record<string, unknown> = {};
  for (const [key, column] of ROOM_COLUMNS) {
    const value = raw[column.name];
    row[key] = value === null || value === undefined ? null : column.mapFromDriverValue(value);
  }
  return row as ChatRoomRow;
}

/**
 * A turn's writes, each one statement (issue 27): the member's message stored with the lease of
 * its reply taken, and the reply stored with the lease released, each only while the room is
 * still as the turn needs it. One statement is atomic as the transaction it replaces was (lock,
 * check, insert, update), with four statements fewer: on the embedded database every statement
 * is a turn of the server's own event loop, and on PostgreSQL a round trip.
 */
export class LeasedWrites {
  constructor(private readonly repo: ChatRepository) {}

  /**
   * The user message inserted and the room patched (`reply_to_message_id` naming the message)
   * while the room is still the member's current one, without a reply, and `sendable`; the room
   * is locked first, as the transaction's `select … for update` did. Null when it is not (the
   * room changed since it was read).
   */
  async send(input: {
    roomId: number;
    memberId: number;
    text: string;
    level: Level;
    clientMessageId: string | undefined;
    at: Date;
    sendable: SQL;
    patch: RoomPatch;
  }): Promise<{ messageId: number; room: ChatRoomRow } | null> {
    const { roomId, memberId } = input;
    const result = await this.repo.db.execute(sql`
      with locked as (
        select ${chatRooms.id} from ${chatRooms}
        where ${chatRooms.id} = ${roomId} and ${chatRooms.memberId} = ${memberId}
          and ${chatRooms.state} <> 'COMPLETED' and ${chatRooms.replyToken} is null
          and ${input.sendable}
        for update
      ),
      message as (
        insert into ${chatMessages}
          (room_id, member_id, sender, content_enc, level, status, client_message_id, created_at)
        select locked.id, ${memberId}::integer, 'USER', ${this.repo.seal(input.text)}::text,
          ${input.level}::integer, 'DONE', ${input.clientMessageId ?? null}::text,
          ${input.at.toISOString()}::timestamptz
        from locked
        returning id
      )
      update ${chatRooms}
      set ${assignments(withoutReplyTo(input.patch))}, reply_to_message_id = message.id
      from message
      where ${chatRooms.id} = ${roomId}
      returning message.id as sent_message_id, ${chatRooms}.*`);
    const [raw] = rowsOf(result);
    if (!raw) return null;
    return { messageId: Number(raw.sent_message_id), room: roomOf(raw) };
  }

  /**
   * The reply stored (DONE) and the room patched (the lease released) while the room still names
   * the reply's lease `token`; the message id, or null when the lease was lost.
   */
  async storeReply(input: {
    roomId: number;
    memberId: number;
    token: string;
    text: string;
    level: Level;
    at: Date;
    patch: RoomPatch;
  }): Promise<number | null> {
    const result = await this.repo.db.execute(sql`
      with room as (
        update ${chatRooms} set ${assignments(input.patch)}
        where ${chatRooms.id} = ${input.roomId} and ${chatRooms.replyToken} = ${input.token}
        returning ${chatRooms.id}
      )
      insert into ${chatMessages} (room_id, member_id, sender, content_enc, level, status, created_at)
      select room.id, ${input.memberId}::integer, 'ASSISTANT', ${this.repo.seal(input.text)}::text,
        ${input.level}::integer, 'DONE', ${input.at.toISOString()}::timestamptz
      from room
      returning id`);
    const [raw] = rowsOf(result);
    return raw ? Number(raw.id) : null;
  }

  /** Changes the room only while the reply named by `token` still holds its lease. */
  whileLeased(tx: DbOrTx, roomId: number, token: string, patch: RoomPatch): Promise<boolean> {
    return this.repo.updateRoom(tx, roomId, patch, eq(chatRooms.replyToken, token));
  }
}
