/**
 * Deterministic variety: a room's choices depend only on its id, a per-pool salt and the turn,
 * so a retry regenerates the same reply and two rooms sound different.
 */
export function seedOf(roomId: number, salt: number): number {
  let h = Math.imul(roomId ^ 0x9e3779b9, 0x85ebca6b) ^ Math.imul(salt + 1, 0xc2b2ae35);
  h ^= h >>> 16;
  h = Math.imul(h, 0x27d4eb2f);
  h ^= h >>> 15;
  return h >>> 0;
}

/**
 * The room's item of `pool` for `turn`: consecutive turns walk the pool from a room-specific
 * start, so the first `pool.length` turns never repeat an item.
 */
export function rotate<T>(pool: readonly T[], roomId: number, salt: number, turn: number): T {
  const item = pool[(seedOf(roomId, salt) + turn) % pool.length];
  if (item === undefined) throw new Error('empty pool');
  return item;
}

/**
 * Questions in groups, one group per step of the level's goal: turn t asks from group t mod g, and
 * each group is walked like `rotate`, so g × (group size) turns never repeat a question.
 */
export function rotateGroups<T>(
  groups: readonly (readonly T[])[],
  roomId: number,
  salt: number,
  turn: number,
): T {
  const group = groups[turn % groups.length] ?? [];
  return rotate(group, roomId, salt + (turn % groups.length), Math.floor(turn / groups.length));
}
