// The server's REST API called by operation name from the contract's endpoint registry, with
// `data` parsed by the endpoint's own schema (the same idea as e2e's ContractApi, on fetch).
import {
  endpoints,
  successEnvelope,
  EmptySuccessEnvelope,
  type BodyOf,
  type DataOf,
  type Endpoints,
  type OperationName,
  type QueryOf,
} from '@dama/contract';

export interface Call<K extends OperationName> {
  token?: string;
  body?: BodyOf<Endpoints[K]>;
  query?: QueryOf<Endpoints[K]>;
}

export class BenchApi {
  /** `extraHeaders` are asked for each call (e.g. a client address, behind TRUST_PROXY). */
  constructor(
    readonly origin: string,
    private readonly extraHeaders: () => Record<string, string> = () => ({}),
  ) {}

  async call<K extends OperationName>(
    operation: K,
    input: Call<K> = {},
  ): Promise<DataOf<Endpoints[K]>> {
    const endpoint = endpoints[operation];
    const url = new URL(`/api${endpoint.path}`, this.origin);
    const query = (input.query ?? {}) as Record<string, string | number | undefined>;
    for (const [key, value] of Object.entries(query)) {
      if (value !== undefined) url.searchParams.set(key, String(value));
    }
    const response = await fetch(url, {
      method: endpoint.method,
      headers: {
        ...this.extraHeaders(),
        ...(input.token ? { authorization: `Bearer ${input.token}` } : {}),
        ...(input.body === undefined ? {} : { 'content-type': 'application/json' }),
      },
      body: input.body === undefined ? undefined : JSON.stringify(input.body),
    });
    const json: unknown = await response.json();
    if (!response.ok) throw new Error(`${operation}: ${response.status} ${JSON.stringify(json)}`);
    if (endpoint.data === null) {
      EmptySuccessEnvelope.parse(json);
      return undefined as DataOf<Endpoints[K]>;
    }
    return successEnvelope(endpoint.data).parse(json).data as DataOf<Endpoints[K]>;
  }
}
