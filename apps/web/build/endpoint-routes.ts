// A Vite plugin serving `virtual:endpoint-routes`: every contract operation's method, path, auth
// level and required parameters (src/shared/api/endpoint-routes.ts), read from the contract's
// schemas when the app is built, as plain data. The API client imports this instead of the
// contract, so zod and the schemas stay out of the first screen (decision 0030).
import { runnerImport, type Plugin } from 'vite';
import type * as ContractModule from '@dama/contract';
import type * as RoutesModuleNs from '../src/shared/api/endpoint-routes.ts';
import type { EndpointRoute } from '../src/shared/api/endpoint-routes.ts';

const ID = 'virtual:endpoint-routes';
const RESOLVED = `\0${ID}`;

type RoutesModule = typeof RoutesModuleNs;
type Contract = typeof ContractModule;

/**
 * Every operation's route, as the virtual module exports it. The contract is TypeScript source,
 * so it is loaded through Vite's module runner (a plain `import` from the config cannot).
 */
export async function readEndpointRoutes(): Promise<Record<string, EndpointRoute>> {
  const config = { configFile: false as const, logLevel: 'silent' as const };
  const [{ module: contract }, { module: routes }] = await Promise.all([
    runnerImport<Contract>('@dama/contract', config),
    runnerImport<RoutesModule>(
      new URL('../src/shared/api/endpoint-routes.ts', import.meta.url).pathname,
      config,
    ),
  ]);
  return Object.fromEntries(
    Object.entries(contract.endpoints).map(([name, endpoint]) => [name, routes.routeOf(endpoint)]),
  );
}

export function endpointRoutesModule(): Plugin {
  let source: Promise<string> | null = null;
  return {
    name: 'dama-endpoint-routes',
    resolveId: (id) => (id === ID ? RESOLVED : undefined),
    load(id) {
      if (id !== RESOLVED) return undefined;
      source ??= readEndpointRoutes().then(
        (routes) => `export const endpointRoutes = ${JSON.stringify(routes)};`,
      );
      return source;
    },
  };
}
