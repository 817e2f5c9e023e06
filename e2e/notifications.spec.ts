// Issue 25 on the device preview's two phones (decisions 0061, 0062): B nudges A, and A sees it
// live and as a push on the phone; A answers, and B gets the push banner, the in-app banner and a
// centre entry; the centre's read state; A moves the question time and B sees it live. Axe on the
// centre and the settings. Then every new screen at 390×844, light and dark, in a browser.
import type { Page } from '@playwright/test';
import {
  coupleOnPhones,
  expect,
  expectNoSeriousA11yViolations,
  linkCoupleThroughApi,
  onboardedMember,
  openAppWithToken,
  uniqueIdentity,
  streamOpened,
  test,
  waitForOperation,
  type ContractApi,
  type DevicePreview,
  type PhoneName,
} from './fixtures';

test.use({ viewport: { width: 1280, height: 1000 } });

const SHOTS = 'test-results/shots';

/** Pushes wait out quiet hours (23:00–08:00 KST by default): off, so the test runs at any hour. */
async function quietHoursOff(api: ContractApi, token: string) {
  await api.call('updateNotificationSettings', {
    token,
    body: { quietHours: { enabled: false, start: '23:00', end: '08:00' } },
  });
}

/** The system banner the preview draws over a phone for a push it received. */
function pushBanner(page: Page, phone: PhoneName) {
  return page
    .getByRole('region', { name: phone === 'A' ? '휴대폰 A' : '휴대폰 B' })
    .getByTestId('push-banner');
}

function bell(preview: DevicePreview, phone: PhoneName) {
  return preview.app(phone).getByRole('link', { name: /^알림/ });
}

test('nudge, answer, centre, question time: both phones at once', async ({
  preview,
  page,
  api,
}) => {
  test.setTimeout(180_000);
  // Each phone registers its Expo token once signed in (getPushToken → PUT devices).
  const devicesA = waitForOperation(page, 'A', 'registerPushDevice');
  const devicesB = waitForOperation(page, 'B', 'registerPushDevice');
  const { tokenA, tokenB } = await coupleOnPhones(preview, api, 'notify');
  await quietHoursOff(api, tokenA);
  await quietHoursOff(api, tokenB);
  expect((await devicesA).status()).toBe(200);
  expect((await devicesB).status()).toBe(200);
  const appA = preview.app('A');
  const appB = preview.app('B');

  await test.step('B nudges A: A sees the banner and the push; B’s button waits 3 hours', async () => {
    await preview.goto('B', '/question');
    const nudge = appB.getByRole('button', { name: '콕 찌르기' });
    await expect(nudge).toBeEnabled();
    await nudge.click();
    await expect(appB.getByText('민준님을 콕 찔렀어요.', { exact: false })).toBeVisible();
    await expect(nudge).toBeDisabled();
    await expect(appB.getByText(/^(3시간|2시간 59분) 뒤에 다시 찌를 수 있어요$/)).toBeVisible();

    // A is on home: the in-app banner (live) and the push over phone A (Expo stand-in).
    await expect(appA.getByTestId('notification-banner')).toContainText('서연');
    await expect(pushBanner(page, 'A')).toContainText('서연');
    await expect(bell(preview, 'A')).toHaveAccessibleName(/읽지 않은 알림 1개/);
    await page.screenshot({ path: `${SHOTS}/preview-nudge-banner.png` });
  });

  await test.step('A answers: B gets the push banner and a centre entry', async () => {
    const streamB = streamOpened(page, 'B');
    await preview.goto('B', '/');
    await streamB;
    await expect(bell(preview, 'B')).toHaveAccessibleName('알림');
    await api.call('answerTodayQuestion', {
      token: tokenA,
      body: { answer: '같이 걷던 저녁 바람이 아직 기억나.' },
    });
    // The in-app banner comes with the live event and goes after 5 s; the push comes through the
    // outbox a moment later.
    await expect(appB.getByTestId('notification-banner')).toContainText('민준');
    await expect(pushBanner(page, 'B')).toContainText('민준');
    await expect(bell(preview, 'B')).toHaveAccessibleName(/읽지 않은 알림 1개/);
    await page.screenshot({ path: `${SHOTS}/preview-answer-push.png` });
    // The push never carries the answer's text.
    await expect(pushBanner(page, 'B')).not.toContainText('저녁 바람');
  });

  await test.step('B’s centre: the entry unread, read once opened', async () => {
    // The in-app banner and the preview's push banner sit over the header while they show (a tap
    // there opens the notification): the bell is tapped once both are gone.
    await expect(appB.getByTestId('notification-banner')).toHaveCount(0, { timeout: 10_000 });
    await expect(pushBanner(page, 'B')).toHaveCount(0, { timeout: 10_000 });
    await bell(preview, 'B').click();
    await preview.expectPath('B', /^\/notifications\/?$/);
    const today = appB.getByRole('region', { name: '오늘' });
    const entry = today.getByTestId('notification-entry').first();
    await expect(entry).toContainText('민준');
    await expect(entry).toHaveAttribute('data-read', 'false');
    await preview.expectAppAccessible('B');
    await entry.click();
    await preview.expectPath('B', /^\/question\/see-answer\/?$/);
    await expect(appB.getByRole('button', { name: '도움말', exact: true })).toBeVisible();
    await appB.getByRole('button', { name: '뒤로 가기' }).click();
    await preview.expectPath('B', /^\/notifications\/?$/);
    await expect(appB.getByTestId('notification-entry').first()).toHaveAttribute(
      'data-read',
      'true',
    );
    await expect(appB.getByRole('button', { name: '모두 읽음' })).toHaveCount(0);
  });

  await test.step('A moves the question time; B sees it live', async () => {
    const opened = streamOpened(page, 'B');
    await preview.goto('B', '/my-page/notifications');
    await opened;
    await expect(appB.getByLabel('질문이 오는 시각')).toHaveValue('21:00');
    await preview.expectAppAccessible('B');

    await preview.goto('A', '/my-page');
    await appA.getByRole('button', { name: '알림 설정' }).click();
    await preview.expectPath('A', /^\/my-page\/notifications\/?$/);
    // Saved at once, with no word of its own (decision 0061): the request answers.
    const saved = waitForOperation(page, 'A', 'updateQuestionTime');
    await appA.getByLabel('질문이 오는 시각').selectOption('21:30');
    expect((await saved).status()).toBe(200);
    await expect(appA.getByLabel('질문이 오는 시각')).toHaveValue('21:30');

    await expect(appB.getByText('민준님이 질문 시간을 21:30으로 바꿨어요')).toBeVisible();
    await expect(appB.getByLabel('질문이 오는 시각')).toHaveValue('21:30');
    const analytics = await preview.analytics('A');
    expect(
      analytics
        .filter((entry) => entry.event === 'button_click')
        .map((entry) => entry.props.button_name),
    ).toEqual(expect.arrayContaining(['open_notification_settings', 'change_question_time']));
  });
});

