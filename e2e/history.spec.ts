// The chat history on the device preview (issue 9): two finished chats (completed through the
// API), found by a keyword, opened, read, and one deleted in delete mode; axe on every history
// screen. Runs against the real server in demo mode (the scripted counsellor).
import {
  expect,
  expectButtonsTracked,
  expectPagesTracked,
  onboardedMember,
  openAppWithToken,
  takeTestThroughApi,
  test,
  uniqueIdentity,
  type ContractApi,
  type DevicePreview,
} from './fixtures';

test.use({ viewport: { width: 1280, height: 1000 } });

/** Waits until phone A's app is at this path and search (`/history?keyword=…`, decoded). */
async function expectLocation(preview: DevicePreview, expected: RegExp): Promise<void> {
  await expect
    .poll(() => {
      const url = new URL(preview.frame('A').url());
      return decodeURIComponent(url.pathname + url.search);
    })
    .toMatch(expected);
}

/**
 * POST complete. A member may end 5 rooms a minute (decision 0040): a refusal (42900) is waited
 * out for its `Retry-After` and the request made again.
 */
async function completeWithinLimit(api: ContractApi, token: string): Promise<void> {
  for (;;) {
    const response = await api.send('completeChatRoom', { token });
    if (response.status() !== 429) {
      expect(response.ok(), await response.text()).toBe(true);
      return;
    }
    const seconds = Number(response.headers()['retry-after'] ?? '1');
    await new Promise((resolve) => setTimeout(resolve, seconds * 1000 + 200));
  }
}

/** One chat through the API: a message, its reply, complete, then the summary READY. */
async function finishedChat(api: ContractApi, token: string, message: string) {
  await api.call('getCurrentChatRoom', { token });
  await api.call('sendChatMessage', { token, body: { message } });
  await expect
    .poll(async () => (await api.call('getCurrentChatRoom', { token })).pendingReply, {
      timeout: 15_000,
    })
    .toBe(false);
  const { chatRoomId } = await api.call('completeChatRoom', { token });
  let summary = await api.call('getChatRoomSummary', {
    token,
    params: { chatRoomId: String(chatRoomId) },
  });
  await expect
    .poll(
      async () => {
        summary = await api.call('getChatRoomSummary', {
          token,
          params: { chatRoomId: String(chatRoomId) },
        });
        return summary.summaryState;
      },
      { timeout: 15_000 },
    )
    .toBe('READY');
  return summary;
}

test('two finished chats: find one by a keyword, open and read it, delete the other', async ({
  preview,
  api,
}) => {
  const member = uniqueIdentity('history');
  const token = await onboardedMember(api, member, '민준');
  await takeTestThroughApi(api, token);
  const contact = await finishedChat(api, token, '여자친구가 연락을 자주 안 해서 서운했어.');
  const anniversary = await finishedChat(api, token, '기념일 선물을 뭘 해야 할지 고민이야.');
  expect(contact.situationKeyword).toBe('연락');
  expect(anniversary.situationKeyword).toBe('기념일');

  await preview.open();
  await preview.goto('A', '/login');
  await preview.signInWithKakao('A', member);
  await preview.expectPath('A', /^\/$/);
  const app = preview.app('A');

  await test.step('the list: both chats, newest first, from the bottom navigation', async () => {
    await app.getByRole('link', { name: '히스토리' }).click();
    await preview.expectPath('A', /^\/history\/?$/);
    const list = app.getByRole('list', { name: '지난 대화' });
    await expect(list.getByRole('link')).toHaveCount(2);
    await expect(list.getByRole('link').first()).toContainText(anniversary.totalSummary!);
    await expect(list.getByRole('link').nth(1)).toContainText(contact.totalSummary!);
    await preview.expectAppAccessible('A');
  });

  await test.step('search by a keyword (kept in the URL), then open the one found', async () => {
    await app.getByRole('searchbox', { name: '대화 기록 검색' }).fill('연락');
    await expectLocation(preview, /^\/history\/?\?keyword=연락$/);
    const list = app.getByRole('list', { name: '지난 대화' });
    await expect(list.getByRole('link')).toHaveCount(1);
    await expect(list.getByRole('link')).toContainText(contact.totalSummary!);
    await preview.expectAppAccessible('A');
    await app.getByRole('searchbox', { name: '대화 기록 검색' }).fill('없는 낱말');
    await expect(app.getByText('‘없는 낱말’에 맞는 대화가 없어요')).toBeVisible();
    await preview.expectAppAccessible('A');
    await app.getByRole('searchbox', { name: '대화 기록 검색' }).fill('연락');
    await list.getByRole('link').click();
    await expectLocation(preview, /^\/chat\/result\/?\?chatId=\d+&fromHistory=true$/);
    await expect(app.getByRole('heading', { name: contact.totalSummary! })).toBeVisible();
  });

  await test.step('read the conversation, then back to the list as it was', async () => {
    await app.getByRole('button', { name: '대화 다시 보기' }).click();
    await expectLocation(preview, /^\/chat\/?\?chatId=\d+$/);
    await expect(app.getByText('여자친구가 연락을 자주 안 해서 서운했어.')).toBeVisible();
    await app.getByRole('button', { name: '뒤로 가기' }).click();
    await expectLocation(preview, /^\/chat\/result\/?\?chatId=\d+&fromHistory=true$/);
    await app.getByRole('button', { name: '닫기' }).click();
    await expectLocation(preview, /^\/history\/?\?keyword=연락$/);
    await expect(app.getByRole('searchbox', { name: '대화 기록 검색' })).toHaveValue('연락');
  });

  await test.step('delete mode: choose the other chat, confirm, it is gone', async () => {
    await app.getByRole('button', { name: '검색어 지우기' }).click();
    await expect(app.getByRole('list', { name: '지난 대화' }).getByRole('link')).toHaveCount(2);
    await app.getByRole('link', { name: '편집' }).click();
    await preview.expectPath('A', /^\/history\/delete\/?$/);
    await preview.expectAppAccessible('A');
    await app.getByText(anniversary.totalSummary!).click();
    await app.getByRole('button', { name: '1개 삭제하기' }).click();
    const dialog = app.getByRole('dialog', { name: '대화 기록 1개를 삭제할까요?' });
    await expect(dialog).toBeVisible();
    await preview.expectAppAccessible('A');
    await dialog.getByRole('button', { name: '삭제하기' }).click();
    await preview.expectPath('A', /^\/history\/?$/);
    const list = app.getByRole('list', { name: '지난 대화' });
    await expect(list.getByRole('link')).toHaveCount(1);
    await expect(list.getByRole('link')).toContainText(contact.totalSummary!);
  });

  const rooms = await api.call('listChatRooms', { token, query: { page: 0, size: 10 } });
  expect(rooms.list.map((room) => room.chatRoomId)).toEqual([contact.chatRoomId]);
  await expectButtonsTracked(preview.frame('A'), [
    'search_history',
    'select_history',
    'view_chat',
    'close_result',
    'delete_mode',
    'select_item',
    'delete_selected',
  ]);
  await expectPagesTracked(preview.frame('A'), [
    'history_main',
    'chat_result',
    'chat_main',
    'history_delete',
  ]);
});

