// Two partners on the two phones of the device preview: A shares an invite code, B enters it during
// onboarding and A sees the couple connected modal live; B disconnects and A sees the notice live;
// then, with A's phone closed, B links again with A's new code and A sees the connected modal when
// the app opens again (from the pending notifications), once.
import { ErrorCode } from '@dama/contract';
import {
  countRequests,
  expect,
  expectButtonsTracked,
  expectErrorCode,
  expectPagesTracked,
  inviteCodeThroughApi,
  koreanDayBefore,
  pickDate,
  onboardThroughApi,
  streamOpened,
  test,
  uniqueIdentity,
  waitForOperation,
  type DevicePreview,
} from './fixtures';

// Two phones side by side need a desktop-sized window (this spec runs in the `app` project).
test.use({ viewport: { width: 1280, height: 1000 } });

const CONNECTED = '커플 연동이 완료되었어요!';
const DISCONNECTED = '커플 연결이 끊어졌어요';

function dialog(preview: DevicePreview, phone: 'A' | 'B', name: string) {
  return preview.app(phone).getByRole('dialog', { name });
}

test('partners link live, unlink live, and a link made while one phone was closed shows when it opens', async ({
  preview,
  page,
  context,
  api,
}) => {
  test.setTimeout(180_000);
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  const minjun = uniqueIdentity('couple-a');
  const seoyeon = uniqueIdentity('couple-b');
  const a = preview.app('A');
  const b = preview.app('B');
  const pendingReadsA = countRequests(page, 'A', 'getPendingNotifications');
  const markedReadA = countRequests(page, 'A', 'markNotificationsRead');
  let code = '';

  await test.step('A signs up and copies the invite code in couple management', async () => {
    await preview.open();
    await preview.goto('A', '/login');
    await preview.signInWithKakao('A', minjun);
    await preview.expectPath('A', /^\/onboarding\/terms\/?$/);
    // A's onboarding is not under test here: through the API, 99 days ago → D+100.
    await onboardThroughApi(api, await preview.accessToken('A'), {
      nickname: '민준',
      startLoveDate: koreanDayBefore(99),
    });

    const opened = streamOpened(page, 'A');
    await preview.goto('A', '/my-page');
    await a.getByRole('button', { name: '커플 관리' }).click();
    await preview.expectPath('A', /^\/my-page\/couple-management\/?$/);
    await opened;
    await expect(a.getByRole('heading', { name: '연인의 코드로 연결하기' })).toBeVisible();
    await preview.expectAppAccessible('A');

    await a.getByRole('button', { name: '코드 복사하기' }).click();
    await expect(a.getByText('초대 코드를 복사했어요')).toBeVisible();
    code = await page.evaluate(() => navigator.clipboard.readText());
    expect(code).toMatch(/^[A-Z0-9]{7}$/);
    await expectButtonsTracked(preview.frame('A'), ['open_couple_manage', 'copy_invite_code']);
    await expectPagesTracked(preview.frame('A'), ['mypage_main', 'mypage_couple']);
  });

  await test.step('B onboards and enters the code; A sees the connected modal live', async () => {
    await preview.goto('B', '/login');
    await preview.signInWithKakao('B', seoyeon);
    await preview.expectPath('B', /^\/onboarding\/terms\/?$/);
    await b.getByText('약관 전체 동의').click();
    await b.getByRole('button', { name: '다음' }).click();
    await b.getByLabel('닉네임').fill('서연');
    await b.getByRole('button', { name: '다음' }).click();
    await pickDate(b, '처음 만난 날', koreanDayBefore(9));
    await b.getByRole('button', { name: '다음' }).click();
    await preview.expectPath('B', /^\/onboarding\/my-code\/?$/);
    await b.getByRole('button', { name: '연인의 코드 입력하기' }).click();
    await preview.expectPath('B', /^\/onboarding\/partner-code\/?$/);
    await preview.expectAppAccessible('B');

    // A code of the wrong format is refused on the phone, before any request.
    const linkCallsB = countRequests(page, 'B', 'linkCouple');
    const codeField = b.getByLabel('연인의 초대 코드');
    await codeField.fill('AB!@#12');
    await b.getByRole('button', { name: '연결하기' }).click();
    await expect(b.getByText('초대 코드 형식이 올바르지 않습니다.')).toBeVisible();
    await expect(b.getByRole('alert')).toHaveText('초대 코드는 영문 대문자와 숫자 7자리예요.');
    await expect(codeField).toHaveAttribute('aria-invalid', 'true');

    // A wrong code next: the SPEC 8.3 toast, the reason at the field, and nothing happens on
    // A's phone.
    await codeField.fill(code === 'ZZZZZZZ' ? 'YYYYYYY' : 'ZZZZZZZ');
    await expect(codeField).not.toHaveAttribute('aria-invalid');
    const refused = waitForOperation(page, 'B', 'linkCouple');
    await b.getByRole('button', { name: '연결하기' }).click();
    await expectErrorCode(await refused, ErrorCode.NO_SUCH_COUPLE_CODE);
    expect(linkCallsB.count).toBe(1);
    await expect(b.getByText('잘못된 초대 코드입니다')).toBeVisible();
    await expect(b.getByRole('alert')).toHaveText(
      '이 초대 코드를 찾을 수 없어요. 한 글자씩 다시 확인해 주세요.',
    );

    const readsBeforeLink = pendingReadsA.count;
    // Typed in lower case, the field upper-cases it.
    await b.getByLabel('연인의 초대 코드').fill(code.toLowerCase());
    await expect(b.getByLabel('연인의 초대 코드')).toHaveValue(code);
    await b.getByRole('button', { name: '연결하기' }).click();

    await expect(dialog(preview, 'B', CONNECTED)).toBeVisible();
    await expect(dialog(preview, 'B', CONNECTED)).toContainText('민준님과 함께');
    await preview.expectAppAccessible('B');

    await expect(dialog(preview, 'A', CONNECTED)).toBeVisible();
    await expect(dialog(preview, 'A', CONNECTED)).toContainText('서연님과 함께');
    await expect(dialog(preview, 'A', CONNECTED)).toContainText('마이페이지에서 설정할 수 있어요');
    // Live: A did not ask for the pending list again to learn of it.
    expect(pendingReadsA.count).toBe(readsBeforeLink);
    await preview.expectAppAccessible('A');

    const marksBefore = markedReadA.count;
    await dialog(preview, 'A', CONNECTED).getByRole('button', { name: '확인' }).click();
    await expect(dialog(preview, 'A', CONNECTED)).toBeHidden();
    await expect.poll(() => markedReadA.count).toBe(marksBefore + 1);
    // The partner row replaces the connect form on A's couple management.
    await expect(a.getByRole('button', { name: /서연/ })).toBeVisible();

    await dialog(preview, 'B', CONNECTED).getByRole('button', { name: '확인' }).click();
    await preview.expectPath('B', /^\/onboarding\/complete\/?$/);
    await b.getByRole('button', { name: '담아 시작하기' }).click();
    await preview.expectPath('B', /^\/$/);
    // The couple's date is the code owner's (A's): D+100, and both nicknames on home.
    await expect(b.getByText('D+100')).toBeVisible();
    await expect(b.getByText(/서연\s*♥/)).toBeVisible();
    await expectButtonsTracked(preview.frame('B'), [
      'go_partner_code',
      'connect_partner',
      'start_service',
    ]);
    await expectPagesTracked(preview.frame('B'), ['onboarding_my_code', 'onboarding_partner_code']);
  });

  await test.step('B changes the nickname and the date; A’s home shows both live', async () => {
    const opened = streamOpened(page, 'A');
    // The live-event handlers load after sign-in; they read the pending list as they start.
    const handlersReady = waitForOperation(page, 'A', 'getPendingNotifications');
    await preview.goto('A', '/');
    await Promise.all([opened, handlersReady]);
    await expect(a.getByText(/민준\s*♥.*서연$/)).toBeVisible();
    await expect(a.getByText('D+100')).toBeVisible();
    const tokenB = (await preview.stored('B'))?.tokens?.accessToken;
    expect(tokenB).toBeTruthy();
    const partnerReadsA = countRequests(page, 'A', 'getPartner');

    await api.call('updateMember', { token: tokenB, body: { nickname: '서연이' } });
    await expect(a.getByText(/민준\s*♥.*서연이$/)).toBeVisible();
    await api.call('updateStartLoveDate', {
      token: tokenB,
      body: { startLoveDate: koreanDayBefore(199) },
    });
    await expect(a.getByText('D+200')).toBeVisible();
    // Read again on the event, with no reload of the page.
    expect(partnerReadsA.count).toBeGreaterThan(0);

    // Back as it was, for the steps that follow.
    await api.call('updateMember', { token: tokenB, body: { nickname: '서연' } });
    await api.call('updateStartLoveDate', {
      token: tokenB,
      body: { startLoveDate: koreanDayBefore(99) },
    });
    await expect(a.getByText(/민준\s*♥.*서연$/)).toBeVisible();
    await expect(a.getByText('D+100')).toBeVisible();
  });

  await test.step('B disconnects in couple management; A sees the notice live', async () => {
    await expect(a.getByText(/민준\s*♥/)).toBeVisible();
    await expect(a.getByText('D+100')).toBeVisible();

    await b.getByRole('link', { name: '마이페이지' }).click();
    await b.getByRole('button', { name: '커플 관리' }).click();
    await preview.expectPath('B', /^\/my-page\/couple-management\/?$/);
    await b.getByRole('button', { name: /민준/ }).click();
    const sheet = b.getByRole('dialog', { name: '민준님의 정보' });
    await expect(sheet).toBeVisible();
    await expect(sheet.getByText('D+100')).toBeVisible();
    await preview.expectAppAccessible('B');
    await page.keyboard.press('Escape');
    await expect(sheet).toBeHidden();

    await b.getByRole('button', { name: '커플 연결 끊기' }).click();
    const confirm = dialog(preview, 'B', '정말 커플 연동을 끊으시겠어요?');
    await expect(confirm).toContainText('30일 안에 다시 연결하면 되살릴 수 있어요');
    await preview.expectAppAccessible('B');
    const readsBeforeUnlink = pendingReadsA.count;
    await confirm.getByRole('button', { name: '연결 끊기' }).click();
    await expect(b.getByText('커플 연결이 끊어졌어요')).toBeVisible();
    await expect(b.getByRole('heading', { name: '연인의 코드로 연결하기' })).toBeVisible();
    await expectButtonsTracked(preview.frame('B'), [
      'open_couple_manage',
      'open_partner_sheet',
      'disconnect_couple',
    ]);

    const notice = dialog(preview, 'A', DISCONNECTED);
    await expect(notice).toBeVisible();
    await expect(notice).toContainText('그대로 볼 수 있어요');
    expect(pendingReadsA.count).toBe(readsBeforeUnlink);
    await preview.expectAppAccessible('A');
    const marksBefore = markedReadA.count;
    await notice.getByRole('button', { name: '마이페이지 가기' }).click();
    await preview.expectPath('A', /^\/my-page\/?$/);
    await expect.poll(() => markedReadA.count).toBe(marksBefore + 1);
  });

  await test.step('the partner-status screens explain what is missing', async () => {
    await preview.goto('A', '/partner-status?type=not-connected');
    await expect(a.getByRole('heading', { name: '아직 연결된 연인이 없어요' })).toBeVisible();
    await preview.expectAppAccessible('A');
    await a.getByRole('button', { name: '커플 연결하러 가기' }).click();
    await preview.expectPath('A', /^\/my-page\/couple-management\/?$/);

    // An unknown type falls back to not-tested.
    await preview.goto('A', '/partner-status?type=whatever');
    await expect(
      a.getByRole('heading', { name: '연인이 아직 테스트를 하지 않았어요' }),
    ).toBeVisible();
    await preview.expectAppAccessible('A');
    await expectPagesTracked(preview.frame('A'), ['partner_status']);
  });

  await test.step("with A's phone closed, B links again with A's new code", async () => {
    // Closing the phone: its app document goes away, stream and all.
    await preview.frame('A').goto('about:blank');
    const newCode = await inviteCodeThroughApi(api, await preview.accessToken('A'));
    expect(newCode).not.toBe(code);

    await b.getByLabel('연인의 초대 코드').fill(newCode);
    await b.getByRole('button', { name: '연결하기' }).click();
    await expect(dialog(preview, 'B', CONNECTED)).toBeVisible();
    await dialog(preview, 'B', CONNECTED).getByRole('button', { name: '확인' }).click();
    await expect(b.getByRole('button', { name: /민준/ })).toBeVisible();
  });

  await test.step('A opens the app again and sees the connected modal once, from the pending list', async () => {
    const marksBefore = markedReadA.count;
    await preview.goto('A', '/');
    await expect(dialog(preview, 'A', CONNECTED)).toBeVisible();
    await expect(dialog(preview, 'A', CONNECTED)).toContainText('서연님과 함께');
    await preview.expectAppAccessible('A');
    await dialog(preview, 'A', CONNECTED).getByRole('button', { name: '확인' }).click();
    await expect(dialog(preview, 'A', CONNECTED)).toBeHidden();
    await expect.poll(() => markedReadA.count).toBe(marksBefore + 1);
    await expect(a.getByText(/민준\s*♥/)).toBeVisible();

    // Marked read: the server has nothing pending for A, and opening the app again shows nothing.
    const pendingNow = await api.call('getPendingNotifications', {
      token: await preview.accessToken('A'),
    });
    expect(pendingNow.list).toEqual([]);
    const opened = streamOpened(page, 'A');
    const reads = pendingReadsA.count;
    await preview.goto('A', '/');
    await opened;
    await expect.poll(() => pendingReadsA.count).toBeGreaterThan(reads);
    await expect(a.getByText(/민준\s*♥/)).toBeVisible();
    await expect(dialog(preview, 'A', CONNECTED)).toHaveCount(0);
  });
});
