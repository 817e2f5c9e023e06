import { setImmediate } from 'node:timers/promises';
import type { ChatRoomRow } from './schema';
import type { ChatHistoryRepository } from './history-repository';

/** Texts kept decrypted, in all (UTF-16 code units); past it the least recently searched go. */
const MAX_CHARS = 8_000_000;
/** A member's texts are dropped this long after their last search. */
const IDLE_MS = 10 * 60_000;

/** Messages decrypted between two turns of the event loop (about 6 µs each). */
const DECRYPT_SLICE = 1_000;

/** The search's case-insensitive form of a text: composed (NFC), then Unicode lower case. */
export function folded(text: string): string {
  return text.normalize('NFC').toLowerCase();
}

interface MemberTexts {
  /** Room id → the folded texts of its messages. Completed rooms' messages no longer change. */
  rooms: Map<number, string[]>;
  chars: number;
  usedAt: number;
}

/**
 * The history search (CONTRACT 4.6, decision 0036): the title and keywords match in SQL; the
 * messages are encrypted at rest, so their texts are decrypted here, once, and kept folded in
 * memory per member (never logged), as a completed room's messages do not change. Searching then
 * reads one row per completed room of the member, plus the messages of rooms not yet kept.
 */
export class ChatHistorySearch {
  private readonly members = new Map<number, MemberTexts>();
  private chars = 0;

  constructor(
    private readonly rooms: ChatHistoryRepository,
    private readonly open: (sealed: string) => string,
    private readonly clock: () => number = Date.now,
  ) {}

  /** One page of the member's completed rooms matching `keyword` (composed, trimmed, non-blank). */
  async page(
    memberId: number,
    keyword: string,
    page: number,
    size: number,
  ): Promise<{ list: ChatRoomRow[]; totalCount: number }> {
    const { ids, hits } = await this.rooms.completedIds(memberId, keyword);
    const titled = new Set(hits);
    const texts = await this.textsOf(
      memberId,
      ids.filter((id) => !titled.has(id)),
    );
    const needle = folded(keyword);
    const matching = ids.filter(
      (id) => titled.has(id) || texts.get(id)?.some((text) => text.includes(needle)),
    );
    const list = await this.rooms.completedByIds(
      memberId,
      matching.slice(page * size, (page + 1) * size),
    );
    return { list, totalCount: matching.length };
  }

  /** Forgets every kept text of the member (withdrawal). */
  forgetMember(memberId: number): void {
    const entry = this.members.get(memberId);
    if (!entry) return;
    this.members.delete(memberId);
    this.chars -= entry.chars;
  }

  /** Forgets these rooms' texts (deleted rooms; ids are never reused, this only frees memory). */
  forget(memberId: number, roomIds: readonly number[]): void {
    const entry = this.members.get(memberId);
    if (!entry) return;
    for (const id of roomIds) {
      const texts = entry.rooms.get(id);
      if (!texts) continue;
      const chars = length(texts);
      entry.rooms.delete(id);
      entry.chars -= chars;
      this.chars -= chars;
    }
  }

  /** The member's kept texts, after decrypting those of `roomIds` not kept yet (one query). */
  private async textsOf(memberId: number, roomIds: number[]): Promise<Map<number, string[]>> {
    const now = this.clock();
    this.expire(now);
    const entry = this.members.get(memberId) ?? { rooms: new Map(), chars: 0, usedAt: now };
    // Most recently used last: the eviction below takes members from the front.
    this.members.delete(memberId);
    this.members.set(memberId, entry);
    entry.usedAt = now;
    const missing = roomIds.filter((id) => !entry.rooms.has(id));
    if (missing.length > 0) {
      const loaded = new Map<number, string[]>(missing.map((id) => [id, []]));
      const rows = await this.rooms.sealedMessages(memberId, missing);
      for (let at = 0; at < rows.length; at += DECRYPT_SLICE) {
        // About 5 ms of decryption at a time: other requests are not held up behind it.
        if (at > 0) await setImmediate();
        for (const row of rows.slice(at, at + DECRYPT_SLICE)) {
          loaded.get(row.roomId)?.push(folded(this.open(row.contentEnc)));
        }
      }
      // Meanwhile other searches may have dropped the entry, or made the member a new one.
      const kept = this.members.get(memberId) ?? this.keep(memberId, entry);
      for (const [id, texts] of loaded) {
        if (kept.rooms.has(id)) continue; // a concurrent search kept it meanwhile
        kept.rooms.set(id, texts);
        const chars = length(texts);
        kept.chars += chars;
        this.chars += chars;
      }
      this.evict(kept);
      return kept.rooms;
    }
    return entry.rooms;
  }

  private keep(memberId: number, entry: MemberTexts): MemberTexts {
    this.members.set(memberId, entry);
    this.chars += entry.chars;
    return entry;
  }

  private expire(now: number): void {
    for (const [memberId, entry] of this.members) {
      if (now - entry.usedAt < IDLE_MS) break; // in order of use: the rest are newer
      this.drop(memberId, entry);
    }
  }

  /** The least recently searched members go until the texts fit (the current one stays). */
  private evict(current: MemberTexts): void {
    for (const [memberId, entry] of this.members) {
      if (this.chars <= MAX_CHARS || entry === current) break;
      this.drop(memberId, entry);
    }
  }

  private drop(memberId: number, entry: MemberTexts): void {
    this.members.delete(memberId);
    this.chars -= entry.chars;
  }
}

function length(texts: readonly string[]): number {
  let chars = 0;
  for (const text of texts) chars += text.length;
  return chars;
}
