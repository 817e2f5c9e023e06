import { createFileRoute } from '@tanstack/react-router';
import { AccountSettingsScreen } from '@/features/my-page/components/account-settings-screen';

export const Route = createFileRoute('/my-page/account-settings')({
  staticData: { analytics: { pageName: 'mypage_settings', category: 'profile' } },
  component: AccountSettingsScreen,
});
