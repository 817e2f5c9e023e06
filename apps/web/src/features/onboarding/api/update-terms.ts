import { useMutation } from '@tanstack/react-query';
import type { BodyOf, Endpoints } from '@dama/contract';
import { apiCall } from '@/shared/api/client';

type TermsBody = BodyOf<Endpoints['updateTerms']>;

/** PATCH /members/terms: the terms step saves every agreement as the member goes. */
export function useUpdateTerms() {
  return useMutation({
    mutationFn: (terms: TermsBody['terms']) => apiCall('updateTerms', { body: { terms } }),
  });
}
