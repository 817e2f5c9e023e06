import type { ComponentType } from 'react';
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
import type { LoveTypeQuestion, Member } from '@dama/contract';
import { memberQuery } from '@/shared/api/queries';
import { loveTypeQuestionsQuery } from '../api/love-type-api';

/** An onboarded member who has not taken the test; override what a test needs. */
export function makeMember(overrides: Partial<Member> = {}): Member {
  return {
    memberId: 21,
    memberState: 'ALIVE',
    provider: 'KAKAO',
    nickname: '서연',
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

/** 36 items like GET /love-types/questions returns. */
export function makeQuestions(count = 36): LoveTypeQuestion[] {
  return Array.from({ length: count }, (_, i) => ({
    questionNumber: i + 1,
    content: `${i + 1}번 문항: 연인에 대한 내 마음이에요.`,
  }));
}

function Elsewhere() {
  const location = useLocation();
  return <p data-testid="elsewhere">{location.href}</p>;
}

/**
 * Renders one screen at `path` inside a real router (memory history) and a query client seeded
 * with what its route loader would have fetched (the member and the questions). Any other path
 * renders its href in `data-testid="elsewhere"`.
 */
export function renderScreen(
  Screen: ComponentType,
  options: { path: string; member?: Member; questions?: LoveTypeQuestion[] },
) {
  const queryClient = new QueryClient({
    defaultOptions: { queries: { retry: false, staleTime: Infinity }, mutations: { retry: false } },
  });
  queryClient.setQueryData(memberQuery().queryKey, options.member ?? makeMember());
  const questions = options.questions ?? makeQuestions();
  queryClient.setQueryData(loveTypeQuestionsQuery().queryKey, {
    size: questions.length,
    totalCount: questions.length,
    list: questions,
  });

  const rootRoute = createRootRoute({ component: Outlet });
  const screenRoute = createRoute({
    getParentRoute: () => rootRoute,
    path: options.path.split('?')[0] ?? '/',
    component: () => <Screen />,
  });
  const elsewhere = createRoute({
    getParentRoute: () => rootRoute,
    path: '$',
    component: Elsewhere,
  });
  const router = createRouter({
    routeTree: rootRoute.addChildren([screenRoute, elsewhere]),
    history: createMemoryHistory({ initialEntries: [options.path] }),
  });

  const result = render(
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return { ...result, router, queryClient };
}
