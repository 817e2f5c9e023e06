// Issue 24 in the chat, on the device preview's phone A (the app in the shell, against the real
// server in demo mode with the scripted counsellor): a send while offline ends failed at once and
// 다시 시도 sends it exactly once when the connection is back, the composer staying empty; what
// failed survives a reload; a stop pressed offline is told at once; a double tap on send sends
// once and never stops the reply; a member who has not taken the attachment test hears so before
// writing, keeps the draft through the test and comes back to the chat with it; the draft
// survives a reload. Offline is the browser context's offline mode.
import type { FrameLocator } from '@playwright/test';
import {
  expect,
  onboardedMember,
  takeTestThroughApi,
  test,
  uniqueIdentity,
  type ContractApi,
  type DevicePreview,
  type TestIdentity,
} from './fixtures';

// Two phones side by side need a desktop-sized window (this spec runs in the `app` project).
test.use({ viewport: { width: 1280, height: 1000 } });

const SHOTS = 'test-results/shots';
const field = (app: FrameLocator) => app.getByLabel('담이에게 보낼 메시지');
const conversation = (app: FrameLocator) => app.getByRole('list', { name: '대화 내용' });
const sendButton = (app: FrameLocator) => app.getByRole('button', { name: '보내기' });
const TEST_FIRST = '대화 전에 애착 유형 테스트가 필요해요';

/** Signs `who` in on phone A and opens the chat from home's card, past the tutorial. */
async function openChat(preview: DevicePreview, who: TestIdentity): Promise<FrameLocator> {
  await preview.open();
  await preview.goto('A', '/login');
  await preview.signInWithKakao('A', who);
  await preview.expectPath('A', /^\/$/);
  const app = preview.app('A');
  await app.getByRole('link', { name: '담이와 대화 시작하기' }).click();
  await preview.expectPath('A', /^\/chat\/?$/);
  const tutorial = app.getByRole('dialog', { name: '담이와 이렇게 이야기해요' });
  await tutorial.getByRole('button', { name: '시작하기' }).click();
  await expect(tutorial).toBeHidden();
  await expect(field(app)).toBeVisible();
  return app;
}

/** The member's messages with this text as the server stored them. */
async function storedTimes(api: ContractApi, token: string, text: string): Promise<number> {
  const newest = await api.call('getCurrentChatMessages', { token, query: { page: 0, size: 20 } });
  return newest.list.filter((m) => m.senderType === 'USER' && m.content === text).length;
}

/** 담이's reply is over: the send button is back and nothing streams. */
async function replyOver(app: FrameLocator): Promise<void> {
  await expect(sendButton(app)).toBeVisible({ timeout: 30_000 });
  await expect(app.locator('[aria-busy="true"]')).toHaveCount(0);
}

/** A new, tested member with the chat open on phone A. */
async function chatOpenForTestedMember(preview: DevicePreview, api: ContractApi, name: string) {
  const identity = uniqueIdentity(name);
  const token = await onboardedMember(api, identity, '민준');
  await takeTestThroughApi(api, token);
  return { token, app: await openChat(preview, identity) };
}

/** One turn, sent with Enter, with 담이's whole reply. */
async function talk(app: FrameLocator, text: string): Promise<void> {
  await field(app).fill(text);
  await field(app).press('Enter');
  await replyOver(app);
}

