import { describe, expect, it } from 'vitest';
import { QueryClient } from '@tanstack/react-query';
import { createMemoryHistory } from '@tanstack/react-router';
import { type AuthState } from '@/features/auth';
import { resolveGuard, type GuardState } from '@/shared/router/guard';
import { createAppRouter } from './router';
import {
  metaAt,
  SPEC_APP_PATHS,
  SPEC_ONBOARDING_PATHS,
  SPEC_PUBLIC_PATHS,
  spellings,
} from './route-test-support';

// SPEC 2.2's table over SPEC's own path lists, through the access levels the route files declare
// (as the root route's beforeLoad runs it). Paths not built yet and unknown paths are non-public.
const guest: GuardState = { authenticated: false, needsOnboarding: false };
const newMember: GuardState = { authenticated: true, needsOnboarding: true };
const member: GuardState = { authenticated: true, needsOnboarding: false };

function guard(path: string, state: GuardState) {
  return resolveGuard(path, metaAt(path).access, state);
}

describe('the guard over the app routes (SPEC 2.2)', () => {
  describe('unauthenticated', () => {
    it('sends / to /intro', () => {
      expect(guard('/', guest)).toBe('/intro');
    });

    it.each(SPEC_PUBLIC_PATHS.flatMap(spellings))('lets the public path %s through', (path) => {
      expect(guard(path, guest)).toBeNull();
    });

    it.each(
      [
        ...SPEC_APP_PATHS.filter((p) => p !== '/'),
        ...SPEC_ONBOARDING_PATHS,
        '/onboarding',
        '/unknown/page',
      ].flatMap(spellings),
    )('sends %s to /login', (path) => {
      expect(guard(path, guest)).toBe('/login');
    });
  });

  describe('authenticated, needs onboarding', () => {
    it.each(spellings('/login'))('sends %s to /onboarding/terms', (path) => {
      expect(guard(path, newMember)).toBe('/onboarding/terms');
    });

    it.each(SPEC_ONBOARDING_PATHS.flatMap(spellings))(
      'lets the onboarding step %s through',
      (path) => {
        expect(guard(path, newMember)).toBeNull();
      },
    );

    it.each([...SPEC_APP_PATHS, '/intro', '/terms/privacy-policy', '/unknown'].flatMap(spellings))(
      'keeps %s inside onboarding',
      (path) => {
        expect(guard(path, newMember)).toBe('/onboarding/terms');
      },
    );

    it('lets /onboarding through to its index route, which forwards to the terms step', () => {
      expect(guard('/onboarding', newMember)).toBeNull();
      expect(metaAt('/onboarding').access).toBe('onboarding');
    });
  });

  describe('authenticated, onboarded', () => {
    it.each(spellings('/login'))('sends %s home', (path) => {
      expect(guard(path, member)).toBe('/');
    });

    it.each([...SPEC_ONBOARDING_PATHS, '/onboarding', '/onboarding/unknown'].flatMap(spellings))(
      'sends the onboarding path %s home',
      (path) => {
        expect(guard(path, member)).toBe('/');
      },
    );

    it.each([...SPEC_APP_PATHS, '/intro', '/terms/privacy-policy'].flatMap(spellings))(
      'lets %s through',
      (path) => {
        expect(guard(path, member)).toBeNull();
      },
    );
  });
});

describe("the root route runs the guard with the matched routes' access", () => {
  // Visits whose destination loads no data, so nothing is fetched.
  it.each([
    ['/login', guest, '/login'],
    ['/my-page/profile/', guest, '/login'],
    ['/onboarding/terms', guest, '/login'],
    ['/onboarding/partner-code', newMember, '/onboarding/partner-code'],
    ['/onboarding/unknown', newMember, '/onboarding/unknown'],
  ] as const)('%s, %o ends at %s', async (path, state, end) => {
    const router = createAppRouter(new QueryClient(), state as AuthState);
    router.update({ ...router.options, history: createMemoryHistory({ initialEntries: [path] }) });
    await router.load();
    expect(router.state.location.pathname).toBe(end);
  });
});
