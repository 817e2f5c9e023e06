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
    const token = await onboardedMember(api, uniqueIdentity('first-a'), '민준');
    await linkCoupleThroughApi(api, token, await onboardedMember(api, uniqueIdentity('first-b'), '서연'));
    await recordStartup(page);

    await openAppWithToken(page, token, '/');
    await expect(page.getByText('민준님, 반가워요!')).toBeVisible();
    await expectCleanSwap(page);

    await page.goto('/chat');
    await expect(page.getByRole('textbox')).toBeVisible();
    await expectCleanSwap(page);
  });
});
