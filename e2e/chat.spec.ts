// The counselling chat on the device preview (issue 8): a whole conversation from home to the
// result; stopping a reply; a phone that goes offline mid-reply and catches up; a member without
// a partner reaching the paused state; axe on every chat screen. Runs against the real server in
// demo mode (the scripted counsellor), with members set up through the API.
import type { FrameLocator, Locator } from '@playwright/test';
import {
  expect,
  expectButtonsTracked,
  expectPagesTracked,
  linkCoupleThroughApi,
  onboardedMember,
  takeTestThroughApi,
  test,
  uniqueIdentity,
  type ContractApi,
  type DevicePreview,
  type PhoneName,
  type TestIdentity,
} from './fixtures';

// Two phones side by side need a desktop-sized window (this spec runs in the `app` project).
test.use({ viewport: { width: 1280, height: 1000 } });

/** The scripted counsellor finishes a level after a few turns; a bound so a stuck room fails. */
const MAX_TURNS_PER_LEVEL = 12;

const TURNS = [
  '어제 여자친구랑 연락 문제로 크게 싸웠어.',
  '내가 바빠서 답장을 늦게 했는데 많이 서운해하더라고.',
  '나는 일부러 그런 게 아니라서 억울했어.',
  '사실 나도 연락이 끊기면 불안해지는 편이야.',
  '앞으로는 바쁠 때 미리 말해 주면 좋을 것 같아.',
  '여자친구는 연락이 사랑의 표현이라고 생각하는 것 같아.',
  '나는 퇴근하고 나서 몰아서 연락하는 게 편하거든.',
  '주말에 만나서 서로 바라는 걸 차분히 이야기해 볼게.',
  '고마워, 오늘 이야기하니까 마음이 조금 가벼워졌어.',
];

/** The next line of the conversation: every message of a chat is different. */
let turnsSent = 0;
test.beforeEach(() => {
  turnsSent = 0;
});
function nextTurn(): string {
  const text = TURNS[turnsSent % TURNS.length] ?? '응';
  turnsSent += 1;
  return text;
}

/** An onboarded, tested member (with a tested partner when `withPartner`); returns the token. */
async function chatReadyMember(
  api: ContractApi,
  identity: TestIdentity,
  { withPartner }: { withPartner: boolean },
): Promise<string> {
  const token = await onboardedMember(api, identity, '민준');
  await takeTestThroughApi(api, token);
  if (withPartner) {
    const partner = await onboardedMember(api, uniqueIdentity('chat-partner'), '서연');
    await takeTestThroughApi(api, partner);
    await linkCoupleThroughApi(api, token, partner);
  }
  return token;
}

async function signInAndOpenChat(preview: DevicePreview, phone: PhoneName, who: TestIdentity) {
  await preview.open();
  await preview.goto(phone, '/login');
  await preview.signInWithKakao(phone, who);
  await preview.expectPath(phone, /^\/$/);
  const app = preview.app(phone);
  await app.getByRole('link', { name: '담이와 대화 시작하기' }).click();
  await preview.expectPath(phone, /^\/chat\/?$/);
  // The tutorial shows once.
  const tutorial = app.getByRole('dialog', { name: '담이와 이렇게 이야기해요' });
  await expect(tutorial).toBeVisible();
  await tutorial.getByRole('button', { name: '시작하기' }).click();
  await expect(tutorial).toBeHidden();
  return app;
}

const field = (app: FrameLocator) => app.getByLabel('담이에게 보낼 메시지');
const conversation = (app: FrameLocator) => app.getByRole('list', { name: '대화 내용' });

/**
 * Sends one message with Enter and waits for 담이's whole reply (the send button is back). A level
 * can finish a moment after its last reply (담이 reads the turn after answering), and the next
 * level's first question then streams: Enter sends nothing while 담이 speaks and the text stays in
 * the field, so Enter is pressed again until the message shows. Stops early when `until` shows
 * (the room moved on, or paused, before the message went).
 */
