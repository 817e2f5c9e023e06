import { useMutation } from '@tanstack/react-query';
import type { BodyOf, Endpoints } from '@dama/contract';
import { apiCall } from '@/shared/api/client';

type OnboardingBody = BodyOf<Endpoints['completeOnboarding']>;

/**
 * POST /members/onboarding: the complete step turns the member ALIVE. The screen refreshes the
 * member itself afterwards, so that a failed refresh is retried without posting again.
 */
export function useCompleteOnboarding() {
  return useMutation({
    mutationFn: (body: OnboardingBody) => apiCall('completeOnboarding', { body }),
  });
}
