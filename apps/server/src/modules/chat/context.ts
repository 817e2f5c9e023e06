import { dDayCount, todayInKorea } from '@dama/contract';
import type { Clock } from '../../platform/clock';
import type { ChatRoomRow } from './schema';
import type { CounsellorContext, Level, MemoryReader, PersonProfile } from './counsellor-port';
import type { MemberProfile, MemberProfiles } from './profiles';
import type { ChatRepository } from './repository';

/** What the chat reads of a member's couple (the couple module's service fits). */
export interface CoupleLookup {
  active(memberId: number): Promise<{ partnerId: number; startLoveDate: string | null } | null>;
}

export interface People {
  member: PersonProfile;
  partner: PersonProfile | null;
  daysTogether: number | null;
}

function personOf(profile: PersonProfile): PersonProfile {
  return {
    nickname: profile.nickname,
    loveTypeCategory: profile.loveTypeCategory,
    anxietyRate: profile.anxietyRate,
    avoidanceRate: profile.avoidanceRate,
  };
}

/** What the counsellor knows each turn (DESIGN 6), read fresh for every reply. */
export class ContextBuilder {
  constructor(
    private readonly repo: ChatRepository,
    private readonly profiles: MemberProfiles,
    private readonly couples: CoupleLookup,
    private readonly memories: MemoryReader,
    private readonly now: Clock,
  ) {}

  /** `known`: the member's profile as this turn already read it (the send's check). */
  async people(memberId: number, known?: MemberProfile): Promise<People> {
    // Read side by side (each batches with other members' reads of its kind).
    const [member, couple] = await Promise.all([
      known ?? this.profiles.of(memberId),
      this.couples.active(memberId),
    ]);
    if (!member) throw new Error('chat member not found');
    const partner = couple ? await this.profiles.of(couple.partnerId) : undefined;
    const start = couple ? couple.startLoveDate : member.startLoveDate;
    return {
      member: personOf(member),
      partner: partner ? personOf(partner) : null,
      daysTogether: start ? dDayCount(start, todayInKorea(this.now())) : null,
    };
  }

  async forLevel(
    room: ChatRoomRow,
    level: Level,
    member?: MemberProfile,
  ): Promise<CounsellorContext> {
    const [people, all, memories] = await Promise.all([
      this.people(room.memberId, member),
      this.repo.conversation(room.id),
      this.memories(room.memberId),
    ]);
    const roomMessages = all.map((m) => ({
      level: m.level,
      sender: m.sender,
      content: m.content,
    }));
    return {
      roomId: room.id,
      level,
      ...people,
      memories,
      previousSummaries: this.repo.levelSummaries(room, level),
      messages: roomMessages
        .filter((m) => m.level === level)
        .map((m) => ({ sender: m.sender, content: m.content })),
      roomMessages,
    };
  }
}
