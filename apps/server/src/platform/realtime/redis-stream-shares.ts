import { randomBytes } from 'node:crypto';
import type { Redis } from 'ioredis';
import {
  LocalStreamShares,
  type ShareLimits,
  type ShareRefusal,
  type StreamLease,
  type StreamShares,
} from './stream-shares';

/**
 * Lua: the time of the Redis server in ms, so every instance's leases are on one clock (the app's
 * clock can be moved in tests; an instance's wall clock can be off).
 */
const NOW = `
local t = redis.call('TIME')
local now = tonumber(t[1]) * 1000 + math.floor(tonumber(t[2]) / 1000)
local function keep(key, lease)
  if redis.call('PTTL', key) < lease then redis.call('PEXPIRE', key, lease) end
end
`;

/**
 * KEYS: the member's and the address's sorted sets (member: connection id, score: lease expiry).
 * ARGV: connection id, member cap, address cap, lease ms. Drops expired places, counts, and adds
 * the connection to both only if both are under their cap, in one step: two instances racing for
 * the last place cannot both get it. Returns 0 (taken), 1 (member full) or 2 (address full).
 */
const CLAIM = `${NOW}
local lease = tonumber(ARGV[4])
redis.call('ZREMRANGEBYSCORE', KEYS[1], '-inf', now)
redis.call('ZREMRANGEBYSCORE', KEYS[2], '-inf', now)
if redis.call('ZCARD', KEYS[1]) >= tonumber(ARGV[2]) then return 1 end
if redis.call('ZCARD', KEYS[2]) >= tonumber(ARGV[3]) then return 2 end
redis.call('ZADD', KEYS[1], now + lease, ARGV[1])
redis.call('ZADD', KEYS[2], now + lease, ARGV[1])
keep(KEYS[1], lease)
keep(KEYS[2], lease)
return 0
`;

/**
 * KEYS: member set, address set, for each connection in turn. ARGV: lease ms, then the
 * connections' ids. Moves every place's expiry to now + lease (adding a place that is missing:
 * one taken while Redis was unreachable, or expired during a long pause, counts again).
 */
const REFRESH = `${NOW}
local lease = tonumber(ARGV[1])
for i = 2, #ARGV do
  local member, address = KEYS[2 * i - 3], KEYS[2 * i - 2]
  redis.call('ZADD', member, now + lease, ARGV[i])
  redis.call('ZADD', address, now + lease, ARGV[i])
  keep(member, lease)
  keep(address, lease)
end
return 0
`;

/** Connections refreshed per script call (two keys each). */
const REFRESH_BATCH = 250;
/** A Redis failure is logged at most this often per operation. */
const WARN_EVERY_MS = 60_000;

export interface SharesLog {
  warn(obj: object, msg: string): void;
}

interface Place {
  memberKey: string;
  ipKey: string;
}

export interface RedisStreamSharesOptions extends ShareLimits {
  redis: Redis;
  /** Key prefix, e.g. `dama:streams:` (the member's set is `<prefix>m:<id>`, the address's `<prefix>ip:<ip>`). */
  prefix: string;
  /** How long a place lives without a refresh: a crashed instance's places are gone after it. */
  leaseMs: number;
  log: SharesLog;
}

/**
 * The caps counted over every instance: a Redis sorted set per member and per address holds the
 * ids of the streams open anywhere (instance id + local number), scored by when their lease
 * expires. Opening is one script call (one round trip); the heartbeat refreshes this instance's
 * places; a closed stream's place is removed at once.
 *
 * This process's own count is kept as well: it is checked first (a member over the cap here needs
 * no round trip), and it is what remains when Redis fails — the claim is then allowed up to the
 * local cap and a warning logged, so a Redis outage never refuses every stream.
 */
export class RedisStreamShares implements StreamShares {
  private readonly local: LocalStreamShares;
  private readonly instance = randomBytes(6).toString('base64url');
  private next = 0;
  /** This instance's places, by connection id, refreshed on the heartbeat. */
  private readonly places = new Map<string, Place>();
  private readonly warned = new Map<string, number>();
  private refreshing = false;

  constructor(private readonly options: RedisStreamSharesOptions) {
    this.local = new LocalStreamShares(options);
  }

  async claim(memberId: number, ip: string): Promise<StreamLease | ShareRefusal> {
    const local = this.local.take(memberId, ip);
    if (typeof local === 'string') return local;
    const { redis, prefix, perMember, perIp, leaseMs } = this.options;
    this.next += 1;
    const id = `${this.instance}:${this.next}`;
    const place: Place = { memberKey: `${prefix}m:${memberId}`, ipKey: `${prefix}ip:${ip}` };
    let verdict: number;
    try {
      verdict = Number(
        await redis.eval(CLAIM, 2, place.memberKey, place.ipKey, id, perMember, perIp, leaseMs),
      );
    } catch (error) {
      // Fail open to this process's count; the heartbeat adds the place once Redis is back.
      this.warn('claim', error, 'stream caps: Redis unavailable, counted on this instance only');
      verdict = 0;
    }
    if (verdict !== 0) {
      local.release();
      return verdict === 1 ? 'member' : 'ip';
    }
    this.places.set(id, place);
    let held = true;
    return {
      release: () => {
        if (!held) return;
        held = false;
        local.release();
        this.places.delete(id);
        // Sent now, on the one command connection: a refresh sent earlier cannot re-add it later.
        Promise.all([redis.zrem(place.memberKey, id), redis.zrem(place.ipKey, id)]).catch(
          (error: unknown) => {
            this.warn('release', error, 'stream caps: Redis unavailable, place left to expire');
          },
        );
      },
    };
  }

  /**
   * One script call per 250 places, one batch per turn of the event loop (10 000 streams do not
   * hold it for their whole refresh). A batch takes its places as they are when it is sent, so a
   * place released before cannot be re-added by it: commands go out in order on one connection.
   */
  refresh(): void {
    if (this.refreshing || this.places.size === 0) return;
    this.refreshing = true;
    const ids = [...this.places.keys()];
    const send = (from: number) => {
      const keys: string[] = [];
      const live: string[] = [];
      for (const id of ids.slice(from, from + REFRESH_BATCH)) {
        const place = this.places.get(id);
        if (!place) continue;
        keys.push(place.memberKey, place.ipKey);
        live.push(id);
      }
      if (live.length > 0) {
        this.options.redis
          .eval(REFRESH, keys.length, ...keys, this.options.leaseMs, ...live)
          .catch((error: unknown) => {
            this.warn('refresh', error, 'stream caps: Redis unavailable, places not refreshed');
          });
      }
      if (from + REFRESH_BATCH < ids.length) setImmediate(send, from + REFRESH_BATCH);
      else this.refreshing = false;
    };
    send(0);
  }

  /** A Redis failure, by type and code only, at most once a minute per operation. */
  private warn(operation: string, error: unknown, message: string): void {
    const now = Date.now();
    const last = this.warned.get(operation);
    if (last !== undefined && now - last < WARN_EVERY_MS) return;
    this.warned.set(operation, now);
    const e = error as { name?: unknown; code?: unknown };
    this.options.log.warn({ err: { type: String(e.name), code: e.code } }, message);
  }
}
