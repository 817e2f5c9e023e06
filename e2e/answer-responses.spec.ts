// Issue 26 (decision 0067) on the device preview's two phones: A and B answer; on 서로의 답변 B
// reacts to A's answer and leaves a 한마디; A, on the same screen, sees both arrive live under A's
// own answer, gets the push over phone A (never the reply's text) and the entry in the centre.
// Axe on both phones. Then the screen at 390×844, light and dark, in a browser.
import type { Page } from '@playwright/test';
import {
  answerCard,
  countRequests,
  coupleOnPhones,
  expect,
  expectNoSeriousA11yViolations,
  linkCoupleThroughApi,
  onboardedMember,
  openAppWithToken,
  streamOpened,
  test,
  uniqueIdentity,
  waitForOperation,
  type ContractApi,
} from './fixtures';

test.use({ viewport: { width: 1280, height: 1000 } });

const SHOTS = 'test-results/shots';
const ANSWER_A = '같이 걷던 저녁 바람이 아직 기억나.';
const ANSWER_B = '처음 만난 날 웃던 얼굴이 떠올라요.';
const REPLY_B = '나도 그 저녁이 제일 좋았어';

/** Pushes wait out quiet hours (23:00–08:00 KST by default): off, so the test runs at any hour. */
async function quietHoursOff(api: ContractApi, token: string) {
  await api.call('updateNotificationSettings', {
    token,
    body: { quietHours: { enabled: false, start: '23:00', end: '08:00' } },
  });
}

async function bothAnswer(api: ContractApi, tokenA: string, tokenB: string): Promise<number> {
  const { coupleQuestionId } = await api.call('answerTodayQuestion', {
    token: tokenA,
    body: { answer: ANSWER_A },
  });
  await api.call('answerTodayQuestion', { token: tokenB, body: { answer: ANSWER_B } });
  return coupleQuestionId;
}

/** The screen's text drawn in the app's font (a screenshot taken before it loads shows boxes). */
async function fontsLoaded(page: Page) {
  await expect
    .poll(() => page.evaluate(() => document.fonts.check('16px "Dama Text"', '서로의 답변 한마디')))
    .toBe(true);
  await page.evaluate(() => document.fonts.ready);
}

function pushBanner(page: Page) {
  return page.getByRole('region', { name: '휴대폰 A' }).getByTestId('push-banner');
}

test('B reacts and replies to A’s answer; A sees it live, as a push and in the centre', async ({
  preview,
  page,
  api,
}) => {
  test.setTimeout(180_000);
  // Phone A registers its Expo token once signed in (getPushToken → PUT devices).
  const devicesA = waitForOperation(page, 'A', 'registerPushDevice');
  const { tokenA, tokenB } = await coupleOnPhones(preview, api, 'responses');
  await quietHoursOff(api, tokenA);
  expect((await devicesA).status()).toBe(200);
  const id = await bothAnswer(api, tokenA, tokenB);
  const path = `/question/see-answer?coupleQuestionId=${id}`;
  const appA = preview.app('A');
  const appB = preview.app('B');

  const streamA = streamOpened(page, 'A');
  await preview.goto('A', path);
  await streamA;
  await preview.goto('B', path);
  const mineOnA = answerCard(preview, 'A', '민준');
  await expect(mineOnA).toContainText(ANSWER_A);
  await expect(mineOnA.getByRole('region', { name: '서연님이 남긴 마음' })).toHaveCount(0);

  await test.step('B taps 좋아요 (twice quickly: one request) and leaves a 한마디', async () => {
    const onA = answerCard(preview, 'B', '민준');
    await expect(onA).toContainText(ANSWER_A);
    const reactions = countRequests(page, 'B', 'reactToAnswer');
    const heart = onA.getByRole('button', { name: '좋아요' });
    await heart.dblclick();
    await expect(heart).toHaveAttribute('aria-pressed', 'true');
    await page.waitForTimeout(500);
    expect(reactions.count).toBe(1);

    const field = onA.getByRole('textbox', { name: '민준님에게 한마디' });
    await field.fill(REPLY_B);
    await expect(onA.getByText(`${REPLY_B.length}/100`)).toBeVisible();
    const saved = waitForOperation(page, 'B', 'replyToAnswer');
    await onA.getByRole('button', { name: '한마디 남기기' }).click();
    expect((await saved).status()).toBe(200);
    await expect(onA.getByText('내가 남긴 한마디')).toBeVisible();
    await expect(onA).toContainText(REPLY_B);
    await preview.expectAppAccessible('B');
  });

  await test.step('A sees it live under A’s answer, and the push without the text', async () => {
    const left = mineOnA.getByRole('region', { name: '서연님이 남긴 마음' });
    await expect(left).toContainText('좋아요');
    await expect(left).toContainText(REPLY_B);
    await expect(pushBanner(page)).toContainText('서연님이 내 답변에 마음을 남겼어요');
    await expect(pushBanner(page)).not.toContainText(REPLY_B);
    await page.screenshot({ path: `${SHOTS}/preview-responses-live.png` });
    await preview.expectAppAccessible('A');
  });

  await test.step('A’s centre has the entry; it opens 서로의 답변', async () => {
    await expect(pushBanner(page)).toHaveCount(0, { timeout: 10_000 });
    await preview.goto('A', '/notifications');
    const entry = appA.getByTestId('notification-entry').first();
    await expect(entry).toContainText('서연님이 내 답변에 마음을 남겼어요');
    await expect(entry).not.toContainText(REPLY_B);
    await entry.click();
    await preview.expectPath('A', /^\/question\/see-answer\/?$/);
    await expect(answerCard(preview, 'A', '민준')).toContainText(REPLY_B);
  });

  const analytics = await preview.analytics('B');
  expect(
    analytics.filter((e) => e.event === 'button_click').map((e) => e.props.button_name),
  ).toEqual(expect.arrayContaining(['react_answer', 'save_reply']));
  await expect(appB.getByRole('button', { name: '고치기' })).toBeVisible();
});

