import { fileURLToPath, URL } from 'node:url';
import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';
import { endpointRoutesModule } from './build/endpoint-routes.ts';
import { textFont } from './build/text-font.ts';

export default defineConfig({
  plugins: [react(), endpointRoutesModule(), textFont()],
  // As the build stamps it (vite.config.ts), with a made-up commit.
  define: { __APP_VERSION__: JSON.stringify('0.1.0 (abc1234)') },
  resolve: {
    alias: {
      '@': fileURLToPath(new URL('./src', import.meta.url)),
      '@test': fileURLToPath(new URL('./test', import.meta.url)),
    },
  },
  test: {
    environment: 'jsdom',
    globals: false,
    setupFiles: ['./test/setup.ts'],
    include: ['src/**/*.test.{ts,tsx}', 'test/**/*.test.{ts,tsx}', 'build/**/*.test.{ts,tsx}'],
    css: false,
    restoreMocks: true,
    unstubGlobals: true,
    unstubEnvs: true,
  },
});
