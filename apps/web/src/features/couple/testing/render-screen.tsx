import type { ReactNode } from 'react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import {
  createMemoryHistory,
  createRootRoute,
  createRoute,
  createRouter,
  Outlet,
  RouterProvider,
  useLocation,
} from '@tanstack/react-router';
import { render } from '@testing-library/react';
import type { Member, Partner } from '@dama/contract';
import { inviteCodeQuery, memberQuery, partnerQuery } from '@/shared/api/queries';

export function makeMember(overrides: Partial<Member> = {}): Member {
  return {
    memberId: 21,
    memberState: 'ALIVE',
    provider: 'KAKAO',
    nickname: '민준',
    email: null,
    startLoveDate: '2024-03-01',
    loveTypeCategory: null,
    anxietyRate: null,
    avoidanceRate: null,
    totalChatRoomCount: 0,
    totalCoupleQuestionCount: 0,
    ...overrides,
  };
}

export function makePartner(overrides: Partial<Partner> = {}): Partner {
  return {
    memberState: 'ALIVE',
    nickname: '서연',
    loveTypeCategory: 'ANXIETY_TYPE',
    anxietyRate: 3.12,
    avoidanceRate: 2.05,
    startLoveDate: '2024-03-01',
    isStartLoveDateUpdated: false,
    ...overrides,
  };
}

/** An error like the API client's: the contract code at `response.data.code`. */
export function apiError(code: number): Error {
  return Object.assign(new Error(`Request failed (${code})`), {
    response: { status: Math.floor(code / 100), data: { success: false, code, message: '오류' } },
  });
}

function Elsewhere() {
  const { pathname } = useLocation();
  return <p data-testid="elsewhere">{pathname}</p>;
}

/**
 * Renders `ui` at `path` in a real router (memory history) with a query client seeded with what
 * the route loaders fetch (member, invite code, partner: `undefined` leaves it unseeded, `null`
 * = no partner). Any other path renders its pathname in `data-testid="elsewhere"`.
 */
export function renderCoupleScreen(
  ui: ReactNode,
  options: { path: string; member?: Member; partner?: Partner | null; inviteCode?: string },
) {
  const queryClient = new QueryClient({
    defaultOptions: { queries: { retry: false, staleTime: Infinity }, mutations: { retry: false } },
  });
  queryClient.setQueryData(memberQuery().queryKey, options.member ?? makeMember());
  queryClient.setQueryData(inviteCodeQuery().queryKey, {
    coupleCode: options.inviteCode ?? 'MYCODE1',
  });
  if (options.partner !== undefined)
    queryClient.setQueryData(partnerQuery().queryKey, options.partner);

  const rootRoute = createRootRoute({ component: Outlet });
  const screenRoute = createRoute({
    getParentRoute: () => rootRoute,
    path: options.path,
    component: () => ui,
  });
  const other = createRoute({ getParentRoute: () => rootRoute, path: '$', component: Elsewhere });
  const router = createRouter({
    routeTree: rootRoute.addChildren([screenRoute, other]),
    history: createMemoryHistory({ initialEntries: [options.path] }),
  });
  const result = render(
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router as never} />
    </QueryClientProvider>,
  );
  return { ...result, router, queryClient };
}

/** jsdom has no pointer capture; the bottom sheet (vaul) calls it on presses inside it. */
export function installPointerCapture(): void {
  for (const name of ['setPointerCapture', 'releasePointerCapture', 'hasPointerCapture']) {
    if (!(name in Element.prototype)) {
      Object.defineProperty(Element.prototype, name, { value: () => false, configurable: true });
    }
  }
}

/** The `button_name`s tracked so far (the debug analytics sink). */
export function trackedButtons(): string[] {
  return (window.__DAMA_ANALYTICS__ ?? [])
    .filter((entry) => entry.event === 'button_click')
    .map((entry) => String(entry.props.button_name));
}
