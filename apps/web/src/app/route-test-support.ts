// Test support for route-meta.test.ts and guard-table.test.ts: the app's router, and SPEC 2.1's
// and 2.2's route lists written out as SPEC has them (not taken from the route files).
import { QueryClient } from '@tanstack/react-query';
import type { AuthState } from '@/features/auth';
import { createAppRouter } from './router';
import { routeMetaAt, type RouteMeta } from '@/shared/router/route-meta';

/** The app's router with its real route tree (nothing is loaded or rendered). */
export const appRouter = createAppRouter(new QueryClient(), {} as AuthState);

/** The metadata the route files declare for `path`. */
export function metaAt(path: string): RouteMeta {
  return routeMetaAt(appRouter, path);
}

/** True when a route of the app matches `path` exactly (not only a layout or the root). */
export function isBuilt(path: string): boolean {
  return appRouter.getMatchedRoutes(path)[2] !== undefined;
}

/** SPEC 2.1, verbatim: path, analytics page name, category. */
export const SPEC_ROUTE_TABLE: ReadonlyArray<readonly [string, string, string]> = [
  ['/', 'home', 'main'],
  ['/intro', 'intro', 'auth'],
  ['/login', 'login', 'auth'],
  ['/partner-status', 'partner_status', 'main'],
  ['/onboarding/terms', 'onboarding_terms', 'onboarding'],
  ['/onboarding/nickname', 'onboarding_nickname', 'onboarding'],
  ['/onboarding/anniversary', 'onboarding_anniversary', 'onboarding'],
  ['/onboarding/my-code', 'onboarding_my_code', 'onboarding'],
  ['/onboarding/partner-code', 'onboarding_partner_code', 'onboarding'],
  ['/onboarding/complete', 'onboarding_complete', 'onboarding'],
  ['/chat', 'chat_main', 'chat'],
  ['/chat/loading', 'chat_loading', 'chat'],
  ['/chat/result', 'chat_result', 'chat'],
  ['/history', 'history_main', 'main'],
  ['/history/delete', 'history_delete', 'main'],
  ['/attachment-test', 'attachment_intro', 'attachment'],
  ['/attachment-test/question', 'attachment_question', 'attachment'],
  ['/attachment-test/result/my', 'attachment_result_my', 'attachment'],
  ['/attachment-test/result/partner', 'attachment_result_partner', 'attachment'],
  ['/question', 'question_calendar', 'question'],
  ['/question/write-answer', 'question_write', 'question'],
  ['/question/see-answer', 'question_answer', 'question'],
  ['/my-page', 'mypage_main', 'profile'],
  ['/my-page/profile', 'mypage_profile', 'profile'],
  ['/my-page/couple-management', 'mypage_couple', 'profile'],
  ['/my-page/account-settings', 'mypage_settings', 'profile'],
  ['/terms/privacy-policy', 'terms_privacy', 'profile'],
];

/**
 * SPEC 2.1's routes the app does not have yet: each gets its metadata with its route file, and
 * then leaves this list (the tests fail while a built route is still listed here).
 */
export const NOT_BUILT_YET: readonly string[] = [];

/** SPEC 2.2's public paths. */
export const SPEC_PUBLIC_PATHS: readonly string[] = ['/login', '/intro', '/terms/privacy-policy'];

/** SPEC 2.2's onboarding paths. */
export const SPEC_ONBOARDING_PATHS: readonly string[] = [
  '/onboarding/terms',
  '/onboarding/nickname',
  '/onboarding/anniversary',
  '/onboarding/my-code',
  '/onboarding/partner-code',
  '/onboarding/complete',
];

/** Every other path of SPEC 2.1: neither public nor onboarding. */
export const SPEC_APP_PATHS: readonly string[] = SPEC_ROUTE_TABLE.map(([path]) => path).filter(
  (path) => !SPEC_PUBLIC_PATHS.includes(path) && !SPEC_ONBOARDING_PATHS.includes(path),
);

/** Each path as written and with a trailing slash (the root has only one spelling). */
export function spellings(path: string): string[] {
  return path === '/' ? ['/'] : [path, `${path}/`];
}
