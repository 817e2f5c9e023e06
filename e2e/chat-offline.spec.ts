// Issue 24 in the chat: a send while offline ends failed at once and 다시 시도 sends it exactly
// once when the connection is back, the composer staying empty; a stop pressed offline is told at
// once; a double tap on send sends once
// and never stops the reply; a member who has not taken the attachment test hears so before
// writing, keeps the draft through the test and comes back to the chat with it; the draft
// survives a reload. The app opened directly on a phone-sized screen (the `app` project), against
// the real server in demo mode (the scripted counsellor).
import type { Page } from '@playwright/test';
import {
  expect,
  onboardedMember,
  openAppWithToken,
  takeTestThroughApi,
  test,
  uniqueIdentity,
  type ContractApi,
} from './fixtures';

const field = (page: Page) => page.getByLabel('담이에게 보낼 메시지');
const conversation = (page: Page) => page.getByRole('list', { name: '대화 내용' });
const sendButton = (page: Page) => page.getByRole('button', { name: '보내기' });
const TEST_FIRST = '대화 전에 애착 유형 테스트가 필요해요';

/** Opens `/chat` signed in as the member, the tutorial already seen. */
async function openChat(page: Page, token: string): Promise<void> {
  await page.addInitScript(() => window.localStorage.setItem('chat_tutorial_seen', 'true'));
  await openAppWithToken(page, token, '/chat');
  await expect(field(page)).toBeVisible();
}

/** The member's messages with this text as the server stored them. */
async function storedTimes(api: ContractApi, token: string, text: string): Promise<number> {
  const newest = await api.call('getCurrentChatMessages', { token, query: { page: 0, size: 20 } });
  return newest.list.filter((m) => m.senderType === 'USER' && m.content === text).length;
}

/** 담이's reply is over: the send button is back and nothing streams. */
async function replyOver(page: Page): Promise<void> {
  await expect(sendButton(page)).toBeVisible({ timeout: 30_000 });
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
}

/** A new, tested member with the chat open; returns the member's token. */
async function chatOpenForTestedMember(
  page: Page,
  api: ContractApi,
  name: string,
): Promise<string> {
  const token = await onboardedMember(api, uniqueIdentity(name), '민준');
  await takeTestThroughApi(api, token);
  await openChat(page, token);
  return token;
}

test('offline: the send fails at once; 다시 시도 online sends it once, the field stays empty', async ({
  page,
  api,
}) => {
  test.setTimeout(90_000);
  const token = await chatOpenForTestedMember(page, api, 'chat-offline-send');
  const text = '연결이 끊긴 지하철에서 쓴 이야기야.';

  // A conversation under way (the app's code for sending and toasts has loaded), then the
  // connection goes.
  await field(page).fill('오늘 있었던 일을 얘기하고 싶어.');
  await field(page).press('Enter');
  await replyOver(page);
  await page.context().setOffline(true);
  await field(page).fill(text);
  await field(page).press('Enter');
  // A clear state within seconds: failed, with its text and a retry, no typing dots.
  const bubble = conversation(page).getByText(text, { exact: true });
  await expect(bubble).toBeVisible();
  await expect(page.getByText('보내지 못했어요')).toBeVisible({ timeout: 5_000 });
  await expect(page.getByText('담이가 답장을 쓰고 있어요')).toHaveCount(0);
  await expect(page.getByRole('button', { name: '다시 시도' })).toBeVisible();
  await expect(field(page)).toHaveValue('');
  await page.screenshot({ path: '/tmp/wt-chat24-shots/chat-send-failed-offline.png' });

  await page.context().setOffline(false);
  const sends: string[] = [];
  page.on('request', (request) => {
    if (request.url().endsWith('/api/chatrooms/current/send')) sends.push(request.url());
  });
  await page.getByRole('button', { name: '다시 시도' }).click();
  await expect(page.getByText('보내지 못했어요')).toHaveCount(0);
  await replyOver(page);
  await expect(field(page)).toHaveValue('');
  await expect(bubble).toHaveCount(1);
  expect(sends).toHaveLength(1);
  expect(await storedTimes(api, token, text)).toBe(1);
});

