// Issue 24, the daily question's part, on the device preview's two phones: the answer editor keeps
// its draft across a reload; a double click on 답변 저장하기 sends one request; the partner's
// 서로의 답변 and home's chips show an answer live; back after a save is one tap; an offline save
// ends at once in a failed state with 다시 시도 and the text kept, and saves on retry.
import {
  answerCard,
  coupleOnPhones,
  countRequests,
  expect,
  linkCoupleThroughApi,
  onboardedMember,
  openAppWithToken,
  streamOpened,
  test,
  uniqueIdentity,
} from './fixtures';

test.use({ viewport: { width: 1280, height: 1000 } });

const DRAFT_A = '처음 봤을 때 웃는 얼굴이 제일 먼저 보였어.';
const EDITED_A = '처음 봤을 때 웃는 얼굴이 제일 먼저 보였어. 지금도 그래.';
const ANSWER_B = '목소리가 차분해서 이야기를 오래 듣고 싶었어.';

test('drafts survive a reload, saves go once, partners see answers live, back is one tap, offline saves fail clearly', async ({
  preview,
  page,
  context,
  api,
}) => {
  test.setTimeout(150_000);
  const { tokenB } = await coupleOnPhones(preview, api, 'real-q');
  const { coupleQuestionId } = await api.call('getTodayQuestion', { token: tokenB });
  const appA = preview.app('A');
  const appB = preview.app('B');

  await test.step('A: what A was writing is still there after a reload', async () => {
    await appA.getByRole('link', { name: /오늘의 질문/ }).click();
    await preview.expectPath('A', /^\/question\/write-answer\/?$/);
    await appA.getByRole('textbox', { name: '나의 답변' }).fill(DRAFT_A);
    // Leaving asks first, and says the truth: the text stays on this device.
    await appA.getByRole('button', { name: '뒤로 가기' }).click();
    const leave = appA.getByRole('dialog', { name: '쓰던 답변이 있어요' });
    await expect(leave).toContainText('쓴 내용은 이 기기에 남겨 둘게요');
    await leave.getByRole('button', { name: '계속 쓰기' }).click();
    await page.reload();
    for (const phone of ['A', 'B'] as const) await preview.waitForShell(phone);
    await preview.expectPath('A', /^\/$/);
    const opened = streamOpened(page, 'B');
    await preview.goto('B', `/question/see-answer?coupleQuestionId=${coupleQuestionId}`);
    await opened;
    await appA.getByRole('link', { name: /오늘의 질문/ }).click();
    await preview.expectPath('A', /^\/question\/write-answer\/?$/);
    await expect(appA.getByRole('textbox', { name: '나의 답변' })).toHaveValue(DRAFT_A);
    await page.screenshot({ path: '/tmp/wt-couple24-shots/preview-draft-restored.png' });
  });

  await test.step('A double-clicks 답변 저장하기: one request; B’s open 서로의 답변 shows it live', async () => {
    await expect(answerCard(preview, 'B', '민준')).toContainText('민준님도 아직 답하지 않았어요.');

    const saves = countRequests(page, 'A', 'answerTodayQuestion');
    await appA.getByRole('button', { name: '안내 닫기' }).click();
    await appA.getByRole('button', { name: '답변 저장하기' }).dblclick();
    await expect(appA.getByText('답변을 저장했어요')).toBeVisible();
    await preview.expectPath('A', /^\/question\/see-answer\/?$/);
    await page.waitForTimeout(1000);
    expect(saves.count).toBe(1);

    // Live on B's open screen, no reload: A answered, hidden until B answers.
    await expect(answerCard(preview, 'B', '민준')).toContainText(
      '민준님은 답을 남겼어요. 내 답변을 먼저 쓰면 볼 수 있어요.',
    );
  });

  await test.step('A: after editing, back is one tap (home, not a second 서로의 답변)', async () => {
    await answerCard(preview, 'A', '민준').getByRole('link', { name: '고치기' }).click();
    await preview.expectPath('A', /^\/question\/write-answer\/?$/);
    await appA.getByRole('textbox', { name: '나의 답변' }).fill(EDITED_A);
    await appA.getByRole('button', { name: '고친 답변 저장하기' }).click();
    await expect(appA.getByText('답변을 고쳤어요')).toBeVisible();
    await preview.expectPath('A', /^\/question\/see-answer\/?$/);
    await expect(answerCard(preview, 'A', '민준')).toContainText(EDITED_A);
    await appA.getByRole('button', { name: '뒤로 가기' }).click();
    await preview.expectPath('A', /^\/$/);
    const card = appA.getByRole('link', { name: /오늘의 질문/ });
    await expect(card).toContainText('나 답했어요');
    await expect(card).toContainText('서연 아직이에요');
  });

  await test.step('B offline: the save fails at once with 다시 시도 and the text kept; online, it saves', async () => {
    await appB.getByRole('link', { name: '내 답변 쓰기' }).click();
    await preview.expectPath('B', /^\/question\/write-answer\/?$/);
    const field = appB.getByRole('textbox', { name: '나의 답변' });
    await field.fill(ANSWER_B);
    await appB.getByRole('button', { name: '안내 닫기' }).click();
    await context.setOffline(true);
    await appB.getByRole('button', { name: '답변 저장하기' }).click();
    // A clear state within seconds, not a spinner that runs on.
    await expect(appB.getByRole('alert').filter({ hasText: '저장하지 못했어요' })).toBeVisible({
      timeout: 5000,
    });
    await expect(appB.getByRole('button', { name: '다시 시도' })).toBeEnabled();
    await expect(field).toHaveValue(ANSWER_B);
    // And it stays so while offline (the reads the failed save asks again fail too).
    await page.waitForTimeout(3000);
    await expect(field).toHaveValue(ANSWER_B);
    await expect(appB.getByRole('button', { name: '다시 시도' })).toBeEnabled();
    await page.screenshot({ path: '/tmp/wt-couple24-shots/preview-offline-save.png' });

    await context.setOffline(false);
    await appB.getByRole('button', { name: '다시 시도' }).click();
    await expect(appB.getByText('답변을 저장했어요')).toBeVisible();
    await preview.expectPath('B', /^\/question\/see-answer\/?$/);
    await expect(answerCard(preview, 'B', '서연')).toContainText(ANSWER_B);
    await expect(answerCard(preview, 'B', '민준')).toContainText(EDITED_A);
  });

  await test.step('A: home’s chips show B’s answer live', async () => {
    const card = appA.getByRole('link', { name: /오늘의 질문/ });
    await expect(card).toContainText('서연 답했어요', { timeout: 15_000 });
  });
});

