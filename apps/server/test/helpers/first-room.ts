import { sql } from 'drizzle-orm';
import type { Database } from '../../src/platform/db/client';

/**
 * Deletes the member's chat rooms (their messages go with them): a member as from before first
 * rooms were made at onboarding.
 */
export async function dropRooms(database: Database, memberId: number): Promise<void> {
  await database.db.execute(sql`delete from chat_rooms where member_id = ${memberId}`);
}

/** How many chat rooms the member has, read from the table (no API read that could make one). */
export async function roomCount(database: Database, memberId: number): Promise<number> {
  const result = await database.db.execute<{ n: number }>(
    sql`select count(*)::int as n from chat_rooms where member_id = ${memberId}`,
  );
  return (result as { rows: { n: number }[] }).rows[0]?.n ?? 0;
}