test('a stop pressed offline is told at once, and the line goes when the reply is over', async ({
  page,
  api,
}) => {
  test.setTimeout(90_000);
  await chatOpenForTestedMember(page, api, 'chat-offline-stop');
  const stop = page.getByRole('button', { name: '답장 멈추기' });

  await field(page).fill('오늘 있었던 일을 얘기하고 싶어.');
  const sent = page.waitForResponse((r) => r.url().endsWith('/api/chatrooms/current/send'));
  await field(page).press('Enter');
  expect((await sent).ok()).toBe(true);
  await page.context().setOffline(true);
  await stop.click();
  const line = page.getByText('연결이 끊겨 답장을 멈추지 못했어요');
  await expect(line).toBeVisible({ timeout: 5_000 });
  await expect(stop).toBeEnabled();
  await page.screenshot({ path: '/tmp/wt-chat24-shots/chat-stop-offline.png' });

  await page.context().setOffline(false);
  await replyOver(page);
  await expect(line).toHaveCount(0);
});

test('a double tap on send sends once and the reply is not stopped', async ({ page, api }) => {
  test.setTimeout(90_000);
  const token = await chatOpenForTestedMember(page, api, 'chat-double-tap');
  const text = '두 번 눌러도 한 번만 가야 해.';
  const stops: string[] = [];
  page.on('request', (request) => {
    if (request.url().endsWith('/api/chatrooms/current/stop')) stops.push(request.url());
  });

  await field(page).fill(text);
  await sendButton(page).dblclick();
  await expect(conversation(page).getByText(text, { exact: true })).toHaveCount(1);
  await replyOver(page);
  expect(stops).toHaveLength(0);
  await expect(page.getByText('답장을 멈췄어요')).toHaveCount(0);
  expect(await storedTimes(api, token, text)).toBe(1);
  const newest = await api.call('getCurrentChatMessages', { token, query: { page: 0, size: 5 } });
  expect(newest.list[0]).toMatchObject({ senderType: 'ASSISTANT', status: 'DONE' });
});

test('the draft survives a reload', async ({ page, api }) => {
  test.setTimeout(60_000);
  await chatOpenForTestedMember(page, api, 'chat-draft-reload');
  const draft = '아직 다 못 쓴 이야기인데,\n이어서 쓸게.';

  await field(page).fill(draft);
  await page.reload();
  await expect(field(page)).toHaveValue(draft);
  await expect(sendButton(page)).toBeEnabled();
});

