import { dDayCount, todayInKorea } from '@dama/contract';
import type { Clock } from '../../platform/clock';
import type { ChatRoomRow } from './schema';
import type { CounsellorContext, Level, MemoryReader, PersonProfile } from './counsellor-port';
import type { MemberProfiles } from './profiles';
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

  async people(memberId: number): Promise<People> {
    const member = await this.profiles.of(memberId);
    if (!member) throw new Error('chat member not found');
    const couple = await this.couples.active(memberId);
    const partner = couple ? await this.profiles.of(couple.partnerId) : undefined;
    const start = couple ? couple.startLoveDate : member.startLoveDate;
    return {
      member: personOf(member),
      partner: partner ? personOf(partner) : null,
      daysTogether: start ? dDayCount(start, todayInKorea(this.now())) : null,
    };
  }

  async forLevel(room: ChatRoomRow, level: Level): Promise<CounsellorContext> {
    const people = await this.people(room.memberId);
    const all = await this.repo.conversation(room.id);
    const roomMessages = all.map((m) => ({
      level: m.level,
      sender: m.sender,
      content: m.content,
    }));
    return {
      roomId: room.id,
      level,
      ...people,
      memories: await this.memories(room.memberId),
      previousSummaries: this.repo.levelSummaries(room, level),
      messages: roomMessages
        .filter((m) => m.level === level)
        .map((m) => ({ sender: m.sender, content: m.content })),
      roomMessages,
    };
  }
}
