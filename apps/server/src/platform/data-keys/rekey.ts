import { eq, ne, sql, type SQL } from 'drizzle-orm';
import { DataKeyError, decrypt, encrypt, sealedKeyId, type DataKeys } from '../crypto';
import type { Db } from '../db/client';
import { dataKeys } from '../db/schema';
import type { EncryptedColumns } from './columns';

/** What one run of the re-encryption did and what it left (decision 0042). */
export interface RekeyReport {
  currentKeyId: string;
  /** Values this run moved to the current key. */
  rewritten: number;
  /** Values seen this run that no configured key opens (left as they are; an error is logged). */
  unreadable: number;
  /** Values not under the current key after the run, by key id (`legacy`: written before ids). */
  left: Record<string, number>;
  /** Values under an old key that a later run can still move (left minus unreadable). */
  movableLeft: number;
  /** false: the run stopped at its time budget before going through every table. */
  finished: boolean;
  /** Keys retired by this run: no value is left under them, they may leave the configuration. */
  retired: string[];
}

export interface RekeyOptions {
  /** Rows read, locked and rewritten per transaction. */
  batchSize: number;
  /** Asked before each batch: true stops the run there (its time budget is spent). */
  stop: () => boolean;
  now: () => Date;
}

export const LEGACY = 'legacy';

interface Row {
  k: string | number;
  [column: string]: unknown;
}

/**
 * Rewrites every encrypted column to the current key, table by table in primary-key order, in
 * batches: each batch is one transaction that locks its rows (`for update skip locked`, so two
 * instances running the job split the rows instead of fighting over them) and rewrites the
 * values not under the current key. Idempotent and resumable: a value already under the current
 * key is never selected, so a run that stops (budget, crash) leaves nothing half done and the
 * next one carries on. A request writing a row meanwhile waits for the batch, or is waited for,
 * and writes under the current key itself. Then counts what is left under other keys and, when
 * the pass is complete and nothing movable is left, retires every old key in `data_keys`.
 */
export async function rekeyDataKeys(
  db: Db,
  keys: DataKeys,
  tables: readonly EncryptedColumns[],
  options: RekeyOptions,
): Promise<RekeyReport> {
  const prefix = keys.currentPrefix;
  const notCurrent = (column: string): SQL =>
    sql`(${sql.identifier(column)} is not null and left(${sql.identifier(column)}, ${prefix.length}) <> ${prefix})`;
  let rewritten = 0;
  let unreadable = 0;
  const unreadableById: Record<string, number> = {};
  let finished = true;

  outer: for (const t of tables) {
    const key = sql.identifier(t.key);
    const table = sql.identifier(t.table);
    const selected = sql.join(
      t.columns.map((c, i) => sql`${sql.identifier(c)} as ${sql.identifier(`c${i}`)}`),
      sql`, `,
    );
    const needs = sql.join(t.columns.map(notCurrent), sql` or `);
    let after: string | number | null = null;
    for (;;) {
      if (options.stop()) {
        finished = false;
        break outer;
      }
      const from: string | number | null = after;
      const rows = await db.transaction(async (tx): Promise<Row[]> => {
        const result: unknown = await tx.execute(sql`
          select ${key} as k, ${selected} from ${table}
          where ${from === null ? sql`true` : sql`${key} > ${from}`} and (${needs})
          order by ${key} limit ${options.batchSize}
          for update skip locked`);
        const batch = (result as { rows: Row[] }).rows;
        for (const row of batch) {
          const set: SQL[] = [];
          t.columns.forEach((column, i) => {
            const sealed = row[`c${i}`];
            if (typeof sealed !== 'string' || sealed.startsWith(prefix)) return;
            try {
              set.push(sql`${sql.identifier(column)} = ${encrypt(keys, decrypt(keys, sealed))}`);
            } catch (error) {
              if (!(error instanceof DataKeyError)) throw error;
              unreadable += 1;
              const id = sealedKeyId(sealed) ?? LEGACY;
              unreadableById[id] = (unreadableById[id] ?? 0) + 1;
            }
          });
          if (set.length === 0) continue;
          await tx.execute(
            sql`update ${table} set ${sql.join(set, sql`, `)} where ${key} = ${row.k}`,
          );
          rewritten += set.length;
        }
        return batch;
      });
      if (rows.length < options.batchSize) break;
      after = rows[rows.length - 1]!.k;
    }
  }

  const left = await countLeft(db, tables, prefix);
  const leftTotal = Object.values(left).reduce((a, b) => a + b, 0);
  const movableLeft = Math.max(0, leftTotal - unreadable);
  const retired = await recordCounts(db, keys, left, {
    retire: finished && movableLeft === 0,
    now: options.now(),
  });
  return {
    currentKeyId: keys.current.id,
    rewritten,
    unreadable,
    left,
    movableLeft,
    finished,
    retired,
  };
}

/** Values not under the current key, by key id (`legacy` for values without one). */
export async function countLeft(
  db: Db,
  tables: readonly EncryptedColumns[],
  prefix: string,
): Promise<Record<string, number>> {
  const left: Record<string, number> = {};
  for (const t of tables) {
    for (const column of t.columns) {
      const c = sql.identifier(column);
      const result: unknown = await db.execute(sql`
        select case when ${c} ~ '^[0-9a-f]{8}:' then left(${c}, 8) else ${LEGACY} end as id,
               count(*)::int as n
        from ${sql.identifier(t.table)}
        where ${c} is not null and left(${c}, ${prefix.length}) <> ${prefix}
        group by 1`);
      for (const row of (result as { rows: Array<{ id: string; n: number }> }).rows) {
        left[row.id] = (left[row.id] ?? 0) + Number(row.n);
      }
    }
  }
  return left;
}

/**
 * Writes each registered old key's count; with `retire`, marks those with none left retired.
 * Returns the keys retired now.
 */
async function recordCounts(
  db: Db,
  keys: DataKeys,
  left: Record<string, number>,
  options: { retire: boolean; now: Date },
): Promise<string[]> {
  const registered = await db.select().from(dataKeys).where(ne(dataKeys.keyId, keys.current.id));
  const retired: string[] = [];
  for (const row of registered) {
    const valuesLeft = left[row.keyId] ?? 0;
    const retire = options.retire && valuesLeft === 0 && row.retiredAt === null;
    if (retire) retired.push(row.keyId);
    await db
      .update(dataKeys)
      .set({
        valuesLeft,
        countedAt: options.now,
        // A retired key found in use again (an instance still sealing with it) is not retired.
        ...(retire ? { retiredAt: options.now } : valuesLeft > 0 ? { retiredAt: null } : {}),
      })
      .where(eq(dataKeys.keyId, row.keyId));
  }
  return retired;
}
