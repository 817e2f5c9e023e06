import { queryOptions } from '@tanstack/react-query';
import { apiCall } from '@/shared/api/client';
import { memberKey } from './auth-keys';

export const USER_INFO_NOT_FOUND = 'User info not found';

/**
 * GET /members: the signed-in member, the auth state's `userInfo` (SPEC 3; missing info counts as
 * logged out, SPEC 4.1). Read by the sign-in (stores/auth-controller.ts) and, through the face,
 * by every screen that shows the member.
 */
export function memberQuery() {
  return queryOptions({
    queryKey: memberKey,
    queryFn: async ({ signal }) => {
      const member = await apiCall('getMember', { signal });
      if (!member) throw new Error(USER_INFO_NOT_FOUND);
      return member;
    },
  });
}
