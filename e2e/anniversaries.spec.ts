// Issue 26's anniversaries and the calendar's dates on the device preview's two phones (decisions
// 0069, 0070): A opens the anniversaries from home's D-day and adds one, B sees it live; both
// answer and the calendar shows the day they did, the cell opening its question. Axe on each
// screen; then every new screen at 390×844, light and dark, in a browser.
import type { Page } from '@playwright/test';
import {
  coupleOnPhones,
  expect,
  expectNoSeriousA11yViolations,
  koreanDayBefore,
  linkCoupleThroughApi,
  onboardedMember,
  openAppWithToken,
  pickDate,
  streamOpened,
  test,
  uniqueIdentity,
  waitForOperation,
} from './fixtures';

test.use({ viewport: { width: 1280, height: 1000 } });

const SHOTS = 'test-results/shots';
const TODAY = koreanDayBefore(0);
const [, MONTH, DAY] = TODAY.split('-').map(Number) as [number, number, number];

/** A page sliding in or a sheet opening: wait for every finite animation to end (a still shot). */
async function settled(page: Page): Promise<void> {
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((animation) => animation.effect?.getComputedTiming().iterations !== Infinity)
        .map((animation) => animation.finished.catch(() => undefined)),
    ),
  );
}

test('A adds an anniversary, B sees it live; the calendar opens a question by its date', async ({
  preview,
  page,
  api,
}) => {
  test.setTimeout(180_000);
  const { tokenA, tokenB } = await coupleOnPhones(preview, api, 'anniv');
  const appA = preview.app('A');
  const appB = preview.app('B');

  await test.step('B has the anniversaries open', async () => {
    const opened = streamOpened(page, 'B');
    await preview.goto('B', '/anniversaries');
    await opened;
    await expect(appB.getByRole('heading', { name: '함께한 지 31일째' })).toBeVisible();
    await expect(appB.getByRole('list', { name: '다가오는 기념일' })).toContainText('100일');
  });

  await test.step('A: from home’s D-day to the anniversaries, and adds one', async () => {
    await appA.getByRole('link', { name: '기념일 보기, D+31' }).click();
    await preview.expectPath('A', /^\/anniversaries\/?$/);
    await preview.expectAppAccessible('A');
    await appA.getByRole('button', { name: '기념일 추가' }).click();
    const sheet = appA.getByRole('dialog', { name: '기념일 추가' });
    await sheet.getByRole('textbox', { name: '기념일 이름' }).fill('서연 생일');
    await pickDate(sheet, '날짜', '1999-12-24');
    const saved = waitForOperation(page, 'A', 'addAnniversary');
    await sheet.getByRole('button', { name: '추가하기' }).click();
    expect((await saved).status()).toBe(200);
    await expect(appA.getByText('기념일을 추가했어요')).toBeVisible();
    await expect(appA.getByRole('list', { name: '다가오는 기념일' })).toContainText('서연 생일');
  });

  await test.step('B sees it live and can change it', async () => {
    const list = appB.getByRole('list', { name: '다가오는 기념일' });
    await expect(list).toContainText('서연 생일');
    await expect(list).toContainText('매년 12월 24일');
    await preview.expectAppAccessible('B');
    await page.screenshot({ path: `${SHOTS}/preview-anniversary-live.png` });
    const analytics = await preview.analytics('A');
    expect(
      analytics
        .filter((entry) => entry.event === 'button_click')
        .map((entry) => entry.props.button_name),
    ).toEqual(
      expect.arrayContaining(['open_anniversaries', 'add_anniversary', 'create_anniversary']),
    );
  });

  await test.step('both answer: the calendar shows the day, and the cell opens its question', async () => {
    await api.call('answerTodayQuestion', { token: tokenA, body: { answer: '같이 본 첫눈.' } });
    await api.call('answerTodayQuestion', { token: tokenB, body: { answer: '네 웃음소리.' } });
    await preview.goto('A', '/question');
    const cell = appA.getByRole('button', {
      name: `1번째 질문(오늘), ${MONTH}월 ${DAY}일에 함께 답했어요`,
    });
    await expect(cell).toBeVisible();
    await expect(cell).toContainText(`${MONTH}/${DAY}`);
    await preview.expectAppAccessible('A');
    // Chosen from its date (select_date): the cell is the one pressed.
    await cell.click();
    await expect(cell).toHaveAttribute('aria-pressed', 'true');
  });
});