test('a new member’s history is a friendly start, and axe finds nothing', async ({
  preview,
  api,
}) => {
  const member = uniqueIdentity('history-empty');
  await onboardedMember(api, member, '서연');
  await preview.open();
  await preview.goto('A', '/login');
  await preview.signInWithKakao('A', member);
  await preview.expectPath('A', /^\/$/);
  await preview.goto('A', '/history');
  const app = preview.app('A');
  await expect(app.getByRole('heading', { name: '아직 담아 둔 대화가 없어요' })).toBeVisible();
  await preview.expectAppAccessible('A');
  await app.getByRole('link', { name: '담이와 첫 대화 시작하기' }).click();
  await preview.expectPath('A', /^\/chat\/?$/);
});

test.describe('a long history on a phone-sized window', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('scrolling loads the next 10; a result’s close comes back at the same place', async ({
    page,
    api,
  }) => {
    // Twelve rooms of one member: past 5 completions a minute this waits (about 2 minutes).
    test.setTimeout(240_000);
    const token = await onboardedMember(api, uniqueIdentity('history-long'), '민준');
    await takeTestThroughApi(api, token);
    for (let i = 0; i < 12; i += 1) {
      await api.call('getCurrentChatRoom', { token });
      await api.call('sendChatMessage', { token, body: { message: `연락 문제 ${i}번째 이야기` } });
      await expect
        .poll(async () => (await api.call('getCurrentChatRoom', { token })).pendingReply)
        .toBe(false);
      await completeWithinLimit(api, token);
    }
    await openAppWithToken(page, token, '/history');
    const rooms = page.getByRole('list', { name: '지난 대화' }).getByRole('link');
    await expect(rooms).toHaveCount(10);
    await page.mouse.wheel(0, 3000);
    await expect(rooms).toHaveCount(12);
    await page.mouse.wheel(0, 3000);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(500);
    // Where the wheel left the page once it has stopped moving (a busy machine may still be
    // scrolling when the first read comes).
    let scrolled = -1;
    await expect
      .poll(
        async () => {
          const now = await page.evaluate(() => window.scrollY);
          const still = now === scrolled;
          scrolled = now;
          return still;
        },
        { intervals: [250] },
      )
      .toBe(true);
    await rooms.nth(11).click();
    await expect(page).toHaveURL(/\/chat\/result\?chatId=\d+&fromHistory=true$/);
    await page.getByRole('button', { name: '닫기' }).click();
    await expect(page).toHaveURL(/\/history$/);
    await expect(rooms).toHaveCount(12);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(scrolled);
  });
});