async function sendTurn(app: FrameLocator, text: string, until?: Locator): Promise<void> {
  const bubbles = conversation(app).getByText(text, { exact: true });
  const before = await bubbles.count();
  await expect(async () => {
    if (until && (await until.isVisible())) return;
    if ((await bubbles.count()) === before && (await field(app).isEnabled())) {
      if ((await field(app).inputValue()) !== text) await field(app).fill(text, { timeout: 1_000 });
      await field(app).press('Enter', { timeout: 1_000 });
    }
    await expect(bubbles).toHaveCount(before + 1, { timeout: 1_000 });
  }).toPass({ timeout: 30_000 });
  await expect(app.getByRole('button', { name: '보내기' })).toBeVisible({ timeout: 30_000 });
  await expect(app.locator('[aria-busy="true"]')).toHaveCount(0);
}

/** Talks until the level bar shows `level` (the app upgrades by itself) or the room pauses. */
async function talkUntil(app: FrameLocator, target: RegExp): Promise<void> {
  const reached = app.getByText(target).first();
  for (let turn = 0; turn < MAX_TURNS_PER_LEVEL; turn++) {
    if (await reached.isVisible()) return;
    await sendTurn(app, nextTurn(), reached);
  }
  await expect(reached).toBeVisible();
}

test('a whole conversation: home → chat through the four levels → loading → result', async ({
  preview,
  api,
}) => {
  test.setTimeout(300_000);
  const minjun = uniqueIdentity('chat-full');
  await chatReadyMember(api, minjun, { withPartner: true });
  const app = await signInAndOpenChat(preview, 'A', minjun);

  await test.step('담이 greets; the chat screen is accessible', async () => {
    await expect(app.getByText('1단계 · 상황 파악')).toBeVisible();
    await expect(conversation(app).getByText(/민준/).first()).toBeVisible();
    await preview.expectAppAccessible('A');
  });

  await test.step('the levels follow one another up to the closing', async () => {
    await talkUntil(app, /2단계 · 관계 이해/);
    await talkUntil(app, /3단계 · 해결 제안/);
    await talkUntil(app, /4단계 · 마무리/);
    await expect(app.getByRole('region', { name: '이야기를 마치고 정리해 볼까요?' })).toBeVisible();
    await preview.expectAppAccessible('A');
  });

  await test.step('ending the chat: confirm, loading, then the summary', async () => {
    await app.getByRole('button', { name: '대화 마치고 요약 보기' }).click();
    const confirm = app.getByRole('dialog', { name: '대화를 마칠까요?' });
    await confirm.getByRole('button', { name: '대화 마치기' }).click();
    await preview.expectPath('A', /^\/chat\/(loading|result)\/?$/);
    await preview.expectPath('A', /^\/chat\/result\/?$/);
    await expect(app.getByRole('list', { name: '키워드' })).toBeVisible({ timeout: 30_000 });
    await expect(app.getByRole('heading', { name: '1단계 · 상황 파악' })).toBeVisible();
    await preview.expectAppAccessible('A');
  });

  await test.step('the whole conversation, read-only, oldest first', async () => {
    await app.getByRole('button', { name: '대화 다시 보기' }).click();
    await preview.expectPath('A', /^\/chat\/?$/);
    await expect(conversation(app).getByText(TURNS[0] ?? '', { exact: true })).toBeVisible();
    await expect(field(app)).toHaveCount(0);
    await preview.expectAppAccessible('A');
  });

  await expectButtonsTracked(preview.frame('A'), ['start_new_chat', 'send_message']);
  await expectPagesTracked(preview.frame('A'), ['home', 'chat_main', 'chat_result']);
});

