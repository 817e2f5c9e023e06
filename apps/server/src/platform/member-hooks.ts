import type { Member } from '@dama/contract';
import type { Tx } from './db/tx';
import type { Outbox } from './outbox';

/** What an erase step gets: the withdrawal's transaction (the member's row is locked). */
export interface EraseMemberContext {
  tx: Tx;
  memberId: number;
  now: Date;
  /** Work to do after the withdrawal commits (e.g. a live event to the former partner). */
  outbox: Outbox;
}

/** Deletes (or anonymises) one module's data of a withdrawing member. Throwing aborts it all. */
export type EraseMemberStep = (context: EraseMemberContext) => Promise<void>;

/** The counters of `GET /members` (`totalChatRoomCount`, `totalCoupleQuestionCount`). */
export type MemberCounterName = Extract<keyof Member, `total${string}Count`>;
export type MemberCounts = Record<MemberCounterName, number>;
/** What `GET /members` already read, handed to every counter so none reads it again. */
export interface CounterContext {
  /** The member's current couple, or null when not linked. */
  coupleId: number | null;
}
/** Counts one module's items of a member. */
export type MemberCounter = (memberId: number, context: CounterContext) => Promise<number>;

/** Every counter (a Record, so a new counter in the contract fails to compile until listed). */
const COUNTER_NAMES = Object.keys({
  totalChatRoomCount: true,
  totalCoupleQuestionCount: true,
} satisfies Record<MemberCounterName, true>) as MemberCounterName[];

/**
 * Extra steps plugged into the member module at build time (`AppOverrides.extend`): counters
 * added to `GET /members` and erase steps run inside the withdrawal. The modules' own counters
 * and steps are named where they run (member/service.ts, member/withdrawal.ts); these come on
 * top, e.g. a test's.
 */
export class MemberHooks {
  private readonly steps: EraseMemberStep[] = [];
  private readonly counters = new Map<MemberCounterName, MemberCounter[]>();

  /** Adds a module's erase step; steps run in registration order inside the withdrawal. */
  onErase(step: EraseMemberStep): void {
    this.steps.push(step);
  }

  /** Adds to a counter; several modules' counts for the same counter are summed. */
  addCounter(name: MemberCounterName, counter: MemberCounter): void {
    const list = this.counters.get(name) ?? [];
    list.push(counter);
    this.counters.set(name, list);
  }

  /** Runs every erase step in order, inside the caller's transaction. */
  async erase(context: EraseMemberContext): Promise<void> {
    for (const step of this.steps) await step(context);
  }

  /** Every counter of the member (0 where no module counts). */
  async counts(memberId: number, context: CounterContext): Promise<MemberCounts> {
    const values = await Promise.all(
      COUNTER_NAMES.map(async (name) => {
        const counts = await Promise.all(
          (this.counters.get(name) ?? []).map((c) => c(memberId, context)),
        );
        return counts.reduce((sum, n) => sum + n, 0);
      }),
    );
    return Object.fromEntries(
      COUNTER_NAMES.map((name, i) => [name, values[i] ?? 0]),
    ) as MemberCounts;
  }
}
