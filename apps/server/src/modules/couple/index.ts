import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../platform/deps';
import type { JobHandle } from '../../platform/jobs';
import type { LoveTypeService } from '../love-type';
import type { NotificationService } from '../notification';
import { CoupleHooks, type CoupleEvents } from './hooks';
import { AnniversaryRepository } from './anniversary-repository';
import { AnniversaryService } from './anniversary-service';
import { CoupleRepository } from './repository';
import { registerCoupleRoutes } from './routes';
import { CoupleService } from './service';

export type { ActiveCouple, CoupleService } from './service';
export type { CoupleEnded, CoupleEvents, CoupleHook, CoupleLinked } from './hooks';
export { COUPLE_RECOVERY_MS, LINK_ATTEMPTS } from './service';
/** The couples table, for other modules' foreign keys only (rows change through the service). */
export { couples as couplesTable, coupleEncryptedColumns } from './schema';

export const COUPLE_PURGE_JOB = 'couples-purge-ended';
export const ANNIVERSARY_JOB = 'couples-anniversary-soon';
export type { DueCouple } from './repository';

export interface CoupleModule {
  /** What other modules use (D-day, withdrawal, the invite code sign-up draws). */
  service: CoupleService;
  /** Lifecycle hooks other modules subscribe to (in their own factories; app.ts hands them out). */
  events: CoupleEvents;
  /** The hourly purge of couples ended 30 days ago. */
  purgeJob: JobHandle<Record<string, never>>;
  /** Daily: tomorrow's and today's anniversaries (ANNIVERSARY_SOON / _TODAY to both members). */
  anniversaryJob: JobHandle<Record<string, never>>;
}

/**
 * Couples: link (with recovery), unlink, partner, the couple auth level, the question time, the
 * 30-day purge job and the anniversary job.
 */
export function coupleModule(
  app: FastifyInstance,
  deps: AppDeps,
  collaborators: { notifications: NotificationService; loveTypes: LoveTypeService },
): CoupleModule {
  const hooks = new CoupleHooks();
  const repo = new CoupleRepository(deps.db, deps.memberRows);
  const service = new CoupleService(
    repo,
    collaborators.notifications,
    hooks,
    deps.limiter,
    app.log,
    deps.now,
    collaborators.loveTypes,
    deps.events,
  );
  deps.readCache.setPartnerFinder(
    async (memberId) => (await service.active(memberId))?.partnerId ?? null,
  );
  const anniversaries = new AnniversaryService(
    new AnniversaryRepository(deps.db, deps.config.dataEncryptionKey),
    repo,
    collaborators.notifications,
    deps.events,
    app.log,
    deps.now,
  );
  registerCoupleRoutes(app, service, anniversaries);
  const purgeJob = deps.jobs.define<Record<string, never>>({
    name: COUPLE_PURGE_JOB,
    // Hourly; a couple is erased within an hour after its 30 days are over.
    cron: '23 * * * *',
    run: async () => {
      await service.purgeEnded();
    },
  });
  const anniversaryJob = deps.jobs.define<Record<string, never>>({
    name: ANNIVERSARY_JOB,
    // Daily at 10:00 Korean time, after the default quiet hours: tomorrow's anniversaries and
    // today's (decision 0069); once per member, anniversary and day.
    cron: '0 10 * * *',
    run: async () => {
      await anniversaries.remind();
    },
  });
  return { service, events: hooks, purgeJob, anniversaryJob };
}
