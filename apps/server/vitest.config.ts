import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['test/**/*.test.ts'],
    environment: 'node',
    testTimeout: 20_000,
    hookTimeout: 60_000,
    pool: 'forks',
    // Test files share a worker process (the app's modules and PGlite's WebAssembly load once per
    // worker, not once per file: about half the CPU time). Each file still builds its own apps on
    // its own fresh databases, so no data is shared between files.
    isolate: false,
    // One migrated database for the run; each test database is a copy (test/global-setup.ts).
    globalSetup: ['test/global-setup.ts'],
  },
});
