import { queryOptions } from '@tanstack/react-query';
import { apiCall, apiErrorCode } from './client';

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

/** Query key of the partner's info; set to null and removed when the couple ends (SPEC 4.3). */
export const PARTNER_QUERY_KEY = ['partner'] as const;

/** The "no partner connected" error of GET /members/partner (SPEC 6, 8.4). */
export const NOT_COUPLE_MEMBER = 40301;

/**
 * GET /members/partner: the linked partner, or `null` when none is connected. Code 40301 is an
 * answer the screens handle (SPEC 8.4), so it resolves to null; every other error throws (to the
 * route error screen).
 */
export function partnerQuery() {
  return queryOptions({
    queryKey: PARTNER_QUERY_KEY,
    queryFn: async ({ signal }) => {
      try {
        return await apiCall('getPartner', { signal, expectedCodes: [NOT_COUPLE_MEMBER] });
      } catch (error) {
        if (apiErrorCode(error) === NOT_COUPLE_MEMBER) return null;
        throw error;
      }
    },
  });
}

/** GET /members/notifications/pending: the member's unread couple notifications, oldest first. */
export function pendingNotificationsQuery() {
  return queryOptions({
    queryKey: ['notifications', 'pending'] as const,
    queryFn: ({ signal }) => apiCall('getPendingNotifications', { signal }),
    // Always asked afresh (start-up, reconnect): a notification is shown once, never from cache.
    staleTime: 0,
  });
}
