import { endpoints } from '@dama/contract';
import type { FastifyInstance } from 'fastify';
import { registerEndpoint } from '../../platform/http/route';
import { pagedList, unpagedList } from '../../platform/http/lists';
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
  registerEndpoint(app, endpoints.listNotifications, async ({ principal, query }) => {
    const { list, totalCount } = await service.list(principal.memberId, query.page, query.size);
    return pagedList(list, query.page, totalCount);
  });
  registerEndpoint(app, endpoints.getUnreadNotificationCount, async ({ principal }) => ({
    unreadCount: await service.unreadCount(principal.memberId),
  }));
  registerEndpoint(app, endpoints.markCentreNotificationsRead, async ({ principal, body }) => ({
    unreadCount: await service.markCentreRead(principal.memberId, body.notificationIds),
  }));
  registerEndpoint(app, endpoints.markAllNotificationsRead, async ({ principal }) => ({
    unreadCount: await service.markAllRead(principal.memberId),
  }));
  registerEndpoint(app, endpoints.getNotificationSettings, ({ principal }) =>
    service.settings(principal.memberId),
  );
  registerEndpoint(app, endpoints.updateNotificationSettings, ({ principal, body }) =>
    service.updateSettings(principal.memberId, body),
  );
}
