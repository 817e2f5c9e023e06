// Test helper: one screen inside a real router and query client, as the app mounts it.
import type { ComponentType, ReactNode } from 'react';
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
import type { Member, Partner, TermsItem } from '@dama/contract';
import { inviteCodeQuery, partnerQuery } from '@/features/couple';
import { memberQuery } from '@/features/auth';
import { termsQuery } from '@/features/terms';
import { pageOf } from './factories';

/** What the route loaders fetch before a screen renders. Only what is given is seeded. */
export interface LoaderData {
  member?: Member;
  terms?: TermsItem[];
  /** The member's own invite code. */
  inviteCode?: string;
  /** The linked partner; `null` = none linked (what the partner query makes of 40301). */
  partner?: Partner | null;
}

export interface RenderScreenOptions extends LoaderData {
  /** Where the router starts (may carry `?search`); the screen's route is its pathname. */
  path: string;
  /** Seeds anything else the screen reads from the query cache (say, a feature's own query). */
  seed?: (queryClient: QueryClient) => void;
}

function seedLoaderData(queryClient: QueryClient, data: LoaderData): void {
  if (data.member !== undefined) queryClient.setQueryData(memberQuery().queryKey, data.member);
  if (data.terms !== undefined) queryClient.setQueryData(termsQuery().queryKey, pageOf(data.terms));
  if (data.inviteCode !== undefined) {
    queryClient.setQueryData(inviteCodeQuery().queryKey, { coupleCode: data.inviteCode });
  }
  if (data.partner !== undefined) queryClient.setQueryData(partnerQuery().queryKey, data.partner);
}

function Elsewhere() {
  const { pathname } = useLocation();
  return <p data-testid="elsewhere">{pathname}</p>;
}

/**
 * Renders `screen` (an element or a component) at `path` inside a real router (memory history)
 * and a query client seeded with the loader data given. Every other path renders its pathname in
 * `data-testid="elsewhere"`, so a test can see where the screen navigated.
 */
export function renderScreen(screen: ReactNode | ComponentType, options: RenderScreenOptions) {
  const queryClient = new QueryClient({
    defaultOptions: { queries: { retry: false, staleTime: Infinity }, mutations: { retry: false } },
  });
  seedLoaderData(queryClient, options);
  options.seed?.(queryClient);

  const Screen = typeof screen === 'function' ? screen : () => screen;
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
