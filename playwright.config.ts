// End-to-end tests: Debian's Chromium (never a downloaded browser) against the real server in
// demo mode with a fresh embedded database, serving the built web app. `npm run test:e2e`
// (scripts/e2e.mjs) builds the web app first.
import { defineConfig } from '@playwright/test';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './e2e/fixtures/chromium';

const port = Number(process.env.E2E_PORT ?? 3100);
const baseURL = `http://127.0.0.1:${port}`;

export default defineConfig({
  testDir: './e2e',
  outputDir: './test-results',
  fullyParallel: false,
  workers: 1,
  retries: 0,
  forbidOnly: Boolean(process.env.CI),
  reporter: 'list',
  timeout: 60_000,
  expect: { timeout: 10_000 },
  use: {
    baseURL,
    locale: 'ko-KR',
    timezoneId: 'Asia/Seoul',
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    launchOptions: { executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS },
  },
  projects: [
    {
      // The device preview shows two phones side by side: a desktop-sized window.
      name: 'preview',
      testMatch: /(preview|journey)\.spec\.ts$/,
      use: { browserName: 'chromium', viewport: { width: 1280, height: 1000 } },
    },
    {
      // The app opened directly, on a phone-sized screen.
      name: 'app',
      testIgnore: /(preview|journey)\.spec\.ts$/,
      use: { browserName: 'chromium', viewport: { width: 390, height: 844 } },
    },
  ],
  webServer: {
    command: 'node scripts/e2e-server.mjs',
    url: `${baseURL}/api/ready`,
    env: { E2E_PORT: String(port) },
    reuseExistingServer: false,
    timeout: 120_000,
    stdout: 'pipe',
    stderr: 'pipe',
    gracefulShutdown: { signal: 'SIGTERM', timeout: 10_000 },
  },
});
