// The attachment (love-type) test on the two phones of the device preview: a member takes the whole
// test from the home card and sees their result; their partner sees it on the partner result page.
// A member with no partner, and one whose partner has not taken the test, are sent to the partner
// status screen. Both results read together (issue 26): from home and from both result pages.
import { readFile } from 'node:fs/promises';
import { coupleReadingOf, COUPLE_READING_HINT, type LoveTypeCategory } from '@dama/contract';
import {
  expect,
  expectButtonsTracked,
  expectPagesTracked,
  linkCoupleThroughApi,
  onboardedMember,
  takeTestThroughApi,
  test,
  uniqueIdentity,
  type DevicePreview,
  type PhoneName,
} from './fixtures';

// Two phones side by side need a desktop-sized window (this spec runs in the `app` project).
test.use({ viewport: { width: 1280, height: 1000 } });

const TOTAL = 36;

/** The rate rows (value, then what the dimension means) when both rates are 3.44. */
const RATES_344 = ['3.44 / 5.00', /걱정하는 마음/, '3.44 / 5.00', /거리를 두고 싶은 마음/];

/** The app's search params in a phone, e.g. `{ type: 'not-tested' }`. */
function searchOf(preview: DevicePreview, phone: PhoneName): Record<string, string> {
  return Object.fromEntries(new URL(preview.frame(phone).url()).searchParams);
}

async function expectQuestion(preview: DevicePreview, phone: PhoneName, n: number) {
  const progress = preview.app(phone).getByRole('progressbar', { name: '테스트 진행' });
  await expect(progress).toHaveAttribute('aria-valuenow', String(n));
  await expect(
    preview.app(phone).getByRole('group', { name: new RegExp(`^${n}번 문항\\.`) }),
  ).toBeVisible();
}

