/** How many open streams one member, and one client address, may hold. */
export interface ShareLimits {
  perMember: number;
  perIp: number;
}

/** Which share a refused stream would have exceeded. */
export type ShareRefusal = 'member' | 'ip';

/** One stream's place in its member's and its address's shares, held until the stream ends. */
export interface StreamLease {
  /** Gives the place back (the stream ended, or was never opened). Safe to call twice. */
  release(): void;
}

/**
 * Counts the open streams of a member and of a client address against their caps. The check and
 * the taking of a place are one step, so two streams opened at once cannot both take the last
 * place. The hub does not know whether the count is this process's (`LocalStreamShares`) or
 * every instance's (`RedisStreamShares`).
 */
export interface StreamShares {
  /** A place for one more stream of this member from this address, or which share is full. */
  claim(memberId: number, ip: string): Promise<StreamLease | ShareRefusal>;
  /** Keeps this instance's places alive; the hub calls it on every heartbeat. */
  refresh(): void;
}

/** The streams open on this process: right for one instance (the embedded demo mode). */
export class LocalStreamShares implements StreamShares {
  private readonly byMember = new Map<number, number>();
  private readonly byIp = new Map<string, number>();

  constructor(private readonly limits: ShareLimits) {}

  claim(memberId: number, ip: string): Promise<StreamLease | ShareRefusal> {
    return Promise.resolve(this.take(memberId, ip));
  }

  /** The synchronous claim (the Redis adapter counts here too, as its floor and fallback). */
  take(memberId: number, ip: string): StreamLease | ShareRefusal {
    if ((this.byMember.get(memberId) ?? 0) >= this.limits.perMember) return 'member';
    if ((this.byIp.get(ip) ?? 0) >= this.limits.perIp) return 'ip';
    increment(this.byMember, memberId, 1);
    increment(this.byIp, ip, 1);
    let held = true;
    return {
      release: () => {
        if (!held) return;
        held = false;
        increment(this.byMember, memberId, -1);
        increment(this.byIp, ip, -1);
      },
    };
  }

  refresh(): void {
    // Nothing expires: a place is held until its stream ends.
  }
}

function increment<K>(map: Map<K, number>, key: K, by: number): void {
  const next = (map.get(key) ?? 0) + by;
  if (next <= 0) map.delete(key);
  else map.set(key, next);
}
