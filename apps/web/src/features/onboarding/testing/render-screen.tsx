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
import { inviteCodeQuery, memberQuery, termsQuery } from '@/shared/api/queries';

/** A member in the middle of onboarding; override what a test needs. */
export function makeMember(overrides: Partial<Member> = {}): Member {
  return {
    memberId: 7,
    memberState: 'BEFORE_ONBOARDING',
    provider: 'KAKAO',
    nickname: null,
    email: 'dama@example.com',
    startLoveDate: null,
    loveTypeCategory: null,
    anxietyRate: null,
    avoidanceRate: null,
    totalChatRoomCount: 0,
    totalCoupleQuestionCount: 0,
    ...overrides,
  };
}

function term(
  termsId: number,
  termsType: TermsItem['termsType'],
  title: string,
  isRequired: boolean,
): TermsItem {
  return {
    termsType,
    content: {
      termsId,
      title,
      version: 1,
      isRequired,
      details: [
        { type: 'TITLE', content: `${title} 제1조` },
        { type: 'CONTENT', content: `${title}의 내용이에요.` },
      ],
    },
  };
}

/** The four terms GET /terms returns, in the contract's order. */
export function makeTerms(): TermsItem[] {
  return [
    term(1, 'AGE_VERIFICATION', '만 14세 이상이에요', true),
    term(2, 'SERVICE_USAGE', '서비스 이용약관', true),
    term(3, 'PRIVACY_POLICY', '개인정보 수집 및 이용', true),
    term(4, 'MARKETING', '마케팅 정보 수신', false),
  ];
}

interface RenderOptions {
  path: string;
  member?: Member;
  terms?: TermsItem[];
  inviteCode?: string;
}

/**
 * Renders one screen at `path` inside a real router (memory history) and query client seeded with
 * the data its route loader would have fetched. Every other path renders a marker, so a test can
 * see where the screen navigated.
 */
export function renderScreen(Screen: ComponentType, options: RenderOptions) {
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
  queryClient.setQueryData(inviteCodeQuery().queryKey, {
    coupleCode: options.inviteCode ?? 'AB12CD3',
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
