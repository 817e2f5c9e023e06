import { createFileRoute } from '@tanstack/react-router';
import { notificationSettingsQuery, NotificationSettingsScreen } from '@/features/notification';

export const Route = createFileRoute('/my-page/notifications')({
  staticData: { analytics: { pageName: 'mypage_notifications', category: 'profile' } },
  // The loader's query code loads with the screen, out of the first screen's JavaScript.
  codeSplitGroupings: [['loader', 'component']],
  loader: ({ context }) => context.queryClient.ensureQueryData(notificationSettingsQuery()),
  component: NotificationSettingsScreen,
});
