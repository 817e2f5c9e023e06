import type { QueryClient } from '@tanstack/react-query';
import type { GuardState } from './guard';

/**
 * The router context (DESIGN 11): `context.auth` and `context.queryClient` in every route. `auth`
 * is the app's auth controller (features/auth), read by the root's guard at navigation time.
 */
export interface RouterContext {
  auth: GuardState;
  queryClient: QueryClient;
}
