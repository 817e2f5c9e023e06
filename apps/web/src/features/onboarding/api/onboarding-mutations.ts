import { useMutation } from '@tanstack/react-query';
import type { BodyOf, Endpoints } from '@dama/contract';
import { apiCall } from '@/shared/api/client';

type TermsBody = BodyOf<Endpoints['updateTerms']>;
type OnboardingBody = BodyOf<Endpoints['completeOnboarding']>;

/** PATCH /members/terms: the terms step saves every agreement as the member goes. */
export function useSaveTermsAgreements() {
  return useMutation({
    mutationFn: (terms: TermsBody['terms']) => apiCall('updateTerms', { body: { terms } }),
  });
}

/** PATCH /members: the nickname step. */
export function useSaveNickname() {
  return useMutation({
    mutationFn: (nickname: string) => apiCall('updateMember', { body: { nickname } }),
  });
}

/** PATCH /members/start-love-date: the anniversary step. */
export function useSaveStartLoveDate() {
  return useMutation({
    mutationFn: (startLoveDate: string) =>
      apiCall('updateStartLoveDate', { body: { startLoveDate } }),
  });
}

/** POST /members/onboarding: the complete step turns the member ALIVE. */
export function useCompleteOnboarding() {
  return useMutation({
    mutationFn: (body: OnboardingBody) => apiCall('completeOnboarding', { body }),
  });
}
