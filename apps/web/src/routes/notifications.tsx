import { createFileRoute } from '@tanstack/react-router';
import { NotificationCentreScreen } from '@/features/notification';

export const Route = createFileRoute('/notifications')({
  staticData: { analytics: { pageName: 'notifications', category: 'main' } },
  component: NotificationCentreScreen,
});
