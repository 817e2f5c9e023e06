import type { QueryClient } from '@tanstack/react-query';
import type { AuthState } from '@/shared/auth';

/** The router context (DESIGN 11): `context.auth` and `context.queryClient` in every route. */
export interface RouterContext {
  auth: AuthState;
  queryClient: QueryClient;
}
