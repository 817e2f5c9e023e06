// The first screens index.html starts early for a signed-in browser (decision 0030): the calls
// each route's loader makes, and its route file, whose chunks the build lists. The build
// (build/early-start.ts) turns this into URLs and chunk files; early-start-plan.test.ts checks
// that the loaders still make exactly these calls. No imports with values: the build loads it.
import type { OperationName } from '@dama/contract';

export interface EarlyScreen {
  /** The route's file under `src/routes/`. */
  routeFile: string;
  reads: { operation: OperationName; query?: Record<string, string | number> }[];
}

export const earlyScreens: Record<string, EarlyScreen> = {
  '/': {
    routeFile: 'index.tsx',
    // The guard's member read, then home's four reads in one request (issue 27).
    reads: [{ operation: 'getMember' }, { operation: 'getHome' }],
  },
  '/chat': {
    routeFile: 'chat/index.tsx',
    reads: [
      { operation: 'getMember' },
      { operation: 'getCurrentChatRoom' },
      { operation: 'getCurrentChatMessages', query: { page: 0, size: 10, sort: '' } },
    ],
  },
};