test('서로의 답변 with reactions and replies at 390×844, light and dark', async ({
  browser,
  api,
}) => {
  test.setTimeout(120_000);
  const tokenA = await onboardedMember(api, uniqueIdentity('responses-shot-a'), '민준');
  const tokenB = await onboardedMember(api, uniqueIdentity('responses-shot-b'), '서연');
  await linkCoupleThroughApi(api, tokenA, tokenB);
  const id = await bothAnswer(api, tokenA, tokenB);
  const params = { coupleQuestionId: String(id) };
  // 민준 left a reaction and a 한마디 on 서연's answer; 서연 only a reaction so far.
  await api.call('reactToAnswer', { token: tokenA, params, body: { reaction: 'TOUCHED' } });
  await api.call('replyToAnswer', {
    token: tokenA,
    params,
    body: { reply: '그날 웃던 얼굴, 나도 계속 생각나. 다음 주에 또 거기 가자!' },
  });
  await api.call('reactToAnswer', { token: tokenB, params, body: { reaction: 'HEART' } });

  for (const colorScheme of ['light', 'dark'] as const) {
    const context = await browser.newContext({
      viewport: { width: 390, height: 844 },
      colorScheme,
    });
    const page = await context.newPage();
    await openAppWithToken(page, tokenB, `/question/see-answer?coupleQuestionId=${id}`);
    await expect(page.getByRole('region', { name: '민준님이 남긴 마음' })).toBeVisible();
    await page.getByRole('group', { name: /반응 남기기/ }).scrollIntoViewIfNeeded();
    await fontsLoaded(page);
    await page.screenshot({ path: `${SHOTS}/answer-responses-b-${colorScheme}.png` });
    await page.screenshot({
      path: `${SHOTS}/answer-responses-b-full-${colorScheme}.png`,
      fullPage: true,
    });
    await expectNoSeriousA11yViolations(page);

    await openAppWithToken(page, tokenA, `/question/see-answer?coupleQuestionId=${id}`);
    await expect(page.getByText('내가 남긴 한마디')).toBeVisible();
    await page.getByText('내가 남긴 한마디').scrollIntoViewIfNeeded();
    await fontsLoaded(page);
    await page.screenshot({ path: `${SHOTS}/answer-responses-a-${colorScheme}.png` });
    await expectNoSeriousA11yViolations(page);
    await context.close();
  }
});
