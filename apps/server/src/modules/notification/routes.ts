import { endpoints } from '@dama/contract';
import type { FastifyInstance } from 'fastify';
import { registerEndpoint } from '../../platform/http/route';
import type { NotificationService } from './service';

export function registerNotificationRoutes(
  app: FastifyInstance,
  service: NotificationService,
): void {
  registerEndpoint(app, endpoints.getPendingNotifications, async ({ principal }) => {
    const list = await service.pending(principal.memberId);
    return { size: list.length, list, totalCount: list.length };
  });
  registerEndpoint(
    app,
    endpoints.markNotificationsRead,
    async ({ principal, body }) => {
      await service.markRead(principal.memberId, body.pendingNotifications);
      return undefined;
    },
    { message: '알림을 확인했어요.' },
  );
}