test('offline, a failed save that is the first toast of the session keeps the screen and the text', async ({
  page,
  context,
  api,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  const tokenA = await onboardedMember(api, uniqueIdentity('first-toast-a'), '민준');
  const tokenB = await onboardedMember(api, uniqueIdentity('first-toast-b'), '서연');
  await linkCoupleThroughApi(api, tokenA, tokenB);
  const { coupleQuestionId } = await api.call('getTodayQuestion', { token: tokenA });
  await openAppWithToken(
    page,
    tokenA,
    `/question/write-answer?coupleQuestionId=${coupleQuestionId}`,
  );
  const field = page.getByRole('textbox', { name: '나의 답변' });
  await field.fill(DRAFT_A);
  await page.getByRole('button', { name: '안내 닫기' }).click();

  await context.setOffline(true);
  await page.getByRole('button', { name: '답변 저장하기' }).click();
  await expect(page.getByRole('alert').filter({ hasText: '저장하지 못했어요' })).toBeVisible();
  // The toast's code cannot load offline, and the answers read again fail: the screen stays.
  await page.waitForTimeout(3000);
  await expect(field).toHaveValue(DRAFT_A);
  await expect(page.getByText('일시적인 오류가 발생했어요')).toHaveCount(0);

  await context.setOffline(false);
  await page.getByRole('button', { name: '다시 시도' }).click();
  await expect(page.getByText('답변을 저장했어요')).toBeVisible();
  await expect(page.getByRole('article', { name: '민준의 답변' })).toContainText(DRAFT_A);
});
