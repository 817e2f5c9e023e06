import type { FastifyInstance } from 'fastify';
import type { AppLinksConfig } from '../../platform/config';
import { appleAppSiteAssociation, assetLinks } from './documents';

/** Apple's CDN and Android's verifier fetch these rarely; an hour keeps a change quick. */
const CACHE = 'public, max-age=3600';

/**
 * `/.well-known/apple-app-site-association` and `/.well-known/assetlinks.json` (decision 0078):
 * what lets the native shell open https invite links. Not API endpoints (hidden from OpenAPI,
 * like the web app's files); a side not configured has no route, so it answers the envelope's
 * 404 (the web app's fallback never answers under /.well-known).
 */
export function appLinksModule(app: FastifyInstance, config: AppLinksConfig): void {
  const documents = {
    'apple-app-site-association': appleAppSiteAssociation(config.ios),
    'assetlinks.json': assetLinks(config.android),
  };
  for (const [name, body] of Object.entries(documents)) {
    if (body === null) continue;
    const payload = JSON.stringify(body);
    app.get(`/.well-known/${name}`, { schema: { hide: true } }, (_request, reply) =>
      reply.header('cache-control', CACHE).type('application/json').send(payload),
    );
  }
}
