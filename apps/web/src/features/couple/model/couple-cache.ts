import type { QueryClient } from '@tanstack/react-query';
import type { Partner, PartnerUpdatedEvent } from '@dama/contract';
import { partnerQuery } from '../api/get-partner';
import { coupleKeys, isCoupleScoped } from '../api/couple-keys';

/**
 * The couple was linked (by this member, or live by the partner): the partner info and the
 * member info (the couple's D-day) and every couple-scoped read (the daily questions) are
 * fetched again (SPEC 4.3). Resolves to the partner.
 */
export async function refreshAfterLink(
  queryClient: QueryClient,
  refreshUserInfo: () => Promise<void>,
): Promise<Partner | null> {
  const [partner] = await Promise.all([
    queryClient.fetchQuery({ ...partnerQuery(), staleTime: 0 }),
    refreshUserInfo(),
    // The member's own question became the couple's (DESIGN 8).
    queryClient.invalidateQueries({ predicate: isCoupleScoped }),
  ]);
  return partner;
}

/**
 * The couple ended (by this member, or live by the partner): the partner info becomes null and
 * leaves the cache, the member gets a new invite code, and the member info is fetched again
 * (SPEC 4.3, DESIGN 7).
 */
export async function refreshAfterUnlink(
  queryClient: QueryClient,
  refreshUserInfo: () => Promise<void>,
): Promise<void> {
  queryClient.setQueryData(coupleKeys.partner, null);
  queryClient.removeQueries({ queryKey: coupleKeys.partner });
  await Promise.all([
    queryClient.invalidateQueries({ queryKey: coupleKeys.inviteCode }),
    // The couple's book is no longer theirs; a question of their own starts (DESIGN 7, 8).
    queryClient.invalidateQueries({ predicate: isCoupleScoped }),
    refreshUserInfo(),
  ]);
}

/**
 * The partner changed their nickname or the couple's date (`partner_updated`, issue 13): the
 * partner info shows it at once and is read again, and so is the member info (the couple's date
 * is the member's D-day too).
 */
export async function refreshAfterPartnerUpdate(
  queryClient: QueryClient,
  refreshUserInfo: () => Promise<void>,
  update: PartnerUpdatedEvent,
): Promise<void> {
  queryClient.setQueryData<Partner | null>(coupleKeys.partner, (partner) =>
    partner
      ? { ...partner, nickname: update.nickname, startLoveDate: update.startLoveDate }
      : partner,
  );
  await Promise.all([
    queryClient.invalidateQueries({ queryKey: coupleKeys.partner }),
    refreshUserInfo(),
  ]);
}

/**
 * The partner answered or edited their answer to a couple question (`partner_answered`,
 * decision 0054): every couple-scoped read (today's question, the book, the answers) is read
 * again, so 서로의 답변, home's chips and the calendar show it where they are open, and so is the
 * member info (its count of questions both answered).
 */
export async function refreshAfterPartnerAnswer(
  queryClient: QueryClient,
  refreshUserInfo: () => Promise<void>,
): Promise<void> {
  await Promise.all([
    queryClient.invalidateQueries({ predicate: isCoupleScoped }),
    refreshUserInfo(),
  ]);
}
