import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../platform/deps';
import type { JobHandle } from '../../platform/jobs';
import { defineNotificationCleanup } from './cleanup-job';
import { NotificationRepository } from './repository';
import { registerNotificationRoutes } from './routes';
import { NotificationService } from './service';

export type { CoupleNotice, NotificationService } from './service';
export { READ_NOTIFICATION_RETENTION_MS } from './cleanup-job';

export interface NotificationJobs {
  /** Deletes notifications read more than a week ago (daily). */
  notificationsCleanupRead: JobHandle<Record<string, never>>;
}

/** Pending couple notifications and the one place that creates them and sends their events. */
export function notificationModule(
  app: FastifyInstance,
  deps: AppDeps,
): { service: NotificationService; jobs: NotificationJobs } {
  const repo = new NotificationRepository(deps.db);
  const service = new NotificationService(repo, deps.events, app.log, deps.now);
  registerNotificationRoutes(app, service);
  return {
    service,
    jobs: { notificationsCleanupRead: defineNotificationCleanup(deps.jobs, repo, deps.now) },
  };
}
