import { randomUUID } from 'node:crypto';
import type { Provider } from '@dama/contract';
import { and, eq, isNull, ne } from 'drizzle-orm';
import { MemberRows, pick } from '../../platform/db/member-rows';
import type { Db } from '../../platform/db/client';
import type { Tx } from '../../platform/db/tx';
import { members, sessions, type MemberRow } from '../../platform/db/schema';
import { refreshTokens } from './schema';

export interface NewSession {
  memberId: number;
  deviceId: string | null;
  tokenHash: string;
  now: Date;
  expiresAt: Date;
}

/** What a sign-in reads of the member it signs in. */
export type SignedInMember = Pick<MemberRow, 'id' | 'state' | 'email'>;

/** The first invite code of a member being created (the couple module draws it), in `tx`. */
export type IssueInviteCode = (tx: Tx, memberId: number) => Promise<void>;

/** The columns of `members` the auth module keeps (what a sign-in brought). */
export type SignInColumns = Pick<
  MemberRow,
  'provider' | 'providerSubject' | 'email' | 'appleRefreshTokenEnc' | 'appleClientId'
>;

const signInColumns = {
  provider: members.provider,
  providerSubject: members.providerSubject,
  email: members.email,
  appleRefreshTokenEnc: members.appleRefreshTokenEnc,
  appleClientId: members.appleClientId,
};

export class AuthRepository {
  /** @param rows members' rows, batched with the other modules' reads (decision 0079) */
  constructor(
    private readonly db: Db,
    private readonly rows = new MemberRows(db),
  ) {}

  async findMemberByProvider(
    provider: Provider,
    subject: string,
  ): Promise<SignedInMember | undefined> {
    const [row] = await this.db
      .select({ id: members.id, state: members.state, email: members.email })
      .from(members)
      .where(
        and(
          eq(members.provider, provider),
          eq(members.providerSubject, subject),
          ne(members.state, 'DELETED'),
        ),
      )
      .limit(1);
    return row;
  }

  /**
   * The member of a provider account, created on first sign-in (BEFORE_ONBOARDING) together
   * with its first invite code (`issueInviteCode`, the couple module's, in the same transaction:
   * no member is ever seen without one). A concurrent first sign-in of the same account ends
   * with the same member.
   */
  async findOrCreateMember(
    provider: Provider,
    subject: string,
    now: Date,
    issueInviteCode: IssueInviteCode,
  ): Promise<{ member: SignedInMember; created: boolean }> {
    for (let attempt = 0; attempt < 8; attempt++) {
      const existing = await this.findMemberByProvider(provider, subject);
      if (existing) return { member: existing, created: false };
      const inserted = await this.db.transaction(async (tx) => {
        const [row] = await tx
          .insert(members)
          .values({ provider, providerSubject: subject, createdAt: now, updatedAt: now })
          .onConflictDoNothing()
          .returning({ id: members.id, state: members.state, email: members.email });
        if (row) await issueInviteCode(tx, row.id);
        return row;
      });
      if (inserted) return { member: inserted, created: true };
      // The account was created concurrently: found on the next loop.
    }
    throw new Error('could not create member: the account was never found nor created');
  }

  /**
   * Stores what a sign-in brought (e-mail, Apple refresh token) on a member that is not
   * withdrawn. False when the member was withdrawn meanwhile (nothing is written back).
   */
  async updateSignInDetails(
    memberId: number,
    changes: { email?: string; appleRefreshTokenEnc?: string; appleClientId?: string },
    now: Date,
  ): Promise<boolean> {
    if (Object.keys(changes).length === 0) return true;
    const updated = await this.db
      .update(members)
      .set({ ...changes, updatedAt: now })
      .where(and(eq(members.id, memberId), ne(members.state, 'DELETED')))
      .returning({ id: members.id });
    return updated.length > 0;
  }

  /**
   * Opens a session (with its first refresh token) for a member that is not withdrawn; null
   * when it was withdrawn meanwhile. The member's row is share-locked: a withdrawal (which locks
   * it first) either finishes before, and the member is seen DELETED, or waits and then deletes
   * this session with the others.
   */
  async openSession(s: NewSession): Promise<string | null> {
    const id = randomUUID();
    return this.db.transaction(async (tx) => {
      const live = await tx
        .select({ id: members.id })
        .from(members)
        .where(and(eq(members.id, s.memberId), ne(members.state, 'DELETED')))
        .for('share');
      if (live.length === 0) return null;
      await tx.insert(sessions).values({
        id,
        memberId: s.memberId,
        deviceId: s.deviceId,
        createdAt: s.now,
        expiresAt: s.expiresAt,
      });
      await tx.insert(refreshTokens).values({
        tokenHash: s.tokenHash,
        sessionId: id,
        createdAt: s.now,
        expiresAt: s.expiresAt,
      });
      return id;
    });
  }

  async revokeSession(sessionId: string, now: Date): Promise<void> {
    await this.db
      .update(sessions)
      .set({ revokedAt: now })
      .where(and(eq(sessions.id, sessionId), isNull(sessions.revokedAt)));
  }

  /** The sign-in columns of a member that is not withdrawn (auth's columns of `members`). */
  async signInOf(memberId: number): Promise<SignInColumns | undefined> {
    const row = await this.rows.alive(memberId);
    return row && pick(row, signInColumns);
  }

  /**
   * Withdrawal: the member's sessions go (refresh tokens with them), and the sign-in columns of
   * the member's row: the provider key (a new sign-in with the account makes a new member), the
   * e-mail and the Apple token.
   */
  async eraseMember(tx: Tx, memberId: number): Promise<void> {
    await tx.delete(sessions).where(eq(sessions.memberId, memberId));
    await tx
      .update(members)
      .set({ providerSubject: null, email: null, appleRefreshTokenEnc: null, appleClientId: null })
      .where(eq(members.id, memberId));
  }
}
