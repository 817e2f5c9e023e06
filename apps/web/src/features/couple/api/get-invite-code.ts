import { queryOptions } from '@tanstack/react-query';
import { apiCall } from '@/shared/api/client';
import { coupleKeys } from './couple-keys';

/** GET /members/invite-code: the member's own invite code. */
export function inviteCodeQuery() {
  return queryOptions({
    queryKey: coupleKeys.inviteCode,
    queryFn: ({ signal }) => apiCall('getInviteCode', { signal }),
  });
}
