import { queryOptions } from '@tanstack/react-query';
import { apiCall } from '../api/client';

/** The signed-in member's query key (SPEC 3: cached under `auth/userInfo`). */
export const memberKey = ['auth', 'userInfo'] as const;

export const USER_INFO_NOT_FOUND = 'User info not found';

/** GET /members: the signed-in member (SPEC 4.1: missing info counts as logged out). */
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
