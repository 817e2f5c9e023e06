import type { FastifyRequest } from 'fastify';

const ABSOLUTE_FORM = /^[a-z][a-z0-9+.-]*:\/\/[^/?#]*/i;

function underApi(path: string): boolean {
  return path === '/api' || path.startsWith('/api/');
}

/**
 * The path of a raw request target as the router reads it: no absolute-form origin
 * (`http://host/api/x`), no query, percent-decoded (`/%61pi/x` is `/api/x`). A malformed escape
 * leaves the path undecoded.
 */
export function routerPath(url: string): string {
  const path = (url.replace(ABSOLUTE_FORM, '') || '/').split('?')[0] ?? '/';
  try {
    return decodeURIComponent(path);
  } catch {
    return path;
  }
}

/**
 * Whether a request is for the API, however its path was spelled: the matched route's pattern
 * decides; a request no route matched is judged by its path as the router reads it.
 */
export function isApiRequest(request: FastifyRequest): boolean {
  return request.is404 ? underApi(routerPath(request.url)) : isApiRoute(request);
}

/** Whether a route under `/api` matched the request. */
export function isApiRoute(request: FastifyRequest): boolean {
  const pattern = request.is404 ? undefined : request.routeOptions.url;
  return pattern !== undefined && underApi(pattern);
}
