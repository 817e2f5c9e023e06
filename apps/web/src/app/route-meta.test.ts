import { describe, expect, it } from 'vitest';
import { PAGE_NAMES } from '@dama/contract';
import type { AnyRoute } from '@tanstack/react-router';
import { routeMetaOf } from '@/shared/router/route-meta';
import {
  appRouter,
  isBuilt,
  metaAt,
  NOT_BUILT_YET,
  SPEC_ROUTE_TABLE,
  spellings,
} from './route-test-support';

const routes = Object.values(appRouter.routesById) as AnyRoute[];
/** The routes with no children: the screens (layouts and the root have children). */
const screens = routes.filter(
  (route) => ((route.children as unknown[] | undefined) ?? []).length === 0,
);

describe('route metadata (SPEC 2.1)', () => {
  it('finds the screen routes of the route tree', () => {
    expect(screens.length).toBeGreaterThanOrEqual(20);
  });

  it.each(screens.map((route) => [route.id, route] as const))(
    'the route %s declares its analytics page',
    (_id, route) => {
      const page = route.options.staticData?.analytics;
      expect(page?.pageName).toMatch(/^[a-z_]+$/);
      expect(page?.category).toMatch(/^[a-z]+$/);
      // Named in the contract's list (SPEC 2.1 and its extensions), with the same category.
      expect(PAGE_NAMES[page!.pageName as keyof typeof PAGE_NAMES]).toBe(page?.category);
    },
  );

  it('tracks the notification centre and its settings (issue 25)', () => {
    expect(metaAt('/notifications').page).toEqual({ pageName: 'notifications', category: 'main' });
    expect(metaAt('/my-page/notifications').page).toEqual({
      pageName: 'mypage_notifications',
      category: 'profile',
    });
  });

  it.each(SPEC_ROUTE_TABLE.filter(([path]) => !NOT_BUILT_YET.includes(path)))(
    '%s → %s / %s (with and without trailing slash)',
    (path, pageName, category) => {
      for (const spelling of spellings(path)) {
        expect(metaAt(spelling).page, spelling).toEqual({ pageName, category });
      }
    },
  );

  it.each(NOT_BUILT_YET)('%s is not built yet (declare its analytics when it is)', (path) => {
    expect(isBuilt(path)).toBe(false);
    expect(metaAt(path).page).toBeUndefined();
  });

  it('tracks the /onboarding layout as its first step (decision 0007)', () => {
    expect(metaAt('/onboarding').page).toEqual({
      pageName: 'onboarding_terms',
      category: 'onboarding',
    });
  });

  it('leaves unknown paths unmapped, under a layout too', () => {
    expect(metaAt('/nowhere').page).toBeUndefined();
    expect(metaAt('/onboarding/nowhere').page).toBeUndefined();
    expect(metaAt('/my-page/nowhere').page).toBeUndefined();
  });
});

describe('routeMetaOf', () => {
  it('takes the page of the deepest route and the access of the deepest route declaring one', () => {
    const page = { pageName: 'x', category: 'main' } as const;
    expect(routeMetaOf([{}, { access: 'onboarding' }, { analytics: page }])).toEqual({
      page,
      access: 'onboarding',
    });
    expect(routeMetaOf([{}, { analytics: page }, undefined])).toEqual({
      page: undefined,
      access: 'member',
    });
  });
});
