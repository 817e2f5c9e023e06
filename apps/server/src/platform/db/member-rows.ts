import { inArray } from 'drizzle-orm';
import { BatchedRead } from './batched-read';
import type { Db } from './client';
import { members, type MemberRow } from './schema';

/**
 * Members' rows by id, asked at about the same time, in one query (decision 0079): the one
 * batched read of `members` every module's hot read goes through — the member module's core,
 * auth's sign-in columns, the couple module's invite code, love-type's result, the chat's
 * profile. A cold home screen asked for a member's row five times, each module its own query;
 * now the member's reads go out together, and the partner's together after the couple is known.
 *
 * Each module still reads only its own columns (it picks them from the row) and decides what a
 * withdrawn member's tombstone means to it (`alive` for most). The consistency of `BatchedRead`
 * holds: a read is never answered by a query sent before it was asked. Reads in a transaction
 * do not come here; the repositories query those directly.
 */
export class MemberRows {
  private readonly rows = new BatchedRead<number, MemberRow>(async (ids) => {
    const rows = await this.db.select().from(members).where(inArray(members.id, ids));
    return new Map(rows.map((row) => [row.id, row]));
  });

  constructor(private readonly db: Db) {}

  /** The member's row, a withdrawn member's tombstone included. */
  load(memberId: number): Promise<MemberRow | undefined> {
    return this.rows.load(memberId);
  }

  /** The member's row unless withdrawn. */
  async alive(memberId: number): Promise<MemberRow | undefined> {
    const row = await this.rows.load(memberId);
    return row && row.state !== 'DELETED' ? row : undefined;
  }
}

/** The fields of `row` a module's column list names (its own columns of `members`). */
export function pick<K extends keyof MemberRow>(
  row: MemberRow,
  columns: Record<K, unknown>,
): Pick<MemberRow, K> {
  const picked = {} as Pick<MemberRow, K>;
  for (const key of Object.keys(columns) as K[]) picked[key] = row[key];
  return picked;
}