test('the anniversaries and the calendar at 390×844, light and dark', async ({ browser, api }) => {
  test.setTimeout(120_000);
  const tokenA = await onboardedMember(api, uniqueIdentity('anniv-shot-a'), '민준');
  const tokenB = await onboardedMember(api, uniqueIdentity('anniv-shot-b'), '서연');
  await linkCoupleThroughApi(api, tokenA, tokenB);
  await api.call('addAnniversary', {
    token: tokenB,
    body: { title: '민준 생일', date: '1998-03-14', repeat: 'YEARLY' },
  });
  await api.call('addAnniversary', {
    token: tokenA,
    body: { title: '첫 여행', date: koreanDayBefore(-5), repeat: 'ONCE' },
  });
  await api.call('addAnniversary', {
    token: tokenA,
    body: { title: '처음 만난 카페', date: koreanDayBefore(20), repeat: 'ONCE' },
  });
  await api.call('answerTodayQuestion', { token: tokenA, body: { answer: '같이 본 첫눈.' } });
  await api.call('answerTodayQuestion', { token: tokenB, body: { answer: '네 웃음소리.' } });

  for (const colorScheme of ['light', 'dark'] as const) {
    const context = await browser.newContext({
      viewport: { width: 390, height: 844 },
      colorScheme,
    });
    const page = await context.newPage();
    await openAppWithToken(page, tokenA, '/');
    const card = page.getByRole('region', { name: '함께한 날' });
    await expect(card).toContainText('첫 여행');
    await settled(page);
    await page.screenshot({ path: `${SHOTS}/home-next-anniversary-${colorScheme}.png` });

    await card.getByRole('link').click();
    await expect(page.getByRole('list', { name: '다가오는 기념일' })).toContainText('민준 생일');
    await settled(page);
    await page.screenshot({ path: `${SHOTS}/anniversaries-${colorScheme}.png`, fullPage: true });
    await expectNoSeriousA11yViolations(page);

    await page.getByRole('button', { name: '기념일 추가' }).click();
    const sheet = page.getByRole('dialog', { name: '기념일 추가' });
    await expect(sheet).toBeVisible();
    await sheet.getByRole('textbox', { name: '기념일 이름' }).fill('가'.repeat(21));
    await sheet.getByRole('button', { name: '추가하기' }).click();
    await expect(sheet.getByText('기념일 이름은 20자까지 쓸 수 있어요.')).toBeVisible();
    await settled(page);
    await page.screenshot({ path: `${SHOTS}/anniversary-sheet-${colorScheme}.png` });
    await expectNoSeriousA11yViolations(page);
    await page.keyboard.press('Escape');

    await page.getByRole('button', { name: /첫 여행.*고치기/ }).click();
    await expect(page.getByRole('dialog', { name: '기념일 고치기' })).toBeVisible();
    await settled(page);
    await page.screenshot({ path: `${SHOTS}/anniversary-edit-${colorScheme}.png` });
    await page.keyboard.press('Escape');

    await page.goto('/question');
    await expect(
      page.getByRole('button', { name: `1번째 질문(오늘), ${MONTH}월 ${DAY}일에 함께 답했어요` }),
    ).toBeVisible();
    await page.screenshot({ path: `${SHOTS}/question-calendar-dates-${colorScheme}.png` });
    await expectNoSeriousA11yViolations(page);
    await context.close();
  }
});
