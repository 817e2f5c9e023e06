// The jar of words (issue 26, decision 0065) on the device preview: both phones answer today's
// question and the jar grows on both, live; 담이 celebrates a milestone once; the screens at
// 390×844 in light and dark, axe on each. Runs against the real server in demo mode.
//
// A milestone needs ten Korean days of answers, which the server's day rule does not let a test
// make; its step answers phone A's jar reads with a jar at ten (`fakeJarAtTen`), while the
// celebration's POST goes to the real server, whose answer the phone then shows.
import type { Frame, Page, Route } from '@playwright/test';
import { type Jar } from '@dama/contract';
import {
  coupleOnPhones,
  expect,
  expectButtonsTracked,
  expectNoSeriousA11yViolations,
  frameName,
  linkCoupleThroughApi,
  onboardedMember,
  openAppWithToken,
  test,
  uniqueIdentity,
} from './fixtures';

const SHOTS = 'test-results/shots';

const jarCard = (target: Page | Frame | ReturnType<Page['frameLocator']>) =>
  target.getByRole('link', { name: /우리의 말 항아리/ });

/**
 * Phone A's (or the page's) GET /questions/jar answered with a jar of ten not yet celebrated,
 * until its POST /questions/jar/celebrations has gone to the server; after that (the POST's own
 * answer included), the jar of ten with the celebration the server answered to the POST.
 */
async function fakeJarAtTen(page: Page, frame?: string) {
  let seen: Jar | null = null;
  const posts: unknown[] = [];
  await page.route('**/api/questions/jar**', async (route: Route) => {
    const request = route.request();
    if (frame && request.frame().name() !== frame) return route.continue();
    const post = request.method() === 'POST';
    if (post) posts.push(request.postDataJSON());
    const response = await route.fetch();
    const body = (await response.json()) as { data: Jar };
    if (post) seen = body.data;
    body.data = {
      ...body.data,
      count: 10,
      streak: 10,
      bestStreak: 10,
      nextMilestone: 30,
      celebrate: seen ? seen.celebrate : 10,
    };
    return route.fulfill({ response, json: body });
  });
  return posts;
}

test.describe('in the device preview', () => {
  test.use({ viewport: { width: 1280, height: 1000 } });

  test('both answer: the jar grows on both phones; 담이 celebrates a milestone once', async ({
    preview,
    page,
    api,
  }) => {
    test.setTimeout(150_000);
    const { tokenA } = await coupleOnPhones(preview, api, 'jar');
    const appA = preview.app('A');
    const appB = preview.app('B');

    await test.step('both homes show the empty jar', async () => {
      for (const app of [appA, appB]) {
        await expect(jarCard(app)).toContainText('아직 함께 담은 말이 없어요');
      }
      await preview.expectAppAccessible('A');
    });

    await test.step('A answered (through the API); B answers on the phone', async () => {
      await api.call('answerTodayQuestion', {
        token: tokenA,
        body: { answer: '같이 걷던 저녁 바람이 생각났어.' },
      });
      // One answer puts nothing in the jar.
      await preview.goto('B', '/');
      await expect(jarCard(appB)).toContainText('아직 함께 담은 말이 없어요');
      await appB.getByRole('link', { name: /오늘의 질문/ }).click();
      await preview.expectPath('B', /^\/question\/write-answer\/?$/);
      await appB.getByRole('textbox', { name: '나의 답변' }).fill('나도 그 바람이 좋았어.');
      const tip = appB.getByRole('button', { name: '안내 닫기' });
      if (await tip.isVisible()) await tip.click();
      await appB.getByRole('button', { name: '답변 저장하기' }).click();
      await expect(appB.getByText('답변을 저장했어요')).toBeVisible();
    });

    await test.step('the jar holds one on both phones: A’s home live, B’s question screen', async () => {
      // A stayed on home: 서연's answer arrives live and the jar is read again.
      await expect(jarCard(appA)).toContainText('함께 답한 질문 1개를 담았어요');
      await expect(jarCard(appA)).toContainText('오늘부터 연속 기록이 시작됐어요');
      await preview.goto('B', '/question');
      await expect(
        appB.getByRole('img', {
          name: '말 항아리: 함께 답한 질문 1개를 담았어요. 10개까지 9개 남았어요',
        }),
      ).toBeVisible();
      await preview.expectAppAccessible('B');
      await preview.goto('B', '/');
      await expect(jarCard(appB)).toContainText('함께 답한 질문 1개를 담았어요');
      await jarCard(appB).click();
      await preview.expectPath('B', /^\/question\/?$/);
      await expectButtonsTracked(preview.frame('B'), ['open_jar']);
    });

    await test.step('a milestone: 담이 celebrates it once on A', async () => {
      const posts = await fakeJarAtTen(page, frameName('A'));
      await preview.goto('A', '/');
      const sheet = appA.getByRole('dialog', { name: '말 항아리에 10개를 담았어요' });
      await expect(sheet).toContainText('우리 항아리에 벌써 말 10개가 담겼어!');
      await preview.expectAppAccessible('A');
      await sheet.getByRole('button', { name: '고마워, 담이야' }).click();
      await expect(sheet).toBeHidden();
      await expect.poll(() => posts).toEqual([{ milestone: 10 }]);
      await expectButtonsTracked(preview.frame('A'), ['close_jar_celebration']);
      // Home again, and the question screen: no second celebration.
      await preview.goto('A', '/');
      await expect(jarCard(appA)).toContainText('함께 답한 질문 10개를 담았어요');
      await preview.goto('A', '/question');
      await expect(appA.getByRole('button', { name: '이미지로 공유하기' })).toBeVisible();
      await expect(appA.getByRole('dialog')).toHaveCount(0);
      expect(posts).toHaveLength(1);
    });
  });
});