test('the attachment test is said first; the draft comes back with the member after it', async ({
  page,
  api,
}) => {
  test.setTimeout(120_000);
  const token = await onboardedMember(api, uniqueIdentity('chat-test-first'), '서연');
  const draft = '남자친구가 요즘 연락이 뜸해서 서운한데, 말을 꺼내기가 어려워.';
  await page.addInitScript(() => window.localStorage.setItem('chat_tutorial_seen', 'true'));
  await openAppWithToken(page, token, '/');

  await test.step("home's chat card says so before the member starts", async () => {
    await expect(
      page.getByText('담이와 이야기하려면 먼저 애착 유형 테스트가 필요해요.'),
    ).toBeVisible();
    await page.screenshot({ path: '/tmp/wt-chat24-shots/home-chat-card-test-first.png' });
    await page.getByRole('link', { name: '담이와 대화 시작하기' }).click();
    await expect(page).toHaveURL(/\/chat\/?$/);
  });

  await test.step('the chat says so above the field; a draft is kept, nothing is sent', async () => {
    const notice = page.getByRole('region', { name: TEST_FIRST });
    await expect(notice).toBeVisible();
    await field(page).fill(draft);
    await expect(sendButton(page)).toBeDisabled();
    await page.screenshot({ path: '/tmp/wt-chat24-shots/chat-test-first.png' });
    await notice.getByRole('link', { name: '테스트 하러 가기' }).click();
    await expect(page).toHaveURL(/\/attachment-test\/?\?from=%2Fchat$/);
  });

  await test.step('the test, then back to the chat with the draft', async () => {
    await page.getByRole('button', { name: '테스트 시작하기' }).click();
    for (let n = 1; n <= 36; n++) {
      await expect(page.getByRole('group', { name: new RegExp(`^${n}번 문항\\.`) })).toBeVisible();
      await page.getByRole('radio', { name: '그렇다', exact: true }).click();
    }
    await page.getByRole('button', { name: '결과 보기' }).click();
    await expect(page).toHaveURL(/\/attachment-test\/result\/my\/?$/);
    const back = page.getByRole('link', { name: '담이와 이야기 이어가기' });
    await expect(back).toBeVisible();
    await expect(page.getByRole('heading', { level: 2, name: '혼란형' })).toBeVisible();
    await page.screenshot({
      path: '/tmp/wt-chat24-shots/result-back-to-chat.png',
      animations: 'disabled',
    });
    await back.click();
    await expect(page).toHaveURL(/\/chat\/?$/);
    await expect(field(page)).toHaveValue(draft);
    await expect(page.getByRole('region', { name: TEST_FIRST })).toHaveCount(0);
  });

  await test.step('it sends, once, and the draft is gone', async () => {
    await field(page).press('Enter');
    await expect(conversation(page).getByText(draft, { exact: true })).toHaveCount(1);
    await replyOver(page);
    await expect(field(page)).toHaveValue('');
    expect(await storedTimes(api, token, draft)).toBe(1);
    await page.reload();
    await expect(field(page)).toHaveValue('');
  });
});

test('through the device preview: a message that failed offline survives a reload and goes once', async ({
  preview,
  api,
}) => {
  test.setTimeout(120_000);
  const identity = uniqueIdentity('chat-offline-preview');
  const token = await onboardedMember(api, identity, '민준');
  await takeTestThroughApi(api, token);
  await preview.open();
  await preview.goto('A', '/login');
  await preview.signInWithKakao('A', identity);
  await preview.expectPath('A', /^\/$/);
  const app = preview.app('A');
  await app.getByRole('link', { name: '담이와 대화 시작하기' }).click();
  const tutorial = app.getByRole('dialog', { name: '담이와 이렇게 이야기해요' });
  await tutorial.getByRole('button', { name: '시작하기' }).click();
  const input = app.getByLabel('담이에게 보낼 메시지');
  const text = '터널에서 쓴 이야기라 못 갔을지도 몰라.';

  await input.fill('오늘 있었던 일을 얘기하고 싶어.');
  await input.press('Enter');
  await expect(app.getByRole('button', { name: '보내기' })).toBeVisible({ timeout: 30_000 });
  await expect(app.locator('[aria-busy="true"]')).toHaveCount(0);
  await preview.page.context().setOffline(true);
  await input.fill(text);
  await input.press('Enter');
  await expect(app.getByText('보내지 못했어요')).toBeVisible({ timeout: 5_000 });

  // Back online, the phone reloads (an app switch, a crash): what failed is still there, failed.
  await preview.page.context().setOffline(false);
  await preview.reload('A');
  const bubble = app.getByRole('list', { name: '대화 내용' }).getByText(text, { exact: true });
  await expect(bubble).toBeVisible();
  await expect(app.getByText('보내지 못했어요')).toBeVisible();
  await preview.page.screenshot({ path: 'test-results/shots/chat-unsent-after-reload.png' });
  await app.getByRole('button', { name: '다시 시도' }).click();
  await expect(app.getByText('보내지 못했어요')).toHaveCount(0);
  await expect(app.getByRole('button', { name: '보내기' })).toBeVisible({ timeout: 30_000 });
  expect(await storedTimes(api, token, text)).toBe(1);
  await preview.reload('A');
  await expect(bubble).toHaveCount(1);
  await expect(app.getByText('보내지 못했어요')).toHaveCount(0);
});
