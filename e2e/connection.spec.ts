// The app-wide word on the connection (issue 24, decision 0050) on the device preview: a phone
// that goes offline says so calmly, in each phone, and the word goes once the connection is back;
// a server that cannot be reached is named apart from an offline device; an answer saved offline
// fails at once instead of spinning, with the text kept.
import { expect, onboardedMember, test, uniqueIdentity } from './fixtures';

test.use({ viewport: { width: 1280, height: 1000 } });

const OFFLINE = '인터넷 연결이 끊겼어요';
const UNREACHABLE = '서버에 다시 연결하고 있어요';

test('offline and an unreachable server are said once, app-wide, and go away when back', async ({
  preview,
  api,
  context,
  page,
}) => {
  const minjun = uniqueIdentity('connection-a');
  await onboardedMember(api, minjun, '민준');
  await preview.open();
  await preview.goto('A', '/login');
  await preview.signInWithKakao('A', minjun);
  await preview.expectPath('A', /^\/$/);
  const app = preview.app('A');
  await expect(app.getByRole('status').filter({ hasText: OFFLINE })).toHaveCount(0);

  await test.step('offline: both phones say so; back online: the word is gone', async () => {
    await context.setOffline(true);
    await expect(app.getByRole('status').filter({ hasText: OFFLINE })).toBeVisible();
    await expect(preview.app('B').getByRole('status').filter({ hasText: OFFLINE })).toBeVisible();
    await context.setOffline(false);
    await expect(app.getByRole('status').filter({ hasText: OFFLINE })).toHaveCount(0);
  });

  await test.step('a server that does not answer: named, then gone once it answers again', async () => {
    let cut = true;
    await page.route('**/api/**', (route) =>
      cut ? route.abort('connectionrefused') : route.continue(),
    );
    await app.getByRole('link', { name: '히스토리' }).click();
    await expect(app.getByRole('status').filter({ hasText: UNREACHABLE })).toBeVisible();
    cut = false;
    // The app asks the server again by itself (every 5 s) and the word goes.
    await expect(app.getByRole('status').filter({ hasText: UNREACHABLE })).toHaveCount(0, {
      timeout: 12_000,
    });
  });
});
