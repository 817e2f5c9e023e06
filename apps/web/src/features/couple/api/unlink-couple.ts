import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiCall } from '@/shared/api/client';
import { useAuth } from '@/features/auth';
import { reportError } from '@/shared/errors';
import { refreshAfterUnlink } from '../model/couple-cache';

/**
 * DELETE /couples: end the couple for both members. Then the partner leaves the cache, the invite
 * code and the member info are fetched again (in the background; a failure is reported).
 */
export function useUnlinkCouple() {
  const queryClient = useQueryClient();
  const { refreshUserInfo } = useAuth();
  return useMutation({
    mutationFn: () => apiCall('unlinkCouple'),
    onSuccess: () => {
      refreshAfterUnlink(queryClient, refreshUserInfo).catch((error: unknown) => {
        reportError(error, { source: 'ui', feature: 'couple', component: 'useUnlinkCouple' });
      });
    },
  });
}
