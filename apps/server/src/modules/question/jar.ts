import { nextJarMilestone, reachedJarMilestone, todayInKorea, type Jar } from '@dama/contract';
import type { Clock } from '../../platform/clock';
import { AppError } from '../../platform/errors';
import type { JarRepository } from './jar-repository';
import { jarStreaks } from './jar-rules';
import type { CoupleLookup } from './service';

/**
 * The jar of words (issue 26, decision 0065): the couple's questions both answered, the streak
 * of Korean days in a row on which one was, and the milestone 담이 has yet to celebrate with the
 * caller. It is the couple's: a couple recovered within 30 days keeps its book and so its jar; a
 * new partner is a new couple, whose jar starts empty.
 */
export class JarService {
  constructor(
    private readonly repo: JarRepository,
    private readonly couples: CoupleLookup,
    private readonly now: Clock,
  ) {}

  /** GET /questions/jar. */
  async get(memberId: number): Promise<Jar> {
    const couple = await this.requireCouple(memberId);
    return this.read(couple.coupleId, memberId);
  }

  /**
   * POST /questions/jar/celebrations: the caller has seen 담이 celebrate `milestone` (or, when the
   * jar has not reached it, the highest it has reached); idempotent.
   */
  async celebrate(memberId: number, milestone: number): Promise<Jar> {
    const couple = await this.requireCouple(memberId);
    const count = (await this.repo.completions(couple.coupleId)).length;
    const reached = reachedJarMilestone(count);
    if (reached !== null) {
      await this.repo.markSeen(couple.coupleId, memberId, Math.min(milestone, reached), this.now());
    }
    return this.read(couple.coupleId, memberId);
  }

  private async read(coupleId: number, memberId: number): Promise<Jar> {
    const [completions, seen] = await Promise.all([
      this.repo.completions(coupleId),
      this.repo.seen(coupleId, memberId),
    ]);
    const count = completions.length;
    const streaks = jarStreaks(
      completions.map((at) => todayInKorea(at)),
      todayInKorea(this.now()),
    );
    const reached = reachedJarMilestone(count);
    return {
      count,
      streak: streaks.current,
      bestStreak: streaks.best,
      nextMilestone: nextJarMilestone(count),
      celebrate: reached !== null && reached > seen ? reached : null,
    };
  }

  private async requireCouple(memberId: number) {
    const couple = await this.couples.active(memberId);
    if (!couple) throw new AppError('NOT_COUPLE_MEMBER');
    return couple;
  }
}
