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

function Elsewhere() {
  const { pathname } = useLocation();
  return <p data-testid="elsewhere">{pathname}</p>;
}

/**
 * Renders `ui` at `path` inside a real router (memory history) and query client. Any other path
 * renders its pathname in `data-testid="elsewhere"`, so a test can see where the screen went.
 */
export function renderWithRouter(ui: ReactNode, { path = '/' }: { path?: string } = {}) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const rootRoute = createRootRoute({ component: Outlet });
  const screenRoute = createRoute({ getParentRoute: () => rootRoute, path, component: () => ui });
  const other = createRoute({ getParentRoute: () => rootRoute, path: '$', component: Elsewhere });
  const router = createRouter({
    routeTree: rootRoute.addChildren([screenRoute, other]),
    history: createMemoryHistory({ initialEntries: [path] }),
  });
  const result = render(
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router as never} />
    </QueryClientProvider>,
  );
  return { ...result, router, queryClient };
}
