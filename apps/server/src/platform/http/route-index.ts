import type { FastifyInstance } from 'fastify';

interface Known {
  pattern: RegExp;
  methods: Set<string>;
}

/** Remembers every `/api` route so an unknown method on a known path answers 405, not 404. */
export function trackApiRoutes(app: FastifyInstance): (path: string) => string[] {
  const routes = new Map<string, Known>();
  app.addHook('onRoute', (route) => {
    if (!route.url.startsWith('/api')) return;
    const methods = Array.isArray(route.method) ? route.method : [route.method];
    let known = routes.get(route.url);
    if (!known) {
      const source = route.url
        .split('/')
        .map((part) =>
          part.startsWith(':')
            ? '[^/]+'
            : part === '*'
              ? '.*'
              : part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'),
        )
        .join('/');
      known = { pattern: new RegExp(`^${source}/?$`), methods: new Set() };
      routes.set(route.url, known);
    }
    for (const m of methods) known.methods.add(m);
  });
  return (path) => {
    const out = new Set<string>();
    for (const known of routes.values()) {
      if (known.pattern.test(path)) for (const m of known.methods) out.add(m);
    }
    return [...out];
  };
}
