/** SPEC 2.2: the global access guard, as a pure function of the path and the login state. */
export interface GuardState {
  authenticated: boolean;
  needsOnboarding: boolean;
}

export const PUBLIC_PATHS: readonly string[] = ['/login', '/intro', '/terms/privacy-policy'];

export const ONBOARDING_PATHS: readonly string[] = [
  '/onboarding/terms',
  '/onboarding/nickname',
  '/onboarding/anniversary',
  '/onboarding/my-code',
  '/onboarding/partner-code',
  '/onboarding/complete',
];

/** Where the guard can send a visit (all of them are routes of the app). */
export type GuardTarget = '/' | '/intro' | '/login' | '/onboarding/terms';

export const ONBOARDING_START = '/onboarding/terms' satisfies GuardTarget;

/** `/question/` → `/question`; the root stays `/`. */
export function normalizePath(pathname: string): string {
  const path = pathname.split(/[?#]/)[0] || '/';
  const trimmed = path.replace(/\/+$/, '');
  return trimmed === '' ? '/' : trimmed;
}

export function isPublicPath(pathname: string): boolean {
  return PUBLIC_PATHS.includes(normalizePath(pathname));
}

/** The onboarding steps, and anything else under the `/onboarding` layout. */
export function isOnboardingPath(pathname: string): boolean {
  const path = normalizePath(pathname);
  return ONBOARDING_PATHS.includes(path) || path === '/onboarding' || path.startsWith('/onboarding/');
}

/** Where the guard sends this visit, or null to let it through. */
export function resolveGuard(pathname: string, state: GuardState): GuardTarget | null {
  const path = normalizePath(pathname);
  if (state.authenticated) {
    if (path === '/login') return state.needsOnboarding ? ONBOARDING_START : '/';
    if (state.needsOnboarding) {
      return isOnboardingPath(path) && path !== '/onboarding' ? null : ONBOARDING_START;
    }
    return isOnboardingPath(path) ? '/' : null;
  }
  if (path === '/') return '/intro';
  return isPublicPath(path) ? null : '/login';
}
