import type { Tx } from '../../platform/db/tx';
import type { Outbox } from '../../platform/outbox';

/** What every couple hook gets: the couple's transaction and its after-commit outbox. */
interface CoupleChange {
  /** The transaction of the link or unlink (both members' rows are locked). */
  tx: Tx;
  /** Work to do once `tx` commits (live events, bus messages). */
  outbox: Outbox;
  coupleId: number;
  /** Both members, in storage order (smaller id first). */
  memberIds: readonly [number, number];
  at: Date;
}

/** A couple was linked: a new couple, or (`recovered`) an ended one back within 30 days. */
export interface CoupleLinked extends CoupleChange {
  /** Who entered the code. */
  linkedBy: number;
  /** True when the couple ended less than 30 days ago came back (same id, its data). */
  recovered: boolean;
}

/** A couple ended: an unlink by `endedBy`, or `endedBy` withdrew (then the couple is erased). */
export interface CoupleEnded extends CoupleChange {
  endedBy: number;
  reason: 'unlink' | 'withdrawal';
  /** The couple's date when it ended (DESIGN 7: each member keeps it as their own). */
  startLoveDate: string | null;
}

export type CoupleHook<E> = (change: E) => Promise<void>;

/** Subscribing to couple lifecycle events (what other modules see of `CoupleHooks`). */
export interface CoupleEvents {
  onLinked(hook: CoupleHook<CoupleLinked>): void;
  onEnded(hook: CoupleHook<CoupleEnded>): void;
}

/**
 * Lifecycle hooks other modules subscribe to (each in its own `index.ts` factory, given
 * `CoupleEvents` by app.ts), so couple never imports them. Hooks run inside the couple's
 * transaction, in subscription order (the order app.ts wires the modules): their writes commit
 * or roll back with the link/unlink, and a hook that throws fails the whole request.
 */
export class CoupleHooks implements CoupleEvents {
  private readonly linked: Array<CoupleHook<CoupleLinked>> = [];
  private readonly ended: Array<CoupleHook<CoupleEnded>> = [];

  onLinked(hook: CoupleHook<CoupleLinked>): void {
    this.linked.push(hook);
  }

  onEnded(hook: CoupleHook<CoupleEnded>): void {
    this.ended.push(hook);
  }

  async runLinked(change: CoupleLinked): Promise<void> {
    for (const hook of this.linked) await hook(change);
  }

  async runEnded(change: CoupleEnded): Promise<void> {
    for (const hook of this.ended) await hook(change);
  }
}
