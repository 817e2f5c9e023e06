// Decision 0030: the first paint is the start-up skeleton, already in the HTML; the app's first
// screen then replaces it directly (no empty page in between, nothing moved while it is shown).
import type { Page } from '@playwright/test';
import {
  expect,
  linkCoupleThroughApi,
  onboardedMember,
  openAppWithToken,
  test,
  uniqueIdentity,
} from './fixtures';

interface StartupRecord {
  /** When the skeleton left the page (ms since navigation), null while it is there. */
  replacedAt: number | null;
  /** The root had no element at some point after the HTML was parsed. */
  emptyRoot: boolean;
  shifts: { at: number; value: number }[];
}

/** Watches the root from the start: when the skeleton goes, empty moments, layout shifts. */
async function recordStartup(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const record: StartupRecord = { replacedAt: null, emptyRoot: false, shifts: [] };
    (window as unknown as { __startup: StartupRecord }).__startup = record;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEntry & { value: number })[])
        record.shifts.push({ at: entry.startTime, value: entry.value });
    }).observe({ type: 'layout-shift', buffered: true });
    document.addEventListener('DOMContentLoaded', () => {
      const root = document.getElementById('root')!;
      new MutationObserver(() => {
        if (root.childElementCount === 0) record.emptyRoot = true;
        if (record.replacedAt === null && !root.querySelector('[aria-busy="true"]'))
          record.replacedAt = performance.now();
      }).observe(root, { childList: true, subtree: true });
    });
  });
}

/** 민준, linked with 서연; returns 민준's access token. */
async function coupleMinjun(
  api: Parameters<typeof onboardedMember>[0],
  tag: string,
): Promise<string> {
  const token = await onboardedMember(api, uniqueIdentity(`${tag}-a`), '민준');
  await linkCoupleThroughApi(
    api,
    token,
    await onboardedMember(api, uniqueIdentity(`${tag}-b`), '서연'),
  );
  return token;
}

const readStartup = (page: Page) =>
  page.evaluate(() => (window as unknown as { __startup: StartupRecord }).__startup);

async function expectCleanSwap(page: Page): Promise<void> {
  const record = await readStartup(page);
  expect(record.emptyRoot, 'the page was empty between the skeleton and the screen').toBe(false);
  expect(record.replacedAt).not.toBeNull();
  // Nothing moved while the skeleton was shown (the HTML's, then React's identical one), nor
  // when the screen took its place.
  expect(record.shifts.filter((shift) => shift.at <= record.replacedAt! + 50)).toEqual([]);
  await expect(page.locator('#root [aria-busy="true"]')).toHaveCount(0);
}

test.describe('first screen (decision 0030)', () => {
  test('the HTML alone shows the start-up skeleton', async ({ page }) => {
    await page.route('**/*.js', (route) => route.abort());
    await page.goto('/');

    const skeleton = page.locator('#root > [aria-busy="true"]');
    await expect(skeleton).toBeVisible();
    await expect(skeleton.locator('svg')).toBeVisible();
    await expect(page.getByRole('status')).toHaveText('불러오는 중이에요');
  });

  test('a first-time visitor: the skeleton gives way to the intro', async ({ page }) => {
    await recordStartup(page);
    await page.goto('/intro');
    await expect(page.getByRole('button', { name: '다음' })).toBeVisible();
    await expectCleanSwap(page);
  });

  test('a signed-in member: the skeleton gives way to home, then chat', async ({ page, api }) => {
    const token = await coupleMinjun(api, 'first');
    await recordStartup(page);

    await openAppWithToken(page, token, '/');
    await expect(page.getByText('민준님, 반가워요!')).toBeVisible();
    await expectCleanSwap(page);

    await page.goto('/chat');
    // A member's first chat opens with the tutorial over the screen (SPEC 4.4).
    await expect(page.getByRole('button', { name: '시작하기' })).toBeVisible();
    await expectCleanSwap(page);
  });

  test("a signed-in browser's first screen asks for its data and route code from the HTML", async ({
    page,
    api,
  }) => {
    const token = await coupleMinjun(api, 'early');
    const reads: { path: string; authorization: string | undefined }[] = [];
    page.on('request', (request) => {
      const url = new URL(request.url());
      if (url.pathname.startsWith('/api/'))
        reads.push({
          path: url.pathname + url.search,
          authorization: request.headers()['authorization'],
        });
    });
    // Without the app's JavaScript: only index.html's own script can ask.
    await page.route('**/assets/main-*.js', (route) => route.abort());
    await openAppWithToken(page, token, '/');

    await expect
      .poll(() => reads.map((read) => read.path).sort())
      .toEqual(['/api/home', '/api/members']);
    expect(new Set(reads.map((read) => read.authorization))).toEqual(new Set([`Bearer ${token}`]));
    const preloads = await page
      .locator('link[rel="modulepreload"]')
      .evaluateAll((links) =>
        links.map((link) => new URL((link as HTMLLinkElement).href).pathname),
      );
    expect(preloads.length).toBeGreaterThan(0);
    expect(preloads.every((path) => /^\/assets\/.+\.js$/.test(path))).toBe(true);
  });

  test('the app takes the early reads instead of asking again, and shows home', async ({
    page,
    api,
  }) => {
    const token = await coupleMinjun(api, 'taken');
    const reads: string[] = [];
    page.on('request', (request) => {
      const path = new URL(request.url()).pathname;
      if (path.startsWith('/api/')) reads.push(path);
    });
    await openAppWithToken(page, token, '/');
    await expect(page.getByText('민준님, 반가워요!')).toBeVisible();
    await expect(page.getByText('서연').first()).toBeVisible();
    // Home's combined read from index.html served the first screen (issue 27): nobody asked for
    // it again, nor for the partner on its own.
    expect(reads.filter((path) => path === '/api/home')).toHaveLength(1);
    expect(reads).not.toContain('/api/members/partner');
  });
});

test.describe('the web font (decision 0033)', () => {
  test("the app's texts come from its own cut of Pretendard; other characters from Pretendard's subsets", async ({
    page,
  }) => {
    const fonts: string[] = [];
    page.on('request', (request) => {
      if (request.url().endsWith('.woff2')) fonts.push(new URL(request.url()).pathname);
    });
    await page.goto('/intro');
    await expect(page.getByRole('button', { name: '다음' })).toBeVisible();
    await expect
      .poll(() => page.evaluate(() => document.fonts.check('16px "Dama Text"', '담아')))
      .toBe(true);
    await page.evaluate(() => document.fonts.ready);
    expect(fonts).toEqual([expect.stringMatching(/^\/assets\/dama-text-[\w-]+\.woff2$/)]);

    // 뷁 is in no text of the app: shown, it brings the one Pretendard subset that holds it.
    await page.evaluate(() => {
      const text = document.createElement('p');
      text.textContent = '뷁';
      document.body.append(text);
    });
    await expect.poll(() => fonts.length).toBe(2);
    expect(fonts[1]).toMatch(/^\/assets\/PretendardVariable\.subset\.\d+-[\w-]+\.woff2$/);
  });
});
