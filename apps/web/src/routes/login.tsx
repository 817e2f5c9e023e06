import { createFileRoute } from '@tanstack/react-router';
import { LoginScreen } from '@/features/auth/components/login-screen';

export const Route = createFileRoute('/login')({
  staticData: { analytics: { pageName: 'login', category: 'auth' }, access: 'public' },
  component: LoginScreen,
});
