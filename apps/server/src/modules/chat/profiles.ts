import type { MemberRows } from '../../platform/db/member-rows';
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
  /** @param rows members' rows, batched with the other modules' reads (decision 0079) */
  constructor(
    private readonly rows: MemberRows,
    private readonly loveTypes: LoveTypeLookup,
  ) {}

  private async core(memberId: number): Promise<CoreProfile | undefined> {
    const row = await this.rows.alive(memberId);
    return row && { nickname: row.nickname ?? '', startLoveDate: row.startLoveDate };
  }

  /** The member (undefined when withdrawn or unknown). */
  async of(memberId: number): Promise<MemberProfile | undefined> {
    const [core, loveType] = await Promise.all([
      this.core(memberId),
      this.loveTypes.resultOf(memberId),
    ]);
    if (!core) return undefined;
    return { ...core, ...loveType, tested: loveType.loveTypeCategory !== null };
  }
}
