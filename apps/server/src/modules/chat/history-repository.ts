import { and, count, eq, getTableColumns, inArray, or, sql } from 'drizzle-orm';
import { BatchedRead } from '../../platform/db/batched-read';
import type { Db } from '../../platform/db/client';
import { chatMessages, chatRooms, type ChatRoomRow } from './schema';

/** `%`, `_` and `\` of a search keyword as literal characters for LIKE … ESCAPE '\'. */
export function likeLiteral(keyword: string): string {
  return `%${keyword.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

/**
 * The order of chat_rooms_member_completed_idx exactly (its columns are DESC NULLS LAST; a plain
 * DESC means NULLS FIRST and would sort every row of the member instead).
 */
const INDEX_ORDER = [
  sql`${chatRooms.completedAt} desc nulls last`,
  sql`${chatRooms.id} desc nulls last`,
];

const ORDER_LIST = sql.join(INDEX_ORDER, sql`, `);

const SEALED_IDS_PER_QUERY = 5_000;

/** The member's completed rooms in the index order, and those whose title or keywords match. */
export interface CompletedRoomIds {
  ids: number[];
  hits: number[];
}

/** The history's queries: completed rooms of a member, listed, searched, counted, deleted. */
export class ChatHistoryRepository {
  /** Members' completed-room counts asked at about the same time, in one query. */
  private readonly completedCounts = new BatchedRead<number, number>(async (ids) => {
    const rows = await this.db
      .select({ memberId: chatRooms.memberId, n: count() })
      .from(chatRooms)
      .where(and(inArray(chatRooms.memberId, ids), eq(chatRooms.state, 'COMPLETED')))
      .groupBy(chatRooms.memberId);
    return new Map(rows.map((row) => [row.memberId, row.n]));
  });

  constructor(readonly db: Db) {}

  /**
   * The ids of the member's completed rooms in the index order and of those whose title or
   * keywords match the keyword (the search's first pass, ChatHistorySearch): one row of two
   * arrays, which PGlite reads several times faster than a row per room.
   */
  async completedIds(memberId: number, keyword: string): Promise<CompletedRoomIds> {
    const pattern = likeLiteral(keyword);
    const [row] = await this.db
      .select({
        ids: sql<number[]>`coalesce(array_agg(${chatRooms.id} order by ${ORDER_LIST}), '{}')`,
        hits: sql<number[]>`coalesce(array_agg(${chatRooms.id}) filter (where
          ${chatRooms.totalSummary} ilike ${pattern} escape '\\'
          or ${chatRooms.situationKeyword} ilike ${pattern} escape '\\'
          or ${chatRooms.solutionKeyword} ilike ${pattern} escape '\\'), '{}')`,
      })
      .from(chatRooms)
      .where(and(eq(chatRooms.memberId, memberId), eq(chatRooms.state, 'COMPLETED')));
    return { ids: row?.ids ?? [], hits: row?.hits ?? [] };
  }

  /** The sealed texts of the member's messages in these rooms (any sender, any status). */
  async sealedMessages(
    memberId: number,
    roomIds: readonly number[],
  ): Promise<Array<{ roomId: number; contentEnc: string }>> {
    const out: Array<{ roomId: number; contentEnc: string }> = [];
    // Bind parameters are limited (65 535 a statement): a few thousand rooms a query.
    for (let at = 0; at < roomIds.length; at += SEALED_IDS_PER_QUERY) {
      const ids = roomIds.slice(at, at + SEALED_IDS_PER_QUERY);
      out.push(
        ...(await this.db
          .select({ roomId: chatMessages.roomId, contentEnc: chatMessages.contentEnc })
          .from(chatMessages)
          .where(and(eq(chatMessages.memberId, memberId), inArray(chatMessages.roomId, ids)))),
      );
    }
    return out;
  }

  /** These completed rooms of the member, in the index order. */
  async completedByIds(memberId: number, ids: readonly number[]): Promise<ChatRoomRow[]> {
    if (ids.length === 0) return [];
    return this.db
      .select()
      .from(chatRooms)
      .where(completedOf(memberId, ids))
      .orderBy(...INDEX_ORDER);
  }

  async completedCount(memberId: number): Promise<number> {
    return (await this.completedCounts.load(memberId)) ?? 0;
  }

  /** Completed rooms of the member, newest first, optionally matching a keyword. */
  async history(
    memberId: number,
    keyword: string | undefined,
    page: number,
    size: number,
  ): Promise<{ list: ChatRoomRow[]; totalCount: number }> {
    const pattern = keyword ? likeLiteral(keyword) : null;
    const where = and(
      eq(chatRooms.memberId, memberId),
      eq(chatRooms.state, 'COMPLETED'),
      pattern
        ? or(
            sql`${chatRooms.totalSummary} ilike ${pattern} escape '\\'`,
            sql`${chatRooms.situationKeyword} ilike ${pattern} escape '\\'`,
            sql`${chatRooms.solutionKeyword} ilike ${pattern} escape '\\'`,
          )
        : undefined,
    );
    const countAll = async () =>
      (await this.db.select({ n: count() }).from(chatRooms).where(where))[0]?.n ?? 0;
    if (!pattern) {
      // Browsing reads one page along the index, and counts from the index.
      const list = await this.db
        .select()
        .from(chatRooms)
        .where(where)
        .orderBy(...INDEX_ORDER)
        .limit(size)
        .offset(page * size);
      return { list, totalCount: await countAll() };
    }
    // A search reads every room of the member anyway: the page and the number of matches in one
    // pass (a window count). Past the end no row carries the count.
    const rows = await this.db
      .select({ room: getTableColumns(chatRooms), totalCount: sql<number>`count(*) over()` })
      .from(chatRooms)
      .where(where)
      .orderBy(...INDEX_ORDER)
      .limit(size)
      .offset(page * size);
    const first = rows[0];
    if (!first) return { list: [], totalCount: await countAll() };
    return { list: rows.map((row) => row.room), totalCount: Number(first.totalCount) };
  }

  /** Deletes the rooms (and their messages) if every id is a completed room of the member. */
  async deleteCompleted(memberId: number, ids: readonly number[]): Promise<number | null> {
    return this.db.transaction(async (tx) => {
      const owned = await tx
        .select({ id: chatRooms.id })
        .from(chatRooms)
        .where(completedOf(memberId, ids))
        .for('update');
      if (owned.length !== new Set(ids).size) return null;
      const deleted = await tx
        .delete(chatRooms)
        .where(inArray(chatRooms.id, [...ids]))
        .returning({ id: chatRooms.id });
      return deleted.length;
    });
  }
}

/** These ids among the member's completed rooms. */
function completedOf(memberId: number, ids: readonly number[]) {
  return and(
    inArray(chatRooms.id, [...ids]),
    eq(chatRooms.memberId, memberId),
    eq(chatRooms.state, 'COMPLETED'),
  );
}
