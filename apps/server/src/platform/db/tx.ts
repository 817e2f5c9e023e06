import type { Db } from './client';

/** A Drizzle transaction (the `tx` of `db.transaction(async (tx) => …)`). */
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

/** The database itself or a transaction: repository methods that may run inside one take this. */
export type DbOrTx = Db | Tx;
