import { useMutation } from '@tanstack/react-query';
import { apiCall } from '@/shared/api/client';

/** POST /couples: link with the partner's invite code. */
export function useLinkCouple() {
  return useMutation({
    mutationFn: (coupleCode: string) => apiCall('linkCouple', { body: { coupleCode } }),
  });
}

/** DELETE /couples: end the couple for both members. */
export function useUnlinkCouple() {
  return useMutation({
    mutationFn: () => apiCall('unlinkCouple'),
  });
}
