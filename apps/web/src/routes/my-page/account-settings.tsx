import { createFileRoute } from '@tanstack/react-router';
import { AccountSettingsScreen } from '@/features/my-page';

export const Route = createFileRoute('/my-page/account-settings')({
  staticData: { analytics: { pageName: 'mypage_settings', category: 'profile' } },
  component: AccountSettingsScreen,
});
