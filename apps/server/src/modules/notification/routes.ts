import { endpoints } from '@dama/contract';
import type { FastifyInstance } from 'fastify';
import { registerEndpoint } from '../../platform/http/route';
import { unpagedList } from '../../platform/http/lists';
import type { NotificationService } from './service';

export function registerNotificationRoutes(
  app: FastifyInstance,
  service: NotificationService,
): void {
  registerEndpoint(
    app,
    endpoints.getPendingNotifications,
    async ({ principal }) => {
      const list = await service.pending(principal.memberId);
      return unpagedList(list);
    },
    { cache: {} },
  );
  registerEndpoint(app, endpoints.markNotificationsRead, async ({ principal, body }) => {
    await service.markRead(principal.memberId, body.pendingNotifications);
    return undefined;
  });
}
