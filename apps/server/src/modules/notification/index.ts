import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../platform/deps';
import type { JobHandle } from '../../platform/jobs';
import type { PushSender } from '../../platform/push';
import { defineNotificationCleanup } from './cleanup-job';
import { NotificationRepository } from './repository';
import { registerNotificationRoutes } from './routes';
import { NotificationService, type QuestionTimeLookup } from './service';

export type { CoupleNotice, NewNotification, NotifyOptions } from './notifier';
export type { NotificationService, QuestionTimeLookup } from './service';
export { NOTIFICATION_RETENTION_MS } from './cleanup-job';
export { pushNotBefore } from './quiet-hours';

export interface NotificationJobs {
  /** Deletes notifications the centre no longer shows (older than 30 days; daily). */
  notificationsCleanupRead: JobHandle<Record<string, never>>;
}

/**
 * Notifications (issue 25, decision 0059): the couple notices of the pending list and the
 * centre's kinds, created in one place (`createCoupleNotice`, `notify`, `notifyWithin`), each a
 * row, a live event and a push order handed to `push`; the centre's endpoints and the settings
 * (per-kind switches, quiet hours; the couple's question time is read through `questionTimeOf`).
 */
export function notificationModule(
  app: FastifyInstance,
  deps: AppDeps,
  collaborators: { push: PushSender; questionTimeOf: QuestionTimeLookup },
): { service: NotificationService; jobs: NotificationJobs } {
  const repo = new NotificationRepository(deps.db);
  const service = new NotificationService(
    repo,
    deps.events,
    collaborators.push,
    collaborators.questionTimeOf,
    app.log,
    deps.now,
  );
  registerNotificationRoutes(app, service);
  return {
    service,
    jobs: { notificationsCleanupRead: defineNotificationCleanup(deps.jobs, repo, deps.now) },
  };
}
