// The device preview (/preview, DESIGN 12): two phones, each running the app inside a frame that
// behaves like the native shell's WebView.
import { expect, expectNoSeriousA11yViolations, test, uniqueIdentity } from './fixtures';
import { coupleOnPhones } from './fixtures/couple-on-phones';

test.describe('device preview', () => {
  test('shows two phones whose apps run inside the shell', async ({ preview, page }) => {
    await preview.open();

    for (const phone of ['A', 'B'] as const) {
      await expect(
        preview.panel(phone).getByRole('heading', { name: `휴대폰 ${phone}` }),
      ).toBeVisible();
      await expect(page.locator(`iframe[title="휴대폰 ${phone}"]`)).toBeVisible();
      await preview.expectSignedOut(phone);
      // Signed out, the app leaves `/` for the intro, inside each phone.
      await preview.expectPath(phone, /^\/intro\/?$/);

      await preview.goto(phone, '/login');
      const app = preview.app(phone);
      await expect(app.getByRole('button', { name: '카카오로 시작하기' })).toBeVisible();
      await expect(app.getByText('이제 앱 스토어에서 만나보세요.')).toHaveCount(0);
    }
  });

  test('signs a phone in through the login sheet, apart from the other phone', async ({
    preview,
  }) => {
    const minjun = uniqueIdentity('preview-a');
    await preview.open();
    await preview.goto('A', '/login');

    await preview.app('A').getByRole('button', { name: '카카오로 시작하기' }).click();
    await expect(preview.loginSheet('A')).toBeVisible();
    await expect(preview.loginSheet('B')).toHaveCount(0);
    await preview.completeLoginSheet('A', minjun);

    // A new member: the guard sends the app in phone A to the first onboarding step.
    await preview.expectPath('A', /^\/onboarding\/terms\/?$/);
    await preview.expectSignedOut('B');
    const stored = await preview.stored('A');
    expect(stored?.tokens?.accessToken).toBeTruthy();
    expect(stored?.identity).toMatchObject({ provider: 'KAKAO', subject: minjun.subject });
    expect((await preview.stored('B'))?.tokens ?? null).toBeNull();

    // The session lives in the shell, so reloading the app keeps it.
    await preview.reload('A');
    await preview.expectPath('A', /^\/onboarding\/terms\/?$/);
  });

  test('a cancelled login sheet leaves the phone signed out', async ({ preview }) => {
    await preview.open();
    await preview.goto('B', '/login');
    const kakao = preview.app('B').getByRole('button', { name: '카카오로 시작하기' });

    await kakao.click();
    await preview.loginSheet('B').getByRole('button', { name: '취소' }).click();

    await expect(preview.loginSheet('B')).toHaveCount(0);
    await preview.expectSignedOut('B');
    await expect(kakao).toBeEnabled();
    await preview.expectPath('B', /^\/login\/?$/);
  });

  test('reset signs a phone out and clears its flags', async ({ preview }) => {
    const seoyeon = uniqueIdentity('preview-reset');
    await preview.open();
    await preview.goto('B', '/login');
    await preview.signInWithKakao('B', seoyeon);
    await preview.expectPath('B', /^\/onboarding\/terms\/?$/);

    await preview.reset('B');

    expect(await preview.stored('B')).toMatchObject({
      tokens: null,
      identity: null,
      flags: { chatTutorialSeen: false, questionHelp: true, introSeen: false },
    });
    // Started again from `/` and signed out: the intro.
    await preview.expectPath('B', /^\/intro\/?$/);
  });

  test('each phone keeps its own history: back on A never moves B, and survives a reload', async ({
    preview,
    api,
  }) => {
    await coupleOnPhones(preview, api, 'preview-back');
    const appA = preview.app('A');
    await appA.getByRole('link', { name: '마이', exact: true }).click();
    await preview.expectPath('A', /^\/my-page\/?$/);
    await appA.getByRole('button', { name: '개인정보처리방침' }).click();
    await preview.expectPath('A', /^\/terms\/privacy-policy\/?$/);
    // B moves last: a shared history would take B back first.
    await preview.app('B').getByRole('link', { name: '히스토리' }).click();
    await preview.expectPath('B', /^\/history\/?$/);

    await appA.getByRole('button', { name: '뒤로 가기' }).click();
    await preview.expectPath('A', /^\/my-page\/?$/);
    await preview.expectPath('B', /^\/history\/?$/);

    // After the preview's 새로고침 of A, back still goes where A was before.
    await preview.reload('A');
    await preview.expectPath('A', /^\/my-page\/?$/);
    await appA.getByRole('link', { name: '홈', exact: true }).click();
    await preview.expectPath('A', /^\/$/);
    await appA.getByRole('link', { name: '마이', exact: true }).click();
    await appA.getByRole('button', { name: '개인정보처리방침' }).click();
    await appA.getByRole('button', { name: '뒤로 가기' }).click();
    await preview.expectPath('A', /^\/my-page\/?$/);
    await preview.expectPath('B', /^\/history\/?$/);
  });

  test('the preview page passes axe', async ({ preview, page }) => {
    await preview.open();
    // The apps inside the frames are checked by the app specs.
    await expectNoSeriousA11yViolations(page, { exclude: ['iframe'] });

    await preview.goto('A', '/login');
    await preview.app('A').getByRole('button', { name: '카카오로 시작하기' }).click();
    await expect(preview.loginSheet('A')).toBeVisible();
    await expectNoSeriousA11yViolations(page, { exclude: ['iframe'] });
  });
});
