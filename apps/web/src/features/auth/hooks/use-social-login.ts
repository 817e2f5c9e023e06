import { useCallback, useRef, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useRouter } from '@tanstack/react-router';
import { trackButton } from '@/shared/analytics';
import { SOCIAL_LOGIN_FAILED } from '../stores/auth-controller';
import { useAuth } from '../stores/auth-context';
import type { SocialProvider } from '@/shared/bridge';
import { userMessage } from '@/shared/lib/user-message';
import { toast } from '@/shared/ui/toast';

const ANALYTICS_NAME: Record<SocialProvider, string> = {
  kakao: 'login_kakao',
  apple: 'login_apple',
};

/**
 * SPEC 2.3 login: one sign-in at a time (repeat clicks are ignored while one runs); success
 * refreshes route data and goes to `/` (the guard sends new members to onboarding); failure
 * shows the shell's or server's message.
 */
export function useSocialLogin() {
  const { socialLogin } = useAuth();
  const router = useRouter();
  const queryClient = useQueryClient();
  const running = useRef(false);
  const [pendingProvider, setPendingProvider] = useState<SocialProvider | null>(null);

  const login = useCallback(
    async (provider: SocialProvider) => {
      if (running.current) return;
      running.current = true;
      setPendingProvider(provider);
      trackButton(ANALYTICS_NAME[provider]);
      try {
        await socialLogin(provider);
        await queryClient.invalidateQueries();
        // Go home first (the guard sends new members to onboarding), then reload that route's
        // data; invalidating while still on /login would redirect twice.
        await router.navigate({ to: '/', replace: true });
        await router.invalidate();
      } catch (error) {
        toast.error(userMessage(error, SOCIAL_LOGIN_FAILED));
      } finally {
        running.current = false;
        setPendingProvider(null);
      }
    },
    [socialLogin, queryClient, router],
  );

  return { login, pendingProvider, busy: pendingProvider !== null };
}
