// A member's first journey on phone A of the device preview: intro → login → onboarding → home →
// my-page (profile edits) → logout → sign in again → withdrawal → sign in as a new member.
import {
  expect,
  expectButtonsTracked,
  expectPagesTracked,
  koreanDayBefore,
  pickDate,
  test,
  uniqueIdentity,
  type DevicePreview,
} from './fixtures';

async function openAccountSettings(preview: DevicePreview): Promise<void> {
  const app = preview.app('A');
  await app
    .getByRole('link', { name: '마이페이지' })
    .or(app.getByRole('button', { name: '마이페이지' }))
    .first()
    .click();
  await preview.expectPath('A', /^\/my-page\/?$/);
  await app.getByRole('button', { name: '계정 설정' }).click();
  await preview.expectPath('A', /^\/my-page\/account-settings\/?$/);
}

test('a new member signs up, edits the profile, logs out, comes back and withdraws', async ({
  preview,
  context,
}) => {
  test.setTimeout(180_000);
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  const member = uniqueIdentity('journey');
  const app = preview.app('A');
  const frame = () => preview.frame('A');

  await test.step('intro, then the login screen', async () => {
    await preview.open();
    await preview.expectPath('A', /^\/intro\/?$/);
    await preview.expectAppAccessible('A');
    const start = app.getByRole('button', { name: '시작하기' });
    while (!(await start.isVisible())) {
      await app.getByRole('button', { name: '다음' }).click();
    }
    await start.click();
    await preview.expectPath('A', /^\/login\/?$/);
    await expect(app.getByRole('button', { name: '카카오로 시작하기' })).toBeVisible();
    await preview.expectAppAccessible('A');
    await expectButtonsTracked(frame(), ['next_intro', 'start_intro']);
    await expectPagesTracked(frame(), ['intro', 'login']);
  });

  await test.step('Kakao sign-in through the preview login sheet', async () => {
    await preview.signInWithKakao('A', member);
    await preview.expectPath('A', /^\/onboarding\/terms\/?$/);
    await expectButtonsTracked(frame(), ['login_kakao']);
    await expect(app.getByText('약관 전체 동의')).toBeVisible();
    await preview.expectAppAccessible('A');
  });

  await test.step('onboarding: terms, nickname, anniversary, my code, complete', async () => {
    await app.getByText('약관 전체 동의').click();
    await app.getByRole('button', { name: '다음' }).click();
    await preview.expectPath('A', /^\/onboarding\/nickname\/?$/);
    await preview.expectAppAccessible('A');

    await app.getByLabel('닉네임').fill('민준');
    await app.getByRole('button', { name: '다음' }).click();
    await preview.expectPath('A', /^\/onboarding\/anniversary\/?$/);
    await preview.expectAppAccessible('A');

    // The start day counts as D+1: 99 days ago is D+100.
    await pickDate(app, '처음 만난 날', koreanDayBefore(99));
    await app.getByRole('button', { name: '다음' }).click();
    await preview.expectPath('A', /^\/onboarding\/my-code\/?$/);
    await expect(app.getByRole('button', { name: '코드 복사하기' })).toBeVisible();
    await preview.expectAppAccessible('A');

    await app.getByRole('button', { name: '코드 복사하기' }).click();
    await expect(app.getByText('초대 코드를 복사했어요')).toBeVisible();
    await app.getByRole('button', { name: /^(다음|건너뛰기|나중에 연결할게요)$/ }).click();
    await preview.expectPath('A', /^\/onboarding\/complete\/?$/);
    await preview.expectAppAccessible('A');

    await app.getByRole('button', { name: '담아 시작하기' }).click();
    await preview.expectPath('A', /^\/$/);
    await expect(app.getByText('D+100')).toBeVisible();
    await preview.expectAppAccessible('A');

    await expectButtonsTracked(frame(), [
      'agree_all',
      'next_terms',
      'next_nickname',
      'next_anniversary',
      'copy_my_code',
      'skip_partner',
      'start_service',
    ]);
    await expectPagesTracked(frame(), [
      'onboarding_terms',
      'onboarding_nickname',
      'onboarding_anniversary',
      'onboarding_my_code',
      'onboarding_complete',
      'home',
    ]);
  });

  await test.step('my page: change the nickname and the anniversary', async () => {
    await app
      .getByRole('link', { name: '마이페이지' })
      .or(app.getByRole('button', { name: '마이페이지' }))
      .first()
      .click();
    await preview.expectPath('A', /^\/my-page\/?$/);
    await preview.expectAppAccessible('A');
    await app.getByRole('button', { name: '프로필 수정' }).click();
    await preview.expectPath('A', /^\/my-page\/profile\/?$/);
    await preview.expectAppAccessible('A');

    await app.getByRole('button', { name: /^닉네임/ }).click();
    const nicknameSheet = app.getByRole('dialog', { name: '닉네임 변경' });
    await expect(nicknameSheet).toBeVisible();
    await preview.expectAppAccessible('A');
    await nicknameSheet.getByLabel('닉네임').fill('준이');
    await nicknameSheet.getByRole('button', { name: '저장하기' }).click();
    await expect(app.getByText('닉네임이 변경되었어요!')).toBeVisible();
    await expect(app.getByRole('button', { name: /^닉네임/ })).toContainText('준이');

    await app.getByRole('button', { name: /^처음 만난 날/ }).click();
    const dateSheet = app.getByRole('dialog', { name: '처음 만난 날 변경' });
    await pickDate(dateSheet, '처음 만난 날', koreanDayBefore(199));
    await dateSheet.getByRole('button', { name: '저장하기' }).click();
    await expect(app.getByText('디데이가 변경되었어요!')).toBeVisible();

    await expectButtonsTracked(frame(), [
      'go_mypage',
      'open_profile_edit',
      'save_nickname',
      'open_anniversary_sheet',
      'save_anniversary',
    ]);
    await expectPagesTracked(frame(), ['mypage_main', 'mypage_profile']);
  });

  await test.step('log out from account settings', async () => {
    await app.getByRole('button', { name: '뒤로 가기' }).click();
    await preview.expectPath('A', /^\/my-page\/?$/);
    await app.getByRole('button', { name: '계정 설정' }).click();
    await preview.expectPath('A', /^\/my-page\/account-settings\/?$/);
    await preview.expectAppAccessible('A');

    await app.getByRole('button', { name: '로그아웃' }).click();
    const modal = app
      .getByRole('alertdialog', { name: '로그아웃 하시겠어요?' })
      .or(app.getByRole('dialog', { name: '로그아웃 하시겠어요?' }));
    await expect(modal).toBeVisible();
    await preview.expectAppAccessible('A');
    await modal.getByRole('button', { name: '로그아웃' }).click();

    await preview.expectPath('A', /^\/login\/?$/);
    await preview.expectSignedOut('A');
    await expectButtonsTracked(frame(), ['open_account_settings', 'logout']);
  });

  await test.step('signing in again as the same member lands on home', async () => {
    await preview.signInWithKakao('A', member);
    await preview.expectPath('A', /^\/$/);
    await expect(app.getByText('D+200')).toBeVisible();
  });

  await test.step('withdraw from account settings', async () => {
    await openAccountSettings(preview);
    await app.getByRole('button', { name: '회원 탈퇴' }).click();
    const modal = app
      .getByRole('alertdialog', { name: '정말 계정을 탈퇴하시겠어요?' })
      .or(app.getByRole('dialog', { name: '정말 계정을 탈퇴하시겠어요?' }));
    await expect(modal).toBeVisible();
    await preview.expectAppAccessible('A');
    // The shell's logout after a withdrawal makes no server call (it could only fail now).
    const logoutCalls: number[] = [];
    preview.page.on('response', (response) => {
      if (new URL(response.url()).pathname === '/api/logout') logoutCalls.push(response.status());
    });
    await modal.getByRole('button', { name: '탈퇴하기' }).click();

    await preview.expectPath('A', /^\/login\/?$/);
    await preview.expectSignedOut('A');
    // The login screen confirms it.
    await expect(app.getByRole('status')).toHaveText(
      '탈퇴가 완료되었어요. 그동안 담아를 이용해 주셔서 고마워요.',
    );
    await preview.expectAppAccessible('A');
    expect(logoutCalls).toEqual([]);
    await expectButtonsTracked(frame(), ['withdraw']);
  });

  await test.step('the same identity now signs up as a new member', async () => {
    await preview.signInWithKakao('A', member);
    await preview.expectPath('A', /^\/onboarding\/terms\/?$/);
  });
});
