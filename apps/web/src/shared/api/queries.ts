import { queryOptions } from '@tanstack/react-query';
import { apiCall } from './client';

/** Query key of the member's own info (SPEC 3: cached under `auth/userInfo`). */
export const USER_INFO_QUERY_KEY = ['auth', 'userInfo'] as const;

export const USER_INFO_NOT_FOUND = 'User info not found';

/** GET /members: the signed-in member (SPEC 4.1: missing info counts as logged out). */
export function memberQuery() {
  return queryOptions({
    queryKey: USER_INFO_QUERY_KEY,
    queryFn: async ({ signal }) => {
      const member = await apiCall('getMember', { signal });
      if (!member) throw new Error(USER_INFO_NOT_FOUND);
      return member;
    },
  });
}

/** GET /terms: the newest terms of every type. */
export function termsQuery() {
  return queryOptions({
    queryKey: ['terms'] as const,
    queryFn: ({ signal }) => apiCall('getTerms', { signal }),
  });
}

/** GET /members/invite-code: the member's own invite code. */
export function inviteCodeQuery() {
  return queryOptions({
    queryKey: ['members', 'invite-code'] as const,
    queryFn: ({ signal }) => apiCall('getInviteCode', { signal }),
  });
}
