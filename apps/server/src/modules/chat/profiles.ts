import { and, inArray, ne } from 'drizzle-orm';
import { BatchedRead } from '../../platform/db/batched-read';
import type { Db } from '../../platform/db/client';
import { members } from '../../platform/db/schema';
import type { MemberLoveType } from '../love-type';
import type { PersonProfile } from './counsellor-port';

/** The core fields of a member the chat reads (their test result comes from love-type). */
export interface CoreProfile {
  nickname: string;
  startLoveDate: string | null;
}

/** A member as the chat sees them: core fields from the row, the test result from love-type. */
export interface MemberProfile extends PersonProfile {
  startLoveDate: string | null;
  /** Took the attachment test (a room cannot go on without it). */
  tested: boolean;
}

/** What the chat reads of a member's test result (the love-type module's face fits). */
export interface LoveTypeLookup {
  resultOf(memberId: number): Promise<MemberLoveType>;
}

export class MemberProfiles {
  /** Members' names and dates asked at about the same time, in one query. */
  private readonly cores = new BatchedRead<number, CoreProfile>(async (ids) => {
    const rows = await this.db
      .select({ id: members.id, nickname: members.nickname, startLoveDate: members.startLoveDate })
      .from(members)
      .where(and(inArray(members.id, ids), ne(members.state, 'DELETED')));
    return new Map(rows.map(({ id, ...row }) => [id, { ...row, nickname: row.nickname ?? '' }]));
  });

  constructor(
    private readonly db: Db,
    private readonly loveTypes: LoveTypeLookup,
  ) {}

  /** The member (undefined when withdrawn or unknown). */
  async of(memberId: number): Promise<MemberProfile | undefined> {
    const [core, loveType] = await Promise.all([
      this.cores.load(memberId),
      this.loveTypes.resultOf(memberId),
    ]);
    if (!core) return undefined;
    return { ...core, ...loveType, tested: loveType.loveTypeCategory !== null };
  }
}
