import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { fileURLToPath, URL } from 'node:url';
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import tailwindcss from '@tailwindcss/vite';
import { tanstackRouter } from '@tanstack/router-plugin/vite';
import { precompress } from './build/precompress.ts';
import { staticShell } from './build/static-shell.ts';
import { initialChunk } from './build/initial-chunk.ts';
import { srcSideEffects } from './build/side-effects.ts';
import { endpointRoutesModule } from './build/endpoint-routes.ts';
import { earlyStart } from './build/early-start.ts';
import { textFont } from './build/text-font.ts';
import { serviceWorker } from './build/service-worker.ts';

const src = fileURLToPath(new URL('./src', import.meta.url));
const sideEffects = srcSideEffects(src);
const initial = initialChunk({ sideEffects });

/** The version the app shows: package.json's, with the commit it was built from when known. */
function appVersion(): string {
  const pkg = JSON.parse(readFileSync(new URL('./package.json', import.meta.url), 'utf8')) as {
    version: string;
  };
  try {
    const commit = execFileSync('git', ['rev-parse', '--short', 'HEAD'], {
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'ignore'],
    }).trim();
    return commit ? `${pkg.version} (${commit})` : pkg.version;
  } catch {
    return pkg.version;
  }
}

export default defineConfig({
  plugins: [
    // The router plugin must come before the React plugin.
    tanstackRouter({
      target: 'react',
      autoCodeSplitting: true,
      routesDirectory: fileURLToPath(new URL('./src/routes', import.meta.url)),
      generatedRouteTree: fileURLToPath(new URL('./src/routeTree.gen.ts', import.meta.url)),
      quoteStyle: 'single',
    }),
    react(),
    tailwindcss(),
    staticShell(),
    initial.plugin,
    endpointRoutesModule(),
    textFont(),
    earlyStart(),
    serviceWorker(),
    precompress(),
  ],
  resolve: {
    alias: { '@': src },
  },
  define: {
    __APP_VERSION__: JSON.stringify(appVersion()),
  },
  server: {
    proxy: {
      '/api': { target: 'http://localhost:3000', changeOrigin: true },
    },
  },
  preview: {
    proxy: {
      '/api': { target: 'http://localhost:3000', changeOrigin: true },
    },
  },
  build: {
    target: 'es2022',
    rollupOptions: {
      // The app's own modules are side-effect free (build/side-effects.ts): a face's re-exports
      // that nothing uses are dropped, not kept with everything they import.
      treeshake: { moduleSideEffects: sideEffects },
      input: {
        main: fileURLToPath(new URL('./index.html', import.meta.url)),
        preview: fileURLToPath(new URL('./preview.html', import.meta.url)),
      },
      output: {
        codeSplitting: { groups: [{ name: 'initial', test: (id: string) => initial.test(id) }] },
      },
    },
  },
});
