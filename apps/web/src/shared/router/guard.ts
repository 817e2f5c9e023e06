/** SPEC 2.2: the global access guard, as a pure function of the path, its route's access level and the login state. */
export interface GuardState {
  authenticated: boolean;
  needsOnboarding: boolean;
}

/**
 * Who may open a route, declared in its route file (`staticData.access`, inherited from its
 * layout): SPEC 2.2's public paths, the onboarding paths (everything under the `/onboarding`
 * layout), and every other path, unknown ones included, which needs a signed-in member.
 */
export type RouteAccess = 'public' | 'onboarding' | 'member';

/** Where the guard can send a visit (all of them are routes of the app). */
export type GuardTarget = '/' | '/intro' | '/login' | '/onboarding/terms';

export const ONBOARDING_START = '/onboarding/terms' satisfies GuardTarget;

/** `/question/` → `/question`; the root stays `/`. */
export function normalizePath(pathname: string): string {
  const path = pathname.split(/[?#]/)[0] || '/';
  const trimmed = path.replace(/\/+$/, '');
  return trimmed === '' ? '/' : trimmed;
}

/** Where the guard sends a visit to `pathname`, whose route declares `access`, or null to let it through. */
export function resolveGuard(
  pathname: string,
  access: RouteAccess,
  state: GuardState,
): GuardTarget | null {
  const path = normalizePath(pathname);
  if (state.authenticated) {
    if (path === '/login') return state.needsOnboarding ? ONBOARDING_START : '/';
    if (state.needsOnboarding) return access === 'onboarding' ? null : ONBOARDING_START;
    return access === 'onboarding' ? '/' : null;
  }
  if (path === '/') return '/intro';
  return access === 'public' ? null : '/login';
}
