import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { sendError, type WebFallback } from './error-handler';

const IMMUTABLE = 'public, max-age=31536000, immutable';
const NO_CACHE = 'no-cache';
/** Documents other parties fetch from our origin (RFC 8615), never the web app's files. */
const WELL_KNOWN = '/.well-known/';

export interface WebAppOptions {
  distDir: string;
  /** Serve `/preview` (the device preview); only with DEV_LOGIN on. */
  preview: boolean;
}

/** An inline `<script>` (no `src`) and its text. */
const INLINE_SCRIPT = /<script\b(?![^>]*\bsrc=)[^>]*>([\s\S]*?)<\/script>/g;

/**
 * CSP sources (`'sha256-…'`) for the inline scripts of the built index.html, which the CSP
 * otherwise refuses: the web build puts the first screen's early start there (decision 0030).
 * None without a build.
 */
export function inlineScriptHashes(distDir: string): string[] {
  const index = join(distDir, 'index.html');
  if (!existsSync(index)) return [];
  return [...readFileSync(index, 'utf8').matchAll(INLINE_SCRIPT)]
    .map(([, text]) => text ?? '')
    .filter((text) => text.trim().length > 0)
    .map((text) => `'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`);
}

/** Files the web build precompresses (apps/web/build/precompress.ts): their answer varies. */
const PRECOMPRESSED = /\.(?:js|mjs|css|html|svg|json|txt|webmanifest)(?:\.br|\.gz)?$/;

/**
 * Serves the built web app: hashed files under /assets/ cached for a year, everything else
 * revalidated; the build's Brotli or gzip sibling when the browser accepts it (`Vary:
 * Accept-Encoding`). Returns the SPA fallback for the not-found handler, or null when there is
 * no build.
 */
export async function registerWebApp(
  app: FastifyInstance,
  options: WebAppOptions,
): Promise<WebFallback | null> {
  if (!existsSync(join(options.distDir, 'index.html'))) {
    app.log.warn(
      { distDir: options.distDir },
      'web app build not found: serving the API only (run `npm run build` to build the web app)',
    );
    return null;
  }

  await app.register(fastifyStatic, {
    root: options.distDir,
    prefix: '/',
    index: false,
    wildcard: true,
    cacheControl: false,
    preCompressed: true,
    allowedPath: (pathName) =>
      !pathName.startsWith('/api/') &&
      !pathName.startsWith(WELL_KNOWN) &&
      (options.preview || !/^\/preview(\.html)?$/.test(pathName)),
    setHeaders: (res, filePath) => {
      const rel = filePath.slice(options.distDir.length).replaceAll('\\', '/');
      res.setHeader('cache-control', rel.startsWith('/assets/') ? IMMUTABLE : NO_CACHE);
      if (PRECOMPRESSED.test(rel)) res.setHeader('vary', 'accept-encoding');
    },
  });

  app.get('/', { schema: { hide: true } }, (_request, reply) => sendIndex(reply));

  if (options.preview && existsSync(join(options.distDir, 'preview.html'))) {
    app.get('/preview', { schema: { hide: true } }, (_request, reply) =>
      reply.header('cache-control', NO_CACHE).sendFile('preview.html'),
    );
  }

  return async (request, reply) => {
    const path = request.url.split('?')[0] ?? '/';
    // A missing hashed asset is a real 404: answering HTML there would break the page loudly.
    // Nor under /.well-known: its documents are the app links' (modules/app-links) or nothing.
    if (path.startsWith('/assets/') || path.startsWith(WELL_KNOWN)) {
      return sendError(request, reply, 40400);
    }
    return sendIndex(reply);
  };
}

function sendIndex(reply: FastifyReply) {
  return reply
    .header('cache-control', NO_CACHE)
    .type('text/html; charset=utf-8')
    .sendFile('index.html');
}
