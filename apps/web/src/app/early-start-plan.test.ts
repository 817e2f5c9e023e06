import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it, vi } from 'vitest';
import type { OperationName } from '@dama/contract';
import type * as Client from '@/shared/api/client';
import { apiCall } from '@/shared/api/client';
import { earlyReadKey } from '@/shared/api/early-reads';
import { earlyScreens } from './early-start-plan';
import { appRouter } from './route-test-support';

/** Home's combined read, every part read (no part left to read on its own). */
const HOME = Object.fromEntries(
  ['member', 'partner', 'todayQuestion', 'currentRoom'].map((part) => [
    part,
    { success: true, data: { memberId: 1 } },
  ]),
);

vi.mock('@/shared/api/client', async (original) => ({
  ...(await original<typeof Client>()),
  apiCall: vi.fn((operation: string) =>
    Promise.resolve(
      operation === 'getHome' ? HOME : { list: [], pageable: { pageNumber: 0 }, last: true },
    ),
  ),
}));

interface LoaderOptions {
  context: { queryClient: QueryClient };
  deps: Record<string, unknown>;
}

/** What the route at `path` reads when it loads: its loader's calls, and the guard's member read. */
async function readsOf(path: string): Promise<string[]> {
  vi.mocked(apiCall).mockClear();
  const leaf = appRouter.getMatchedRoutes(path)[0].at(-1);
  const loader = leaf?.options.loader as ((options: LoaderOptions) => Promise<unknown>) | undefined;
  await loader?.({ context: { queryClient: new QueryClient() }, deps: {} });
  const calls = vi.mocked(apiCall).mock.calls as unknown as [OperationName, { query?: unknown }?][];
  // The root's guard reads the member before any screen (shared/router/guard.ts).
  return [
    ...new Set([
      'getMember',
      ...calls.map(([operation, input]) => earlyReadKey(operation, input?.query)),
    ]),
  ].sort();
}

describe('the first screens index.html starts early (decision 0030)', () => {
  it.each(Object.entries(earlyScreens))(
    '%s: exactly the reads its route makes',
    async (path, screen) => {
      const planned = screen.reads
        .map(({ operation, query }) => earlyReadKey(operation, query))
        .sort();
      expect(planned).toEqual(await readsOf(path));
    },
  );
});