test('a member takes the whole test and sees the result; the partner sees it too', async ({
  preview,
  api,
}) => {
  test.setTimeout(180_000);
  const seoyeon = uniqueIdentity('lovetype-a');
  const minjun = uniqueIdentity('lovetype-b');
  const a = preview.app('A');
  const b = preview.app('B');

  await test.step('two onboarded members, linked as a couple (through the API)', async () => {
    const seoyeonToken = await onboardedMember(api, seoyeon, '서연');
    const minjunToken = await onboardedMember(api, minjun, '민준');
    await linkCoupleThroughApi(api, seoyeonToken, minjunToken);
  });

  await test.step('A opens the test from the home card and reads the intro', async () => {
    await preview.open();
    await preview.goto('A', '/login');
    await preview.signInWithKakao('A', seoyeon);
    await preview.expectPath('A', /^\/$/);

    await a.getByRole('link', { name: '테스트 하러 가기' }).click();
    await preview.expectPath('A', /^\/attachment-test\/?$/);
    expect(searchOf(preview, 'A')).toEqual({ from: '/' });
    await expect(a.getByRole('heading', { name: '테스트 안내' })).toBeVisible();
    await preview.expectAppAccessible('A');

    await a.getByRole('button', { name: '안내 닫기' }).click();
    await expect(a.getByRole('heading', { name: '테스트 안내' })).toHaveCount(0);
    await a.getByRole('button', { name: '테스트 시작하기' }).click();
    await preview.expectPath('A', /^\/attachment-test\/question\/?$/);
    await expectQuestion(preview, 'A', 1);
    await expect(a.getByText(`1 / ${TOTAL}`)).toBeVisible();
    await preview.expectAppAccessible('A');
  });

  await test.step('A answers all 36 items, going back once on the way', async () => {
    for (let n = 1; n <= TOTAL; n++) {
      await expectQuestion(preview, 'A', n);
      await a.getByRole('radio', { name: '그렇다', exact: true }).click();
      if (n === 3) {
        // Back to item 3 after it moved on: the answer is still there, 다음 moves on again.
        await expectQuestion(preview, 'A', 4);
        await a.getByRole('button', { name: '뒤로 가기' }).click();
        await expectQuestion(preview, 'A', 3);
        await expect(a.getByRole('radio', { name: '그렇다', exact: true })).toBeChecked();
        await a.getByRole('button', { name: '다음' }).click();
      }
    }
    await expect(a.getByRole('radio', { name: '그렇다', exact: true })).toBeChecked();
    await expect(a.getByText(`${TOTAL} / ${TOTAL}`)).toBeVisible();

    await a.getByRole('button', { name: '결과 보기' }).click();
    await preview.expectPath('A', /^\/attachment-test\/result\/my\/?$/);
  });

  await test.step('A sees the category, both rates and the picture', async () => {
    // Every answer 4: 13 items count 4 and 5 reverse-keyed count 2 per dimension → 62 / 18 = 3.44.
    await expect(a.getByRole('heading', { level: 2, name: '혼란형' })).toBeVisible();
    await expect(a.getByRole('main').getByText('나의 애착 유형', { exact: true })).toBeVisible();
    await expect(a.getByRole('definition')).toHaveText(RATES_344);
    await expect(a.getByRole('img', { name: /내 점은 회피 3\.44점, 불안 3\.44점/ })).toBeVisible();
    await preview.expectAppAccessible('A');

    await expectButtonsTracked(preview.frame('A'), [
      'go_attachment_test',
      'close_guide',
      'start_test',
      'select_option_4',
      'back_test',
      'next_question',
      'complete_test',
    ]);
    await expectPagesTracked(preview.frame('A'), [
      'home',
      'attachment_intro',
      'attachment_question',
      'attachment_result_my',
    ]);
  });

  await test.step("home now shows A's type", async () => {
    await a.getByRole('button', { name: '뒤로 가기' }).click();
    await preview.expectPath('A', /^\/$/);
    await expect(a.getByRole('link', { name: '나의 애착 유형 혼란형, 결과 보기' })).toBeVisible();
  });

  await test.step("B sees A's result on the partner result page", async () => {
    await preview.goto('B', '/login');
    await preview.signInWithKakao('B', minjun);
    await preview.expectPath('B', /^\/$/);
    await preview.goto('B', '/attachment-test/result/partner');

    await expect(b.getByRole('heading', { level: 2, name: '혼란형' })).toBeVisible();
    await expect(
      b.getByRole('main').getByText('서연님의 애착 유형', { exact: true }),
    ).toBeVisible();
    await expect(b.getByRole('definition')).toHaveText(RATES_344);
    await expect(b.getByRole('heading', { name: '서연님에게 이렇게 다가가 보세요' })).toBeVisible();
    await preview.expectAppAccessible('B');
    await expectPagesTracked(preview.frame('B'), ['attachment_result_partner']);
  });
});

test('no partner → partner status "not-connected"; an untested partner → "not-tested"', async ({
  preview,
  api,
}) => {
  test.setTimeout(120_000);
  const alone = uniqueIdentity('lovetype-alone');
  const tester = uniqueIdentity('lovetype-linked');
  const untested = uniqueIdentity('lovetype-untested');

  const aloneToken = await onboardedMember(api, alone, '혼자');
  expect(aloneToken).toBeTruthy();
  const testerToken = await onboardedMember(api, tester, '지우');
  const untestedToken = await onboardedMember(api, untested, '하늘');
  await linkCoupleThroughApi(api, untestedToken, testerToken);

  await preview.open();

  await test.step('a member without a partner', async () => {
    await preview.goto('A', '/login');
    await preview.signInWithKakao('A', alone);
    await preview.expectPath('A', /^\/$/);
    await preview.goto('A', '/attachment-test/result/partner');

    await preview.expectPath('A', /^\/partner-status\/?$/);
    expect(searchOf(preview, 'A')).toEqual({ type: 'not-connected' });
    await preview.expectAppAccessible('A');
  });

  await test.step('a member whose partner has not taken the test', async () => {
    await preview.goto('B', '/login');
    await preview.signInWithKakao('B', tester);
    await preview.expectPath('B', /^\/$/);
    await preview.goto('B', '/attachment-test/result/partner');

    await preview.expectPath('B', /^\/partner-status\/?$/);
    expect(searchOf(preview, 'B')).toEqual({ type: 'not-tested' });
    await preview.expectAppAccessible('B');
  });
});

