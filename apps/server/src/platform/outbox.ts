import type { Db } from './db/client';
import type { Tx } from './db/tx';

/** Work to do once a transaction has committed (a live event, a message on the bus). */
export type AfterCommit = () => Promise<void>;

/**
 * Collects after-commit work while a transaction runs; `send()` runs it once the transaction
 * has committed. Nothing is sent when the transaction rolls back, so a live event never announces
 * a change that did not happen. Each action handles its own failures (a failed send is logged,
 * never thrown: the committed rows are what counts).
 */
export class Outbox {
  private readonly actions: AfterCommit[] = [];

  add(action: AfterCommit): void {
    this.actions.push(action);
  }

  get size(): number {
    return this.actions.length;
  }

  async send(): Promise<void> {
    for (const action of this.actions.splice(0)) await action();
  }
}

/**
 * Runs `work` in a transaction with a fresh outbox, then (after commit) sends the outbox and
 * returns `work`'s result. A rollback throws and sends nothing.
 */
export async function transactionWithOutbox<T>(
  db: Db,
  work: (tx: Tx, outbox: Outbox) => Promise<T>,
): Promise<T> {
  const outbox = new Outbox();
  const result = await db.transaction((tx) => work(tx, outbox));
  await outbox.send();
  return result;
}
