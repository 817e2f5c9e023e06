// DESIGN 15: the initial JavaScript for `/` is at most 130 KB gzip. A production build of the web
// app (scripts/build-web.mjs, skipped when up to date) is served by a real server process, and
// Debian's Chromium opens `/` as a first-time visitor (sent on to `/intro`) at a phone's size; every
// JavaScript file the first screen loads until the network is idle is gzipped (level 6) and
// summed, the same measurement as e2e/initial-js-budget.spec.ts.
import { spawnSync } from 'node:child_process';
import { resolve } from 'node:path';
import { chromium } from '@playwright/test';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../e2e/fixtures/chromium';
import { INITIAL_JS_BUDGET_BYTES, recordScripts, totalGzip } from '../e2e/fixtures/initial-scripts';
import type { BenchRow } from './lib/row';
import { startServer } from './lib/server';

const ROOT = resolve(import.meta.dirname, '..');
const kB = (bytes: number) => `${(bytes / 1000).toFixed(2)} KB`;

/** Builds the web app unless its build is up to date. */
export function buildWeb(log: (line: string) => void): void {
  log('building the web app (skipped when up to date) …');
  const built = spawnSync(process.execPath, ['scripts/build-web.mjs'], {
    cwd: ROOT,
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  if (built.status !== 0) throw new Error(`web build failed (${built.status})`);
}

export async function initialJs(log: (line: string) => void): Promise<BenchRow[]> {
  buildWeb(log);
  const server = await startServer({ WEB_DIST_DIR: resolve(ROOT, 'apps/web/dist') });
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
  try {
    const page = await browser.newPage({
      viewport: { width: 390, height: 844 },
      locale: 'ko-KR',
      timezoneId: 'Asia/Seoul',
    });
    log('first screen of a new visitor (/ → /intro) …');
    const scripts = recordScripts(page);
    await page.goto(`${server.origin}/`);
    await page.waitForURL(/\/intro\/?$/);
    await page.getByRole('button', { name: '다음' }).waitFor();
    await scripts.idle();
    const sizes = await scripts.sizes();
    const total = totalGzip(sizes);
    return [
      {
        what: 'Initial JavaScript for `/` (new visitor → /intro, every file until idle, gzip)',
        budget: `≤ ${kB(INITIAL_JS_BUDGET_BYTES)}`,
        measured: `${kB(total)} in ${sizes.length} files`,
        met: total <= INITIAL_JS_BUDGET_BYTES,
      },
    ];
  } finally {
    await browser.close();
    await server.stop();
  }
}