test('stop mid-reply: the partial reply stays, marked stopped', async ({ preview, api }) => {
  test.setTimeout(120_000);
  const member = uniqueIdentity('chat-stop');
  await chatReadyMember(api, member, { withPartner: true });
  const app = await signInAndOpenChat(preview, 'A', member);

  await field(app).fill(TURNS[0] ?? '');
  await field(app).press('Enter');
  const sentAt = Date.now();
  const stop = app.getByRole('button', { name: '답장 멈추기' });
  await expect(stop).toBeVisible();
  // The reply streams for about a second: look for its first text often (an assertion's own
  // retries back off to a second apart and could miss it on a busy machine).
  await expect
    .poll(() => app.locator('[aria-busy="true"]').count(), { intervals: [50], timeout: 15_000 })
    .toBeGreaterThan(0);
  // A tap on ■ within TAP_GUARD_MS (600 ms) of the send belongs to the send's tap sequence and
  // does nothing (decision 0052): the member taps once that moment is over.
  await preview.page.waitForTimeout(Math.max(0, 650 - (Date.now() - sentAt)));
  await stop.click();
  await expect(app.getByText('답장을 멈췄어요')).toBeVisible({ timeout: 15_000 });
  await expect(app.getByRole('button', { name: '보내기' })).toBeVisible();
  await preview.expectAppAccessible('A');
});

test('a phone offline mid-reply catches up: the finished reply shows once', async ({
  preview,
  api,
  page,
}) => {
  test.setTimeout(120_000);
  const member = uniqueIdentity('chat-offline');
  const token = await chatReadyMember(api, member, { withPartner: true });
  const app = await signInAndOpenChat(preview, 'A', member);
  const stop = app.getByRole('button', { name: '답장 멈추기' });

  await field(app).fill(TURNS[0] ?? '');
  const sent = page.waitForResponse((response) =>
    response.url().endsWith('/api/chatrooms/current/send'),
  );
  await field(app).press('Enter');
  expect((await sent).ok()).toBe(true);
  // The phone loses the network while 담이 is still answering (the reply streams for a second or
  // more; the check below says so rather than assuming it).
  await page.context().setOffline(true);
  expect((await api.call('getCurrentChatRoom', { token })).pendingReply).toBe(true);
  await expect(stop).toBeVisible();

  // The reply finishes on the server meanwhile; the phone, offline, cannot hear it end.
  await expect
    .poll(async () => (await api.call('getCurrentChatRoom', { token })).pendingReply, {
      timeout: 30_000,
    })
    .toBe(false);
  await expect(stop).toBeVisible();

  await page.context().setOffline(false);
  const newest = await api.call('getCurrentChatMessages', { token, query: { page: 0, size: 10 } });
  const reply = newest.list.find((message) => message.senderType === 'ASSISTANT');
  expect(reply?.status).toBe('DONE');
  await expect(conversation(app).getByText(reply?.content ?? '', { exact: true })).toHaveCount(1);
  await expect(app.locator('[aria-busy="true"]')).toHaveCount(0);
  await expect(app.getByRole('button', { name: '보내기' })).toBeVisible();
});

test('without a partner the chat pauses after level 1, showing how to connect', async ({
  preview,
  api,
}) => {
  test.setTimeout(180_000);
  const member = uniqueIdentity('chat-solo');
  await chatReadyMember(api, member, { withPartner: false });
  const app = await signInAndOpenChat(preview, 'A', member);

  const paused = app.getByRole('region', { name: '연인과 연결하면 다음 단계로 이어갈 수 있어요' });
  await talkUntil(app, /연인과 연결하면 다음 단계로 이어갈 수 있어요/);
  await expect(paused).toBeVisible();
  await expect(field(app)).toBeDisabled();
  await expect(app.getByText('1단계 · 상황 파악')).toBeVisible();
  await preview.expectAppAccessible('A');

  // The paused page fits the phone's screen: nothing scrolls the page, the header stays (issue 24).
  const frame = preview.frame('A');
  await frame.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
  const fit = await frame.evaluate(() => ({
    page: document.documentElement.scrollHeight,
    screen: window.innerHeight,
    headerTop: document.querySelector('header')?.getBoundingClientRect().top ?? -1,
  }));
  expect(fit.page).toBeLessThanOrEqual(fit.screen);
  expect(fit.headerTop).toBeGreaterThanOrEqual(0);
  await preview.page.screenshot({ path: 'test-results/shots/chat-paused-preview.png' });

  await paused.getByRole('link', { name: '연인 연결하러 가기' }).click();
  await preview.expectPath('A', /^\/my-page\/couple-management\/?$/);
});
