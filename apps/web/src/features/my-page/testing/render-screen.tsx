import type { ComponentType } from 'react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import {
  createMemoryHistory,
  createRootRoute,
  createRoute,
  createRouter,
  Outlet,
  RouterProvider,
} from '@tanstack/react-router';
import { render } from '@testing-library/react';
import type { Member, TermsItem } from '@dama/contract';
import { memberQuery, termsQuery } from '@/shared/api/queries';

/** An onboarded member; override what a test needs. */
export function makeMember(overrides: Partial<Member> = {}): Member {
  return {
    memberId: 11,
    memberState: 'ALIVE',
    provider: 'KAKAO',
    nickname: '담아',
    email: 'dama@example.com',
    startLoveDate: '2024-03-01',
    loveTypeCategory: null,
    anxietyRate: null,
    avoidanceRate: null,
    totalChatRoomCount: 0,
    totalCoupleQuestionCount: 0,
    ...overrides,
  };
}

export function makeTerms(): TermsItem[] {
  return (['AGE_VERIFICATION', 'SERVICE_USAGE', 'PRIVACY_POLICY', 'MARKETING'] as const).map(
    (termsType, index) => ({
      termsType,
      content: {
        termsId: index + 1,
        title: `${termsType} 제목`,
        version: 1,
        isRequired: termsType !== 'MARKETING',
        details: [{ type: 'CONTENT' as const, content: `${termsType} 내용` }],
      },
    }),
  );
}

/**
 * Renders one screen at `path` inside a real router (memory history) and a query client seeded
 * with what its route loader would have fetched; any other path renders a marker.
 */
export function renderScreen(
  Screen: ComponentType,
  options: { path: string; member?: Member; terms?: TermsItem[] },
) {
  const queryClient = new QueryClient({
    defaultOptions: { queries: { retry: false, staleTime: Infinity }, mutations: { retry: false } },
  });
  queryClient.setQueryData(memberQuery().queryKey, options.member ?? makeMember());
  const terms = options.terms ?? makeTerms();
  queryClient.setQueryData(termsQuery().queryKey, {
    size: terms.length,
    totalCount: terms.length,
    list: terms,
  });

  const rootRoute = createRootRoute({ component: Outlet });
  const screenRoute = createRoute({
    getParentRoute: () => rootRoute,
    path: options.path,
    component: () => <Screen />,
  });
  const elsewhere = createRoute({
    getParentRoute: () => rootRoute,
    path: '$',
    component: () => <p>다른 화면</p>,
  });
  const router = createRouter({
    routeTree: rootRoute.addChildren([screenRoute, elsewhere]),
    history: createMemoryHistory({ initialEntries: [options.path] }),
  });

  render(
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return { router, queryClient };
}
