// DESIGN 15: the initial JavaScript for `/` is at most 130 KB gzip. Measured the honest way, in the
// browser: every JavaScript file the first screen loads until the network is idle (the entry, its
// preloads and everything loaded lazily on the way), each gzipped, summed.
import {
  declaredScripts,
  describeScripts,
  INITIAL_JS_BUDGET_BYTES,
  recordScripts,
  SIGNED_IN_HOME_CEILING_BYTES,
  totalGzip,
} from './fixtures/initial-scripts';
import {
  expect,
  frameName,
  linkCoupleThroughApi,
  onboardedMember,
  test,
  uniqueIdentity,
} from './fixtures';

test.describe('initial JavaScript for / (DESIGN 15: ≤ 130 KB gzip)', () => {
  test('a first-time visitor, sent on to the intro', async ({ page }) => {
    const scripts = recordScripts(page);

    await page.goto('/');
    await expect(page).toHaveURL(/\/intro\/?$/);
    await expect(page.getByRole('button', { name: '다음' })).toBeVisible();
    await scripts.idle();

    const sizes = await scripts.sizes();
    const report = describeScripts('First screen of a new visitor (/ → /intro)', sizes);
    console.log(report);
    expect(sizes.map((size) => size.path)).toEqual(
      expect.arrayContaining(await declaredScripts(page)),
    );
    expect(totalGzip(sizes), report).toBeLessThanOrEqual(INITIAL_JS_BUDGET_BYTES);
  });

  test.describe('in the device preview', () => {
    // Two phones side by side need a desktop-sized window.
    test.use({ viewport: { width: 1280, height: 1000 } });

    // DESIGN 15's 130 KB is not met here yet (issue 12): a ceiling that stops growth meanwhile.
    test('a signed-in member on home, below its current ceiling', async ({
      preview,
      page,
      api,
    }) => {
      const member = uniqueIdentity('budget-a');
      const partner = uniqueIdentity('budget-b');
      const memberToken = await onboardedMember(api, member, '민준');
      await linkCoupleThroughApi(api, memberToken, await onboardedMember(api, partner, '서연'));

      await preview.open();
      await preview.goto('A', '/login');
      await preview.signInWithKakao('A', member);
      await preview.expectPath('A', /^\/$/);

      // A first visit: nothing the preview page or an earlier document loaded comes from a cache.
      const cdp = await page.context().newCDPSession(page);
      await cdp.send('Network.enable');
      await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
      const scripts = recordScripts(page, (request) => request.frame().name() === frameName('A'));

      await preview.goto('A', '/');
      await expect(preview.app('A').getByText('D+31')).toBeVisible();
      await scripts.idle();

      const sizes = await scripts.sizes();
      const report = describeScripts(
        'Home of a signed-in member in the shell (/)',
        sizes,
        SIGNED_IN_HOME_CEILING_BYTES,
      );
      console.log(report);
      expect(sizes.map((size) => size.path)).toEqual(
        expect.arrayContaining(await declaredScripts(preview.frame('A'))),
      );
      expect(totalGzip(sizes), report).toBeLessThanOrEqual(SIGNED_IN_HOME_CEILING_BYTES);
    });
  });
});
