import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  createMemoryHistory,
  createRootRoute,
  createRoute,
  createRouter,
  Outlet,
  RouterProvider,
} from '@tanstack/react-router';
import { trackedButtons } from '@test/factories';
import { BottomNav } from './bottom-nav';

function renderNav(analyticsNames?: Record<string, string>) {
  const root = createRootRoute({
    component: () => (
      <>
        <Outlet />
        <BottomNav analyticsNames={analyticsNames} />
      </>
    ),
  });
  const home = createRoute({
    getParentRoute: () => root,
    path: '/',
    component: () => <p>홈 화면</p>,
  });
  const myPage = createRoute({
    getParentRoute: () => root,
    path: '/my-page',
    component: () => <p>마이 화면</p>,
  });
  const router = createRouter({
    routeTree: root.addChildren([home, myPage]),
    history: createMemoryHistory({ initialEntries: ['/'] }),
  });
  render(<RouterProvider router={router} />);
  return router;
}

describe('BottomNav', () => {
  it('shows only the tabs whose screens exist and marks the current one', async () => {
    renderNav();
    expect(await screen.findByRole('link', { name: '홈' })).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('link', { name: '마이' })).not.toHaveAttribute('aria-current');
    expect(screen.queryByRole('link', { name: '질문' })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: '히스토리' })).not.toBeInTheDocument();
  });

  it('tracks the analytics name a screen gives a tab', async () => {
    const user = userEvent.setup();
    const router = renderNav({ '/my-page': 'go_mypage' });
    await user.click(await screen.findByRole('link', { name: '마이' }));
    expect(router.state.location.pathname).toBe('/my-page');
    expect(trackedButtons()).toEqual(['go_mypage']);
  });
});