test('the jar at 390×844, light and dark', async ({ browser, api }) => {
  test.setTimeout(150_000);
  const tokenA = await onboardedMember(api, uniqueIdentity('jar-shot-a'), '민준');
  const tokenB = await onboardedMember(api, uniqueIdentity('jar-shot-b'), '서연');
  await linkCoupleThroughApi(api, tokenA, tokenB);
  await api.call('answerTodayQuestion', { token: tokenA, body: { answer: '오늘도 고마웠어.' } });
  await api.call('answerTodayQuestion', { token: tokenB, body: { answer: '나도 고마웠어.' } });

  for (const colorScheme of ['light', 'dark'] as const) {
    const context = await browser.newContext({
      viewport: { width: 390, height: 844 },
      colorScheme,
    });
    const page = await context.newPage();
    await openAppWithToken(page, tokenA, '/');
    await expect(jarCard(page)).toContainText('함께 답한 질문 1개를 담았어요');
    await page.waitForTimeout(1200); // the jar's gentle rise
    await page.screenshot({ path: `${SHOTS}/jar-home-${colorScheme}.png`, fullPage: true });
    await expectNoSeriousA11yViolations(page);

    await page.goto('/question');
    await expect(page.getByRole('heading', { name: '우리의 말 항아리' })).toBeVisible();
    await page.waitForTimeout(1200);
    await page.screenshot({ path: `${SHOTS}/jar-question-${colorScheme}.png`, fullPage: true });
    await expectNoSeriousA11yViolations(page);

    await fakeJarAtTen(page);
    await page.goto('/');
    await expect(page.getByRole('dialog', { name: '말 항아리에 10개를 담았어요' })).toBeVisible();
    await page.waitForTimeout(800);
    await page.screenshot({ path: `${SHOTS}/jar-celebration-${colorScheme}.png` });
    await expectNoSeriousA11yViolations(page);

    // The reached milestone on the question screen (its celebration shows there too until it is
    // closed; Escape closes it and marks it seen), and its card: a download in this browser.
    await page.goto('/question');
    await expect(page.getByRole('dialog', { name: '말 항아리에 10개를 담았어요' })).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(page.getByRole('dialog')).toHaveCount(0);
    const share = page.getByRole('button', { name: '이미지로 공유하기' });
    await expect(share).toBeVisible();
    await page.waitForTimeout(1200);
    await page.screenshot({ path: `${SHOTS}/jar-question-ten-${colorScheme}.png` });
    await expectNoSeriousA11yViolations(page);
    if (colorScheme === 'light') {
      const download = page.waitForEvent('download');
      await share.click();
      const card = await download;
      expect(card.suggestedFilename()).toBe('dama-jar-10.png');
      await card.saveAs(`${SHOTS}/jar-card-10.png`);
      await expect(page.getByText('이미지를 저장했어요')).toBeVisible();
    }
    await context.close();
  }
});
