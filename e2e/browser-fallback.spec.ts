// The app opened directly in a browser, not inside the native shell (SPEC 2.3, 6).
import {
  expect,
  expectNoSeriousA11yViolations,
  openAppWithToken,
  signInThroughApi,
  test,
  uniqueIdentity,
} from './fixtures';

test.describe('browser fallback', () => {
  test('the login screen sends visitors to the app store instead of offering Kakao', async ({
    page,
  }) => {
    await page.goto('/login');

    await expect(page.getByText('이제 앱 스토어에서 만나보세요.')).toBeVisible();
    await expect(page.getByRole('button', { name: '카카오로 시작하기' })).toHaveCount(0);
  });

  test('signed out, the home page sends visitors to the intro', async ({ page }) => {
    await page.goto('/');
    await expect(page).toHaveURL(/\/intro\/?$/);
  });

  test('the login screen passes axe', async ({ page }) => {
    await page.goto('/login');
    await expect(page.getByText('이제 앱 스토어에서 만나보세요.')).toBeVisible();
    await expectNoSeriousA11yViolations(page);
  });

  test('the privacy policy is public, its own document (not the consent), and passes axe', async ({
    page,
  }) => {
    await page.goto('/terms/privacy-policy');
    await expect(page).toHaveURL(/\/terms\/privacy-policy\/?$/);
    await expect(page.getByRole('heading', { name: '담아 개인정보처리방침' })).toBeVisible();
    await expect(page.getByRole('heading', { name: '1. 처리하는 개인정보' })).toBeVisible();
    await expect(page.getByText(/^시행일: \d{4}년 \d{1,2}월 \d{1,2}일$/)).toBeVisible();
    await expect(page.getByRole('heading', { name: '개인정보 수집·이용 동의' })).toHaveCount(0);
    await expectNoSeriousA11yViolations(page);
  });

  test('an unknown route shows the not-found screen', async ({ page, api }) => {
    const session = await signInThroughApi(api, uniqueIdentity('notfound'));
    await openAppWithToken(page, session.accessToken, '/onboarding/no-such-step');
    await expect(page.getByText('404 Not Found')).toBeVisible();
    await expectNoSeriousA11yViolations(page);
  });

  test('a browser uses the access token kept in local storage', async ({ page, api }) => {
    const session = await signInThroughApi(api, uniqueIdentity('browser'));
    expect(session.memberState).toBe('BEFORE_ONBOARDING');

    await openAppWithToken(page, session.accessToken, '/');

    // Signed in and not yet onboarded: the guard keeps the member in onboarding.
    await expect(page).toHaveURL(/\/onboarding\/terms\/?$/);
    await expect(page.getByText('약관 전체 동의')).toBeVisible();
    await expectNoSeriousA11yViolations(page);
  });
});