test('both results read together: from home on one phone, from the partner result on the other', async ({
  preview,
  api,
}) => {
  test.setTimeout(120_000);
  const a = uniqueIdentity('reading-a');
  const b = uniqueIdentity('reading-b');
  const tokenA = await onboardedMember(api, a, '민준');
  const tokenB = await onboardedMember(api, b, '서연');
  await linkCoupleThroughApi(api, tokenA, tokenB);
  await takeTestThroughApi(api, tokenA, 4);
  await takeTestThroughApi(api, tokenB, 2);
  const categoryOf = async (token: string) =>
    (await api.call('getMember', { token })).loveTypeCategory as LoveTypeCategory;
  const reading = coupleReadingOf(await categoryOf(tokenA), await categoryOf(tokenB));
  await preview.open();

  await test.step('A: home names both types and opens the reading', async () => {
    await preview.goto('A', '/login');
    await preview.signInWithKakao('A', a);
    await preview.expectPath('A', /^\/$/);
    const app = preview.app('A');
    await app.getByRole('link', { name: /우리 둘의 애착 유형 함께 보기/ }).click();
    await preview.expectPath('A', /^\/attachment-test\/result\/couple\/?$/);
    await expect(app.getByRole('table', { name: /두 사람의 불안과 회피 점수/ })).toBeVisible();
    await expect(app.getByRole('img', { name: /내 점은.*서연님의 점은/ })).toBeVisible();
    await expect(app.getByRole('heading', { level: 2, name: reading.title })).toBeVisible();
    await expect(app.getByText(reading.whenStressed)).toBeVisible();
    await expect(app.getByText(COUPLE_READING_HINT)).toBeVisible();
    await preview.expectAppAccessible('A');
    await expectPagesTracked(preview.frame('A'), ['home', 'attachment_result_couple']);
    await expectButtonsTracked(preview.frame('A'), ['open_couple_reading']);
    await preview.page.screenshot({ path: 'test-results/shots/couple-reading.png' });
  });

  await test.step('A shares the reading as an image: a 1080 × 1350 PNG without the partner', async () => {
    const app = preview.app('A');
    const download = preview.page.waitForEvent('download');
    await app.getByRole('button', { name: '우리 둘의 풀이 이미지로 공유하기' }).click();
    const saved = await download;
    expect(saved.suggestedFilename()).toBe('dama-couple-reading.png');
    expect(pngSize(await readFile(await saved.path()))).toEqual({ width: 1080, height: 1350 });
    await saved.saveAs('test-results/shots/couple-card.png');
    await expect(app.getByText('이미지를 저장했어요')).toBeVisible();
    await expectButtonsTracked(preview.frame('A'), ['open_couple_reading', 'share_couple_card']);
  });

  await test.step("B: the partner's result page leads to the same reading", async () => {
    await preview.goto('B', '/login');
    await preview.signInWithKakao('B', b);
    await preview.goto('B', '/attachment-test/result/partner');
    const app = preview.app('B');
    await app.getByRole('link', { name: /우리 둘의 애착 유형 함께 보기/ }).click();
    await preview.expectPath('B', /^\/attachment-test\/result\/couple\/?$/);
    await expect(app.getByRole('heading', { level: 2, name: reading.title })).toBeVisible();
    await expect(app.getByRole('img', { name: /내 점은.*민준님의 점은/ })).toBeVisible();
  });

  await test.step('B shares their own result as an image', async () => {
    await preview.goto('B', '/attachment-test/result/my');
    const download = preview.page.waitForEvent('download');
    await preview.app('B').getByRole('button', { name: '결과 이미지로 공유하기' }).click();
    const saved = await download;
    expect(saved.suggestedFilename()).toBe('dama-my-love-type.png');
    expect(pngSize(await readFile(await saved.path()))).toEqual({ width: 1080, height: 1350 });
    await saved.saveAs('test-results/shots/result-card.png');
  });
});

/** A PNG's size from its IHDR chunk (the signature, then width and height at bytes 16-23). */
function pngSize(png: Buffer): { width: number; height: number } {
  expect(png.subarray(1, 4).toString('latin1')).toBe('PNG');
  return { width: png.readUInt32BE(16), height: png.readUInt32BE(20) };
}
