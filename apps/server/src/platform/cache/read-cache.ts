import { z } from 'zod';
import { defineChannel, type Bus } from '../bus';
import type { Clock } from '../clock';
import { spreadTtl } from './spread-ttl';

/** A member's current partner, or null when not linked. Filled in by the couples module. */
export type PartnerFinder = (memberId: number) => Promise<number | null>;

export interface ReadCacheLogger {
  warn(details: object, message: string): void;
}

export interface ReadCacheOptions {
  bus: Bus;
  now: Clock;
  /**
   * The longest an answer is served from memory (a bound for anything the bus did not carry);
   * each answer gets between 3/4 of it and all of it (spreadTtl).
   */
  ttlMs: number;
  /** Where the spread comes from (tests pass `() => 0` for the whole ttlMs). */
  random?: () => number;
  /** Members whose answers are kept; the oldest member's go first beyond it. */
  maxMembers: number;
  log: ReadCacheLogger;
}

/** Members whose cached reads every instance drops (a write touched them). */
export const readCacheChannel = defineChannel(
  'read-cache',
  z.object({ memberIds: z.array(z.int()) }),
);

const PARTNER_KEY = 'partner-id';
const KST_OFFSET_MS = 9 * 60 * 60 * 1000;
const DAY_MS = 24 * 60 * 60 * 1000;

/** The next midnight in Korea (UTC+9, no daylight saving) after `ms`. */
export function nextKoreanMidnight(ms: number): number {
  return Math.floor((ms + KST_OFFSET_MS) / DAY_MS) * DAY_MS + DAY_MS - KST_OFFSET_MS;
}

interface Entry {
  value: Promise<unknown>;
  until: number;
}

/**
 * Hot reads of one member (their member view, partner, pending notifications, today's question,
 * current chat room, whether they have a partner), kept in memory so a repeated read asks the
 * database nothing (decision 0031). Everything cached for a member sits in one slot:
 *
 * - A write drops the slots of everyone it may have changed, here at once and on every other
 *   instance through the bus, before the write's response leaves (see `afterWrite`).
 * - A load in progress belongs to its slot; a drop detaches the slot, so a load that began before
 *   the write can never be served after it. Concurrent misses share one load.
 * - No answer outlives `ttlMs` or the next Korean midnight (the day's question, date rules), and
 *   every slot is dropped when the bus reconnects (drops sent meanwhile are lost).
 */
export class ReadCache {
  private readonly slots = new Map<number, Map<string, Entry>>();
  private partnerFinder: PartnerFinder = () => Promise.resolve(null);
  private unsubscribe: (() => Promise<void>) | null = null;
  /** Reads answered from memory and reads that loaded (the metrics read them at scrape time). */
  private hitCount = 0;
  private missCount = 0;

  constructor(private readonly options: ReadCacheOptions) {}

  /** Reads served from memory, reads that went to the database, members with a slot. */
  get stats(): { hits: number; misses: number; members: number } {
    return { hits: this.hitCount, misses: this.missCount, members: this.slots.size };
  }

  /** Subscribes to other instances' drops. */
  async start(): Promise<void> {
    const { bus } = this.options;
    this.unsubscribe = await readCacheChannel.subscribe(bus, ({ memberIds }) => {
      this.drop(memberIds);
    });
    bus.onReconnect?.(() => {
      this.slots.clear();
    });
  }

  async close(): Promise<void> {
    await this.unsubscribe?.();
    this.slots.clear();
  }

  setPartnerFinder(finder: PartnerFinder): void {
    this.partnerFinder = finder;
  }

  /**
   * The member's answer for `key`, loaded once and then served from memory until a write drops
   * it. `keep` decides whether a loaded value may be kept (e.g. not while a reply is streaming).
   */
  read<T>(
    memberId: number,
    key: string,
    load: () => Promise<T>,
    keep?: (value: T) => boolean,
  ): Promise<T> {
    // While the bus may lose drops (Redis unreachable), another instance's write could not
    // reach this cache: nothing is served from it or kept in it (decision 0077).
    if (!this.options.bus.connected) {
      if (this.slots.size > 0) this.slots.clear();
      this.missCount += 1;
      return load();
    }
    const now = this.options.now().getTime();
    let slot = this.slots.get(memberId);
    const hit = slot?.get(key);
    if (hit && hit.until > now) {
      this.hitCount += 1;
      return hit.value as Promise<T>;
    }
    this.missCount += 1;
    if (!slot) {
      if (this.slots.size >= this.options.maxMembers) {
        const oldest = this.slots.keys().next();
        if (!oldest.done) this.slots.delete(oldest.value);
      }
      slot = new Map();
      this.slots.set(memberId, slot);
    }
    const entry: Entry = {
      value: load(),
      until: Math.min(
        now + spreadTtl(this.options.ttlMs, this.options.random),
        nextKoreanMidnight(now),
      ),
    };
    slot.set(key, entry);
    const owner = slot;
    entry.value.then(
      (value) => {
        if (keep && !keep(value as T) && owner.get(key) === entry) owner.delete(key);
      },
      () => {
        if (owner.get(key) === entry) owner.delete(key);
      },
    );
    return entry.value as Promise<T>;
  }

  /** The member's partner now (cached like any read). */
  partnerOf(memberId: number): Promise<number | null> {
    return this.read(memberId, PARTNER_KEY, () => this.partnerFinder(memberId));
  }

  /**
   * Runs a member's write, then drops the cached reads of the member, of the partner they had
   * before it and of the partner they have after it (a link, an unlink, a withdrawal), on every
   * instance, before the caller answers. Runs whether the write succeeded or not.
   */
  async afterWrite<T>(memberId: number, write: () => Promise<T>): Promise<T> {
    const before = await this.partnerOf(memberId).catch(() => null);
    try {
      return await write();
    } finally {
      this.drop([memberId]);
      const after = await this.partnerOf(memberId).catch(() => null);
      await this.invalidate([memberId, before, after]);
    }
  }

  /** Drops these members' cached reads here and on every other instance. */
  async invalidate(memberIds: ReadonlyArray<number | null>): Promise<void> {
    const ids = [...new Set(memberIds.filter((id): id is number => id !== null))];
    if (ids.length === 0) return;
    this.drop(ids);
    try {
      await readCacheChannel.publish(this.options.bus, { memberIds: ids }, { resend: true });
    } catch (error) {
      // The write stands. While the bus is down (Redis away) every instance bypasses its cache
      // and the drop is resent; otherwise other instances serve their copy until it expires.
      if (this.options.bus.connected) {
        this.options.log.warn({ err: error, memberIds: ids }, 'read cache drop not announced');
      }
    }
  }

  /** Drops these members' cached reads in this process only (another instance announced it). */
  drop(memberIds: readonly number[]): void {
    for (const id of memberIds) this.slots.delete(id);
  }
}
