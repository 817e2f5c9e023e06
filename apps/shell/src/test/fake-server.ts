// The network boundary: `fetch` answered as the server's envelope (CONTRACT 2), per path.
export type Route = (
  body: unknown,
  init: RequestInit,
) => { status: number; json: unknown } | 'hang' | 'offline';

export const calls: { path: string; body: unknown; headers: Record<string, string> }[] = [];

export function ok(data?: unknown) {
  return { status: 200, json: data === undefined ? { success: true } : { success: true, data } };
}

export function failure(status: number, code: number, message: string) {
  return { status, json: { success: false, code, message } };
}

export function serve(routes: Record<string, Route>): void {
  calls.length = 0;
  globalThis.fetch = jest.fn((input: RequestInfo | URL, init: RequestInit = {}) => {
    const path = String(input).replace(/^https?:\/\/[^/]+\/api/, '');
    const body: unknown = typeof init.body === 'string' ? JSON.parse(init.body) : undefined;
    calls.push({ path, body, headers: (init.headers ?? {}) as Record<string, string> });
    const answer = routes[path]?.(body, init) ?? failure(404, 40400, 'not found');
    if (answer === 'offline') return Promise.reject(new TypeError('Network request failed'));
    if (answer === 'hang') {
      return new Promise<Response>((_resolve, reject) => {
        init.signal?.addEventListener('abort', () => reject(new Error('Aborted')));
      });
    }
    return Promise.resolve({
      ok: answer.status < 400,
      status: answer.status,
      json: () => Promise.resolve(answer.json),
    } as Response);
  }) as typeof fetch;
}
