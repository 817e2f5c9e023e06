import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../platform/deps';
import { NotificationRepository } from './repository';
import { registerNotificationRoutes } from './routes';
import { NotificationService } from './service';

export type { CoupleNotice, NotificationService } from './service';

/** Pending couple notifications and the one place that creates them and sends their events. */
export function notificationModule(app: FastifyInstance, deps: AppDeps): NotificationService {
  const service = new NotificationService(
    new NotificationRepository(deps.db),
    deps.events,
    app.log,
    deps.now,
  );
  registerNotificationRoutes(app, service);
  deps.memberHooks.onErase(({ tx, memberId }) => service.eraseOf(tx, memberId));
  return service;
}
