// What the API client needs of an endpoint to call it, without its zod schemas (decision 0030):
// the build reads the contract once and writes this for every operation into the module
// `virtual:endpoint-routes` (build/endpoint-routes.ts), so the app's first requests do not wait
// for the contract's schemas to download and build.
import type { AuthLevel, EndpointDef, HttpMethod } from '@dama/contract';

export interface EndpointRoute {
  method: HttpMethod;
  /** Relative to `/api`, with `:name` for path params. */
  path: string;
  auth: AuthLevel;
  /** A paged list (its query has `page`): the `pageable` argument is required. */
  paged: boolean;
  /** Query fields a call must give. */
  requiredQuery: readonly string[];
  /** The endpoint takes a body, and a call must give it. */
  bodyRequired: boolean;
}

interface SchemaLike {
  safeParse(value: unknown): { success: boolean };
}

function isRequired(schema: SchemaLike | undefined): boolean {
  return schema !== undefined && !schema.safeParse(undefined).success;
}

/** An endpoint's route, read from its contract definition (schemas are asked about `undefined`). */
export function routeOf(endpoint: EndpointDef): EndpointRoute {
  const queryShape = (endpoint.query as { shape: Record<string, SchemaLike> } | undefined)?.shape;
  return {
    method: endpoint.method,
    path: endpoint.path,
    auth: endpoint.auth,
    paged: queryShape !== undefined && 'page' in queryShape,
    requiredQuery: Object.entries(queryShape ?? {})
      .filter(([, schema]) => isRequired(schema))
      .map(([name]) => name),
    bodyRequired: isRequired(endpoint.body),
  };
}
