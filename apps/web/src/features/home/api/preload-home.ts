import type { QueryClient } from '@tanstack/react-query';
import type { Home } from '@dama/contract';
import { memberQuery } from '@/features/auth';
import { currentChatRoomQuery } from '@/features/chat';
import { partnerQuery } from '@/features/couple';
import { todayQuestionQuery } from '@/features/question';
import { apiCall } from '@/shared/api/client';

/** The home screen's reads (SPEC 2.1), by their part of `GET /api/home`. */
function homeQueries() {
  return {
    member: memberQuery(),
    partner: partnerQuery(),
    todayQuestion: todayQuestionQuery(),
    currentRoom: currentChatRoomQuery(),
  };
}

type Part = keyof Home;

/**
 * What a part of the combined read puts in its query, as that query's own read would: a member
 * without a partner reads as `null` (couple/api/get-partner.ts). `undefined` leaves the query to
 * read on its own, so its error is handled and reported where it always is.
 */
function cachedValue(part: Part, result: Home[Part]): unknown {
  if (result.success) return result.data ?? undefined;
  if (part === 'partner' && result.code === 40301) return null;
  return undefined;
}

/**
 * SPEC 2.1: home's data, preloaded. The member's read must succeed (it throws); the partner,
 * today's question and the chat room may each fail on their own. When any of them is missing
 * from the cache, one request (`GET /api/home`, issue 27) brings all four; a part it could not
 * bring, or the whole read failing, leaves that query to read on its own as before.
 */
export async function preloadHome(queryClient: QueryClient): Promise<void> {
  const queries = homeQueries();
  const missing = Object.values(queries).some(
    (query) => queryClient.getQueryData(query.queryKey) === undefined,
  );
  if (missing) {
    const home = await apiCall('getHome').catch(() => null);
    if (home) {
      for (const part of Object.keys(queries) as Part[]) {
        const result = home[part] as Home[Part] | undefined;
        const value = result === undefined ? undefined : cachedValue(part, result);
        if (value !== undefined) queryClient.setQueryData(queries[part].queryKey, value as never);
      }
    }
  }
  const have = (part: Part) => queryClient.getQueryData(queries[part].queryKey) !== undefined;
  await Promise.all([
    queryClient.ensureQueryData(queries.member),
    have('partner') ? null : queryClient.prefetchQuery(queries.partner),
    have('todayQuestion') ? null : queryClient.prefetchQuery(queries.todayQuestion),
    have('currentRoom') ? null : queryClient.prefetchQuery(queries.currentRoom),
  ]);
}