test('offline: the send fails at once; 다시 시도 online sends it once, the field stays empty', async ({
  preview,
  page,
  api,
}) => {
  test.setTimeout(90_000);
  const { token, app } = await chatOpenForTestedMember(preview, api, 'chat-offline-send');
  const text = '연결이 끊긴 지하철에서 쓴 이야기야.';

  // A conversation under way (the app's code for sending and toasts has loaded), then the
  // connection goes.
  await talk(app, '오늘 있었던 일을 얘기하고 싶어.');
  await page.context().setOffline(true);
  await field(app).fill(text);
  await field(app).press('Enter');
  // A clear state within seconds: failed, with its text and a retry, no typing dots.
  const bubble = conversation(app).getByText(text, { exact: true });
  await expect(bubble).toBeVisible();
  await expect(app.getByText('보내지 못했어요')).toBeVisible({ timeout: 5_000 });
  await expect(app.getByText('담이가 답장을 쓰고 있어요')).toHaveCount(0);
  await expect(app.getByRole('button', { name: '다시 시도' })).toBeVisible();
  await expect(field(app)).toHaveValue('');
  await page.screenshot({ path: `${SHOTS}/chat-send-failed-offline.png` });

  await page.context().setOffline(false);
  const sends: string[] = [];
  page.on('request', (request) => {
    if (request.url().endsWith('/api/chatrooms/current/send')) sends.push(request.url());
  });
  await app.getByRole('button', { name: '다시 시도' }).click();
  await expect(app.getByText('보내지 못했어요')).toHaveCount(0);
  await replyOver(app);
  await expect(field(app)).toHaveValue('');
  await expect(bubble).toHaveCount(1);
  expect(sends).toHaveLength(1);
  expect(await storedTimes(api, token, text)).toBe(1);
});

test('a message that failed offline survives a reload and goes once', async ({
  preview,
  page,
  api,
}) => {
  test.setTimeout(120_000);
  const { token, app } = await chatOpenForTestedMember(preview, api, 'chat-offline-reload');
  const text = '터널에서 쓴 이야기라 못 갔을지도 몰라.';

  await talk(app, '오늘 있었던 일을 얘기하고 싶어.');
  await page.context().setOffline(true);
  await field(app).fill(text);
  await field(app).press('Enter');
  await expect(app.getByText('보내지 못했어요')).toBeVisible({ timeout: 5_000 });

  // Back online, the phone reloads (an app switch, a crash): what failed is still there, failed.
  await page.context().setOffline(false);
  await preview.reload('A');
  const bubble = conversation(app).getByText(text, { exact: true });
  await expect(bubble).toBeVisible();
  await expect(app.getByText('보내지 못했어요')).toBeVisible();
  await page.screenshot({ path: `${SHOTS}/chat-unsent-after-reload.png` });
  await app.getByRole('button', { name: '다시 시도' }).click();
  await expect(app.getByText('보내지 못했어요')).toHaveCount(0);
  await replyOver(app);
  expect(await storedTimes(api, token, text)).toBe(1);
  await preview.reload('A');
  await expect(bubble).toHaveCount(1);
  await expect(app.getByText('보내지 못했어요')).toHaveCount(0);
});

test('a stop pressed offline is told at once, and the line goes when the reply is over', async ({
  preview,
  page,
  api,
}) => {
  test.setTimeout(90_000);
  const { app } = await chatOpenForTestedMember(preview, api, 'chat-offline-stop');
  const stop = app.getByRole('button', { name: '답장 멈추기' });

  await field(app).fill('오늘 있었던 일을 얘기하고 싶어.');
  const sent = page.waitForResponse((r) => r.url().endsWith('/api/chatrooms/current/send'));
  await field(app).press('Enter');
  expect((await sent).ok()).toBe(true);
  await page.context().setOffline(true);
  await stop.click();
  const line = app.getByText('연결이 끊겨 답장을 멈추지 못했어요');
  await expect(line).toBeVisible({ timeout: 5_000 });
  await expect(stop).toBeEnabled();
  await page.screenshot({ path: `${SHOTS}/chat-stop-offline.png` });

  await page.context().setOffline(false);
  await replyOver(app);
  await expect(line).toHaveCount(0);
});

test('a double tap on send sends once and the reply is not stopped', async ({
  preview,
  page,
  api,
}) => {
  test.setTimeout(90_000);
  const { token, app } = await chatOpenForTestedMember(preview, api, 'chat-double-tap');
  const text = '두 번 눌러도 한 번만 가야 해.';
  const stops: string[] = [];
  page.on('request', (request) => {
    if (request.url().endsWith('/api/chatrooms/current/stop')) stops.push(request.url());
  });

  await field(app).fill(text);
  await sendButton(app).dblclick();
  await expect(conversation(app).getByText(text, { exact: true })).toHaveCount(1);
  await replyOver(app);
  expect(stops).toHaveLength(0);
  await expect(app.getByText('답장을 멈췄어요')).toHaveCount(0);
  expect(await storedTimes(api, token, text)).toBe(1);
  const newest = await api.call('getCurrentChatMessages', { token, query: { page: 0, size: 5 } });
  expect(newest.list[0]).toMatchObject({ senderType: 'ASSISTANT', status: 'DONE' });
});

