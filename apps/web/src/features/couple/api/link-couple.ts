import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiCall } from '@/shared/api/client';
import { useAuth } from '@/features/auth';
import { reportError } from '@/shared/errors';
import { refreshAfterLink } from '../model/couple-cache';

/**
 * POST /couples: link with the partner's invite code. Once linked, the partner and member info
 * are fetched again before the mutation settles (a failure there is reported, not thrown: the
 * couple is linked all the same and the screens fetch the partner again when they need it).
 */
export function useLinkCouple() {
  const queryClient = useQueryClient();
  const { refreshUserInfo } = useAuth();
  return useMutation({
    mutationFn: (coupleCode: string) => apiCall('linkCouple', { body: { coupleCode } }),
    onSuccess: async () => {
      try {
        await refreshAfterLink(queryClient, refreshUserInfo);
      } catch (error) {
        reportError(error, { source: 'ui', feature: 'couple', component: 'useLinkCouple' });
      }
    },
  });
}
