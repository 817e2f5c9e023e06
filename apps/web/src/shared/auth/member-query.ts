import { queryOptions } from '@tanstack/react-query';
import { apiCall } from '../client';
import { queryKeys } from '../query-keys';

export const USER_INFO_NOT_FOUND = 'User info not found';

/** GET /members: the signed-in member (SPEC 4.1: missing info counts as logged out). */
export function memberQuery() {
  return queryOptions({
    queryKey: queryKeys.member,
    queryFn: async ({ signal }) => {
      const member = await apiCall('getMember', { signal });
      if (!member) throw new Error(USER_INFO_NOT_FOUND);
      return member;
    },
  });
}
