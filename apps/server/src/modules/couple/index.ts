import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../platform/deps';
import type { NotificationService } from '../notification';
import { CoupleRepository } from './repository';
import { registerCoupleRoutes } from './routes';
import { CoupleService } from './service';

export type { ActiveCouple, CoupleService, Outbox } from './service';
export { COUPLE_RECOVERY_MS, LINK_ATTEMPTS } from './service';

export const COUPLE_PURGE_JOB = 'couples-purge-ended';

/**
 * Couples: link (with recovery), unlink, partner, the couple auth level and the 30-day purge job.
 * Returns the service the member module uses (D-day, withdrawal).
 */
export function coupleModule(
  app: FastifyInstance,
  deps: AppDeps,
  collaborators: { notifications: NotificationService },
): CoupleService {
  const service = new CoupleService(
    new CoupleRepository(deps.db),
    collaborators.notifications,
    deps.limiter,
    app.log,
    deps.now,
  );
  deps.guard.setPartnerLookup((memberId) => service.hasPartner(memberId));
  registerCoupleRoutes(app, service);
  deps.jobs.define({
    name: COUPLE_PURGE_JOB,
    // Hourly; a couple is erased within an hour after its 30 days are over.
    cron: '23 * * * *',
    run: async () => {
      await service.purgeEnded();
    },
  });
  return service;
}
