import { queryOptions } from '@tanstack/react-query';
import { apiCall } from '../client';
import { queryKeys } from '../query-keys';

/** GET /members/invite-code: the member's own invite code. */
export function inviteCodeQuery() {
  return queryOptions({
    queryKey: queryKeys.inviteCode,
    queryFn: ({ signal }) => apiCall('getInviteCode', { signal }),
  });
}
