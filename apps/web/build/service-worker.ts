// The service worker (src/sw/sw.ts, decision 0062) as its own file at the build's root, /sw.js:
// a worker's scope is its own folder, so it cannot live under /assets/ with a hash, and it loads
// no chunks (one self-contained script, bundled by a nested Vite build). The dev server answers
// /sw.js from the same build.
import { fileURLToPath } from 'node:url';
import { build, type Plugin, type Rolldown } from 'vite';

const ENTRY = fileURLToPath(new URL('../src/sw/sw.ts', import.meta.url));
export const SERVICE_WORKER_FILE = 'sw.js';

async function bundleWorker(minify: boolean): Promise<string> {
  const result = await build({
    configFile: false,
    logLevel: 'silent',
    build: {
      write: false,
      minify,
      target: 'es2022',
      lib: {
        entry: ENTRY,
        formats: ['iife'],
        name: 'damaServiceWorker',
        fileName: () => SERVICE_WORKER_FILE,
      },
      rollupOptions: { output: { inlineDynamicImports: true } },
    },
  });
  const outputs = (Array.isArray(result) ? result : [result]) as Rolldown.RolldownOutput[];
  const chunk = outputs
    .flatMap((output) => output.output)
    .find((item): item is Rolldown.OutputChunk => item.type === 'chunk');
  if (!chunk) throw new Error('The service worker build produced no script.');
  return chunk.code;
}

export function serviceWorker(): Plugin {
  return {
    name: 'dama-service-worker',
    async generateBundle() {
      this.emitFile({
        type: 'asset',
        fileName: SERVICE_WORKER_FILE,
        source: await bundleWorker(true),
      });
    },
    configureServer(server) {
      server.middlewares.use((request, response, next) => {
        if (request.url?.split('?')[0] !== `/${SERVICE_WORKER_FILE}`) return next();
        bundleWorker(false).then(
          (code) => {
            response.setHeader('content-type', 'text/javascript; charset=utf-8');
            response.setHeader('cache-control', 'no-cache');
            response.end(code);
          },
          (error: unknown) => next(error),
        );
      });
    },
  };
}