test('the new screens at 390×844, light and dark', async ({ browser, api }) => {
  test.setTimeout(120_000);
  const tokenA = await onboardedMember(api, uniqueIdentity('notify-shot-a'), '민준');
  const tokenB = await onboardedMember(api, uniqueIdentity('notify-shot-b'), '서연');
  const solo = await onboardedMember(api, uniqueIdentity('notify-shot-solo'), '지호');
  await linkCoupleThroughApi(api, tokenA, tokenB);
  await quietHoursOff(api, tokenA);
  // A: a nudge and an answer from 서연 waiting, unread.
  await api.call('nudgePartner', { token: tokenB });
  await api.call('answerTodayQuestion', {
    token: tokenB,
    body: { answer: '오늘은 네 생각을 많이 했어.' },
  });

  for (const colorScheme of ['light', 'dark'] as const) {
    const context = await browser.newContext({
      viewport: { width: 390, height: 844 },
      colorScheme,
    });
    const page = await context.newPage();
    await openAppWithToken(page, tokenA, '/');
    const homeBell = page.getByRole('link', { name: /^알림/ });
    await expect(homeBell).toHaveAccessibleName(/읽지 않은 알림 [2-9]개/);
    await page.screenshot({ path: `${SHOTS}/home-bell-${colorScheme}.png` });

    await homeBell.click();
    await expect(page.getByRole('region', { name: '오늘' })).toBeVisible();
    await page.screenshot({ path: `${SHOTS}/notification-centre-${colorScheme}.png` });
    await expectNoSeriousA11yViolations(page);

    await page.goto('/my-page/notifications');
    await expect(page.getByRole('switch', { name: '콕 찌르기' })).toBeVisible();
    await page.screenshot({
      path: `${SHOTS}/notification-settings-${colorScheme}.png`,
      fullPage: true,
    });
    await expectNoSeriousA11yViolations(page);

    // 서연 answered already: B's side has no nudge; A's question shows what A sees.
    await openAppWithToken(page, tokenB, '/question');
    await page.screenshot({ path: `${SHOTS}/question-b-${colorScheme}.png` });

    await openAppWithToken(page, solo, '/notifications');
    await expect(page.getByRole('heading', { name: '아직 받은 알림이 없어요' })).toBeVisible();
    await page.screenshot({ path: `${SHOTS}/notification-centre-empty-${colorScheme}.png` });
    await expectNoSeriousA11yViolations(page);
    await context.close();
  }
});

test("콕 찌르기 on today's question at 390×844, light and dark", async ({ browser, api }) => {
  const tokenA = await onboardedMember(api, uniqueIdentity('notify-nudge-a'), '민준');
  const tokenB = await onboardedMember(api, uniqueIdentity('notify-nudge-b'), '서연');
  await linkCoupleThroughApi(api, tokenA, tokenB);
  for (const colorScheme of ['light', 'dark'] as const) {
    const context = await browser.newContext({
      viewport: { width: 390, height: 844 },
      colorScheme,
    });
    const page = await context.newPage();
    await openAppWithToken(page, tokenA, '/question');
    const nudge = page.getByRole('button', { name: '콕 찌르기' });
    await nudge.scrollIntoViewIfNeeded();
    if (colorScheme === 'light') {
      await expect(nudge).toBeEnabled();
      await page.screenshot({ path: `${SHOTS}/question-nudge-open.png` });
      await nudge.click();
      await expect(page.getByText('서연님을 콕 찔렀어요.', { exact: false })).toBeVisible();
    }
    await expect(nudge).toBeDisabled();
    await expect(page.getByText(/뒤에 다시 찌를 수 있어요$/)).toBeVisible();
    await page.screenshot({ path: `${SHOTS}/question-nudge-closed-${colorScheme}.png` });
    await expectNoSeriousA11yViolations(page);
    await context.close();
  }
});