test('the draft survives a reload', async ({ preview, api }) => {
  test.setTimeout(60_000);
  const { app } = await chatOpenForTestedMember(preview, api, 'chat-draft-reload');
  const draft = '아직 다 못 쓴 이야기인데,\n이어서 쓸게.';

  await field(app).fill(draft);
  await preview.reload('A');
  await expect(field(app)).toHaveValue(draft);
  await expect(sendButton(app)).toBeEnabled();
});

test('the attachment test is said first; the draft comes back with the member after it', async ({
  preview,
  page,
  api,
}) => {
  test.setTimeout(120_000);
  const identity = uniqueIdentity('chat-test-first');
  const token = await onboardedMember(api, identity, '서연');
  const draft = '남자친구가 요즘 연락이 뜸해서 서운한데, 말을 꺼내기가 어려워.';
  const app = preview.app('A');

  await test.step("home's chat card says so before the member starts", async () => {
    await preview.open();
    await preview.goto('A', '/login');
    await preview.signInWithKakao('A', identity);
    await preview.expectPath('A', /^\/$/);
    await expect(
      app.getByText('담이와 이야기하려면 먼저 애착 유형 테스트가 필요해요.'),
    ).toBeVisible();
    await page.screenshot({ path: `${SHOTS}/home-chat-card-test-first.png` });
    await app.getByRole('link', { name: '담이와 대화 시작하기' }).click();
    await preview.expectPath('A', /^\/chat\/?$/);
    const tutorial = app.getByRole('dialog', { name: '담이와 이렇게 이야기해요' });
    await tutorial.getByRole('button', { name: '시작하기' }).click();
  });

  await test.step('the chat says so above the field; a draft is kept, nothing is sent', async () => {
    const notice = app.getByRole('region', { name: TEST_FIRST });
    await expect(notice).toBeVisible();
    await field(app).fill(draft);
    await expect(sendButton(app)).toBeDisabled();
    await page.screenshot({ path: `${SHOTS}/chat-test-first.png` });
    await notice.getByRole('link', { name: '테스트 하러 가기' }).click();
    await expect
      .poll(() => new URL(preview.frame('A').url()).search)
      .toBe(`?from=${encodeURIComponent('/chat')}`);
    await preview.expectPath('A', /^\/attachment-test\/?$/);
  });

  await test.step('the test, then back to the chat with the draft', async () => {
    await app.getByRole('button', { name: '테스트 시작하기' }).click();
    for (let n = 1; n <= 36; n++) {
      await expect(app.getByRole('group', { name: new RegExp(`^${n}번 문항\\.`) })).toBeVisible();
      await app.getByRole('radio', { name: '그렇다', exact: true }).click();
    }
    await app.getByRole('button', { name: '결과 보기' }).click();
    await preview.expectPath('A', /^\/attachment-test\/result\/my\/?$/);
    const back = app.getByRole('link', { name: '담이와 이야기 이어가기' });
    await expect(back).toBeVisible();
    await expect(app.getByRole('heading', { level: 2, name: '혼란형' })).toBeVisible();
    await page.screenshot({ path: `${SHOTS}/result-back-to-chat.png`, animations: 'disabled' });
    await back.click();
    await preview.expectPath('A', /^\/chat\/?$/);
    await expect(field(app)).toHaveValue(draft);
    await expect(app.getByRole('region', { name: TEST_FIRST })).toHaveCount(0);
  });

  await test.step('it sends, once, and the draft is gone', async () => {
    await field(app).press('Enter');
    await expect(conversation(app).getByText(draft, { exact: true })).toHaveCount(1);
    await replyOver(app);
    await expect(field(app)).toHaveValue('');
    expect(await storedTimes(api, token, draft)).toBe(1);
    await preview.reload('A');
    await expect(field(app)).toHaveValue('');
  });
});
