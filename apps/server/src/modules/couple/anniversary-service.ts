import {
  addDays,
  anniversaryDateError,
  MAX_CUSTOM_ANNIVERSARIES,
  occursOn,
  startsWithMilestoneOn,
  todayInKorea,
  toKoreanIso,
  type AnniversaryChangeBody,
  type CustomAnniversary,
  type NewAnniversaryBody,
} from '@dama/contract';
import type { FastifyBaseLogger } from 'fastify';
import type { Clock } from '../../platform/clock';
import { AppError } from '../../platform/errors';
import type { MemberEvents } from '../../platform/realtime/member-events';
import type { NewNotification, NotificationService } from '../notification';
import type { AnniversaryRepository, StoredAnniversary } from './anniversary-repository';
import { partnerIdOf, type CoupleRepository } from './repository';

type Reminder = 'ANNIVERSARY_SOON' | 'ANNIVERSARY_TODAY';

/**
 * The couple's anniversaries (issue 26, decision 0069): its own (couple-owned: either partner
 * lists, adds, changes and deletes them, and the other hears `couple_anniversaries_changed`) and
 * the reminders — ANNIVERSARY_SOON the day before and ANNIVERSARY_TODAY on the day, for each
 * milestone of the start date (kit/anniversaries.ts, the rule the web shows) and each of the
 * couple's own. A reminder's text never holds the couple's title (it is sealed at rest, like the
 * answers); the entry opens the anniversaries screen, which shows it.
 */
export class AnniversaryService {
  constructor(
    private readonly repo: AnniversaryRepository,
    private readonly couples: CoupleRepository,
    private readonly notifications: NotificationService,
    private readonly events: MemberEvents,
    private readonly log: FastifyBaseLogger,
    private readonly now: Clock,
  ) {}

  /** The caller's linked couple (40301 without one). */
  private async coupleOf(memberId: number): Promise<{ coupleId: number; partnerId: number }> {
    const couple = await this.couples.activeCoupleOf(memberId);
    if (!couple) throw new AppError('NOT_COUPLE_MEMBER');
    return { coupleId: couple.id, partnerId: partnerIdOf(couple, memberId) };
  }

  async list(memberId: number): Promise<CustomAnniversary[]> {
    const { coupleId } = await this.coupleOf(memberId);
    return (await this.repo.list(coupleId)).map(view);
  }

  async add(memberId: number, body: NewAnniversaryBody): Promise<CustomAnniversary> {
    const { coupleId, partnerId } = await this.coupleOf(memberId);
    this.checkDate(body.date);
    if ((await this.repo.countOf(coupleId)) >= MAX_CUSTOM_ANNIVERSARIES) {
      throw new AppError(
        'BAD_REQUEST',
        `기념일은 ${MAX_CUSTOM_ANNIVERSARIES}개까지 만들 수 있어요.`,
      );
    }
    const stored = await this.repo.insert(
      this.repo.db,
      { coupleId, ...body },
      memberId,
      this.now(),
    );
    await this.tell(partnerId, coupleId, stored.id, false);
    return view(stored);
  }

  /** Either partner changes the couple's anniversary; 40302 for one that is not the couple's. */
  async update(memberId: number, id: number, change: AnniversaryChangeBody) {
    const { coupleId, partnerId } = await this.coupleOf(memberId);
    if (change.date !== undefined) this.checkDate(change.date);
    const stored = await this.repo.update(coupleId, id, change, this.now());
    if (!stored) throw new AppError('MEMBER_ACCESS_DENIED');
    await this.tell(partnerId, coupleId, id, false);
    return view(stored);
  }

  async remove(memberId: number, id: number): Promise<void> {
    const { coupleId, partnerId } = await this.coupleOf(memberId);
    if (!(await this.repo.delete(coupleId, id))) throw new AppError('MEMBER_ACCESS_DENIED');
    await this.tell(partnerId, coupleId, id, true);
  }

  private checkDate(date: string): void {
    const error = anniversaryDateError(date, todayInKorea(this.now()));
    if (error) throw new AppError('BAD_REQUEST', error);
  }

  /** The partner's screens read the list again; a failed send is logged (the change stands). */
  private async tell(partnerId: number, coupleId: number, id: number, deleted: boolean) {
    try {
      await this.events.publish(partnerId, 'couple_anniversaries_changed', {
        coupleId,
        id,
        deleted,
      });
    } catch (error) {
      this.log.warn({ err: error, coupleId }, 'couple_anniversaries_changed not delivered');
    }
  }

  /**
   * The reminder job (daily, 10:00 Korean time): ANNIVERSARY_SOON for tomorrow's anniversaries
   * and ANNIVERSARY_TODAY for today's, to both members of every linked couple. Once per member,
   * couple, anniversary and day (a run again, or on another instance, makes nothing new).
   * Returns how many notifications it made.
   */
  async remind(): Promise<number> {
    const today = todayInKorea(this.now());
    const items = [
      ...(await this.remindersFor(addDays(today, 1), 'ANNIVERSARY_SOON')),
      ...(await this.remindersFor(today, 'ANNIVERSARY_TODAY')),
    ];
    const made = await this.notifications.notify(items, { bulk: true });
    if (made.length > 0) this.log.info({ count: made.length }, 'anniversaries announced');
    return made.length;
  }

  private async remindersFor(day: string, kind: Reminder): Promise<NewNotification[]> {
    // Keys as decision 0059 made them for the day before a milestone; the others extend them.
    const key = kind === 'ANNIVERSARY_SOON' ? 'anniversary' : 'anniversary-today';
    const starts = startsWithMilestoneOn(day);
    const items: NewNotification[] = [];
    for (const couple of await this.couples.startedOn([...starts.keys()])) {
      const milestone = starts.get(couple.startLoveDate);
      if (!milestone) continue;
      for (const [memberId, partnerId] of bothOf(couple)) {
        items.push({
          memberId,
          kind,
          target: {
            coupleId: couple.coupleId,
            anniversaryDate: day,
            anniversaryDays: milestone.days,
          },
          aboutMemberId: partnerId,
          ...(milestone.years ? { anniversaryYears: milestone.years } : {}),
          dedupeKey: `${key}:${couple.coupleId}:${memberId}:${day}`,
        });
      }
    }
    for (const custom of await this.repo.mayFallOn(day, monthDaysFor(day))) {
      if (!occursOn(custom, day)) continue;
      for (const [memberId, partnerId] of bothOf(custom)) {
        items.push({
          memberId,
          kind,
          target: { coupleId: custom.coupleId, anniversaryDate: day, anniversaryId: custom.id },
          aboutMemberId: partnerId,
          dedupeKey: `${key}:${custom.coupleId}:${memberId}:${day}:${custom.id}`,
        });
      }
    }
    return items;
  }
}

function view(stored: StoredAnniversary): CustomAnniversary {
  return {
    id: stored.id,
    title: stored.title,
    date: stored.date,
    repeat: stored.repeat,
    createdAt: toKoreanIso(stored.createdAt),
    updatedAt: toKoreanIso(stored.updatedAt),
  };
}

function bothOf(couple: { memberAId: number; memberBId: number }) {
  return [
    [couple.memberAId, couple.memberBId],
    [couple.memberBId, couple.memberAId],
  ] as const;
}

/** The month-days whose anniversaries may fall on `day`: its own, and 29 February on a 28th. */
function monthDaysFor(day: string): string[] {
  const monthDay = day.slice(5);
  return monthDay === '02-28' ? ['02-28', '02-29'] : [monthDay];
}
