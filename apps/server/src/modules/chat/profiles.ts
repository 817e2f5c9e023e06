import type { MemberLoveType } from '../love-type';
import type { PersonProfile } from './counsellor-port';
import type { ChatRepository } from './repository';

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
  constructor(
    private readonly repo: ChatRepository,
    private readonly loveTypes: LoveTypeLookup,
  ) {}

  /** The member (undefined when withdrawn or unknown). */
  async of(memberId: number): Promise<MemberProfile | undefined> {
    const [core, loveType] = await Promise.all([
      this.repo.coreProfile(memberId),
      this.loveTypes.resultOf(memberId),
    ]);
    if (!core) return undefined;
    return { ...core, ...loveType, tested: loveType.loveTypeCategory !== null };
  }
}
