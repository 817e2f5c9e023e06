import { inArray } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { spreadTtl } from '../cache/spread-ttl';
import { AppError } from '../errors';
import type { Clock } from '../clock';
import { BatchedRead } from '../db/batched-read';
import type { Db } from '../db/client';
import { sessions } from '../db/schema';
import type { AccessTokens } from './access-token';
import { selectLiveSessions } from './live-sessions';

export interface Principal {
  memberId: number;
  sessionId: string;
  /** When the access token that authenticated the request expires. */
  expiresAt?: Date;
}

/** Answers whether a member currently has a linked partner. Filled in by the couples module. */
export type PartnerLookup = (memberId: number) => Promise<boolean>;

/** A session or every session of a member that stopped being valid (logout, reuse, withdrawal). */
export type Revocation = { sessionId: string } | { memberId: number };
export type RevocationListener = (revocation: Revocation) => void;

interface CacheEntry {
  memberId: number;
  until: number;
  /** From then on, a request served from this entry also asks the database, in the background. */
  recheckAt: number;
  rechecking: boolean;
}

/**
 * Checks access tokens on member/couple routes: a valid JWT, then a live session of a member
 * that is not withdrawn. A positive check is cached for up to `cacheMs` (a few seconds, spread)
 * so hot reads do not hit the database each time, and asked again in the background before it
 * ends (recheck); revocations in this process drop the entry at once.
 */
export class AuthGuard {
  private readonly cache = new Map<string, CacheEntry>();
  private partnerLookup: PartnerLookup = () => Promise.resolve(false);
  private revocationListener: RevocationListener | null = null;
  /**
   * Sessions asked at about the same time, in one query: a cold app open sends its reads
   * together, each with the same new token, and other members' opens overlap them.
   */
  private readonly liveSessions = new BatchedRead<string, number>(async (ids) => {
    const rows = await selectLiveSessions(this.db, this.now(), inArray(sessions.id, ids));
    return new Map(rows.map((row) => [row.id, row.memberId]));
  });

  constructor(
    private readonly db: Db,
    private readonly tokens: AccessTokens,
    private readonly now: Clock,
    private readonly cacheMs: number,
  ) {}

  setPartnerLookup(lookup: PartnerLookup): void {
    this.partnerLookup = lookup;
  }

  /**
   * Called on every revocation in this process; the realtime layer announces it on the bus so
   * every instance drops its cache and closes the session's live streams.
   */
  setRevocationListener(listener: RevocationListener): void {
    this.revocationListener = listener;
  }

  /** A session was revoked (logout, reuse detection): forget it here and announce it. */
  forgetSession(sessionId: string): void {
    this.dropSession(sessionId);
    this.revocationListener?.({ sessionId });
  }

  /** A member withdrew: forget all their sessions here and announce it. */
  forgetMember(memberId: number): void {
    this.dropMember(memberId);
    this.revocationListener?.({ memberId });
  }

  /** Forget cached checks of one session in this process only (a revocation from the bus). */
  dropSession(sessionId: string): void {
    this.cache.delete(sessionId);
  }

  /** Forget cached checks of every session of a member in this process only. */
  dropMember(memberId: number): void {
    for (const [sid, entry] of this.cache) if (entry.memberId === memberId) this.cache.delete(sid);
  }

  /** Asks the database, ignoring the cache (a stream re-checks after it registered). */
  async isLiveNow(principal: Principal): Promise<boolean> {
    return this.sessionIsLive(principal, true);
  }

  async authenticate(request: FastifyRequest): Promise<Principal> {
    const header = request.headers.authorization;
    const match = typeof header === 'string' ? /^Bearer ([^\s]+)$/i.exec(header.trim()) : null;
    if (!match?.[1]) throw new AppError('UNAUTHORIZED');
    const claims = await this.tokens.verify(match[1]);
    if (!claims) throw new AppError('UNAUTHORIZED');
    if (!(await this.sessionIsLive(claims))) throw new AppError('UNAUTHORIZED');
    return claims;
  }

  async requirePartner(principal: Principal): Promise<void> {
    if (!(await this.partnerLookup(principal.memberId))) throw new AppError('NOT_COUPLE_MEMBER');
  }

  private async sessionIsLive(claims: Principal, fresh = false): Promise<boolean> {
    const nowMs = this.now().getTime();
    const cached = fresh ? undefined : this.cache.get(claims.sessionId);
    if (cached && cached.until > nowMs && cached.memberId === claims.memberId) {
      if (cached.recheckAt <= nowMs && !cached.rechecking) this.recheck(claims, cached);
      return true;
    }
    const live = await this.askDatabase(claims);
    if (!live) {
      this.cache.delete(claims.sessionId);
      return false;
    }
    this.remember(claims, nowMs);
    return true;
  }

  private async askDatabase(claims: Principal): Promise<boolean> {
    return (await this.liveSessions.load(claims.sessionId)) === claims.memberId;
  }

  private remember(claims: Principal, nowMs: number): void {
    if (this.cacheMs <= 0) return;
    if (this.cache.size > 10_000) this.cache.clear();
    const ttl = spreadTtl(this.cacheMs);
    this.cache.set(claims.sessionId, {
      memberId: claims.memberId,
      until: nowMs + ttl,
      recheckAt: nowMs + Math.floor((ttl * 2) / 3),
      rechecking: false,
    });
  }

  /**
   * Refresh ahead: in the last third of an entry's time, the request it serves asks the database
   * again without waiting for it. Busy sessions then never wait on the check (on PostgreSQL, a
   * request that did waited behind the database's share of two busy cores: the read path's p99,
   * docs/BENCHMARKS.md 2026-11-25 evening), an entry still never outlives its time, and a session
   * ended behind this process's back is refused sooner. A drop (a revocation) while the question
   * is out wins: the answer only replaces the entry it was asked for.
   */
  private recheck(claims: Principal, entry: CacheEntry): void {
    entry.rechecking = true;
    const nowMs = this.now().getTime();
    this.askDatabase(claims).then(
      (live) => {
        if (this.cache.get(claims.sessionId) !== entry) return;
        if (live) this.remember(claims, nowMs);
        else this.cache.delete(claims.sessionId);
      },
      () => {
        entry.rechecking = false;
      },
    );
  }
}
