// Issue 24, the couple's part, on the device preview's two phones: an invite shared with its
// particle computed and a link that opens the partner-code step with the code filled; a pasted
// code with hyphens, spaces and lower case is cleaned by the contract's rule; a double click on
// 연결하기 sends one request and shows one outcome; when the partner then withdraws, the notice
// says truthfully what became of the couple's shared questions.
import type { Page } from '@playwright/test';
import {
  countRequests,
  expect,
  inviteCodeThroughApi,
  linkCoupleThroughApi,
  onboardedMember,
  streamOpened,
  test,
  uniqueIdentity,
  type DevicePreview,
  type TestIdentity,
} from './fixtures';
import type { ContractApi } from './fixtures/contract-api';

test.use({ viewport: { width: 1280, height: 1000 } });

/**
 * The particle after a code, by how its last character is read (written here, not taken from the
 * app): 3 삼, 6 육, 7 칠, 8 팔 and M, N, L end in a consonant → 이에요; the others → 예요.
 */
function copula(code: string): '이에요' | '예요' {
  return /[3678MNL]$/.test(code) ? '이에요' : '예요';
}

async function markAllRead(api: ContractApi, token: string): Promise<void> {
  const pending = await api.call('getPendingNotifications', { token });
  if (pending.list.length === 0) return;
  await api.call('markNotificationsRead', {
    token,
    body: { pendingNotifications: pending.list.map((n) => n.id) },
  });
}

/**
 * Two members whose codes are redrawn (link, unlink: both get new codes) until one ends in a
 * consonant sound, so the particle is the one the old text got wrong. Returns that member's token
 * (and the other's), unlinked, with no notice pending.
 */
async function memberWithConsonantCode(
  api: ContractApi,
): Promise<{ identity: TestIdentity; token: string }> {
  const identities = [uniqueIdentity('share-a'), uniqueIdentity('share-b')] as const;
  const tokens = [
    await onboardedMember(api, identities[0], '민준'),
    await onboardedMember(api, identities[1], '서연'),
  ] as const;
  const of = (token: string) => ({ identity: identities[tokens.indexOf(token)]!, token });
  // Ten rounds (five links by each, within the link attempt limit): 22 codes drawn.
  for (let round = 0; round <= 10; round++) {
    for (const token of tokens) {
      if (copula(await inviteCodeThroughApi(api, token)) === '이에요') {
        return of(token);
      }
    }
    if (round === 10) break;
    const [owner, joiner] = round % 2 === 0 ? tokens : [tokens[1], tokens[0]];
    await linkCoupleThroughApi(api, owner, joiner);
    await api.call('unlinkCouple', { token: joiner });
    await markAllRead(api, owner);
  }
  return of(tokens[0]);
}

function capturedShare(preview: DevicePreview) {
  return preview
    .frame('A')
    .evaluate(() => (window as unknown as { __shared?: ShareData }).__shared ?? null);
}

async function stubShareSheet(page: Page): Promise<void> {
  await page.addInitScript(() => {
    Object.defineProperty(navigator, 'share', {
      configurable: true,
      value: (data: ShareData) => {
        (window as unknown as { __shared?: ShareData }).__shared = data;
        return Promise.resolve();
      },
    });
  });
}

test('an invite is shared with its link; a pasted code is cleaned; a double click links once; a withdrawal is told truthfully', async ({
  preview,
  page,
  api,
}) => {
  test.setTimeout(180_000);
  await stubShareSheet(page);
  const sharer = await memberWithConsonantCode(api);
  const code = await inviteCodeThroughApi(api, sharer.token);
  const a = preview.app('A');
  const b = preview.app('B');
  const joiner = uniqueIdentity('share-c');
  let link = '';

  await test.step('A shares the invite: the particle after the code is computed, the link carries it', async () => {
    await preview.open();
    await preview.goto('A', '/login');
    await preview.signInWithKakao('A', sharer.identity);
    await preview.expectPath('A', /^\/$/);
    // A stays on this screen with the live stream open (B's link shows there live).
    const opened = streamOpened(page, 'A');
    await preview.goto('A', '/my-page/couple-management');
    await opened;
    await a.getByRole('button', { name: '공유하기' }).click();
    await expect.poll(() => capturedShare(preview)).not.toBeNull();
    const shared = await capturedShare(preview);
    expect(shared?.text).toBe(`담아에서 나와 연결해 줘요! 내 초대 코드는 ${code}${copula(code)}.`);
    link = shared?.url ?? '';
    expect(new URL(link).pathname).toBe('/onboarding/partner-code');
    expect(new URL(link).searchParams.get('code')).toBe(code);
  });

  await test.step('B, just signed up, opens the link: the partner-code step with the code filled', async () => {
    await preview.goto('B', '/login');
    await preview.signInWithKakao('B', joiner);
    await preview.expectPath('B', /^\/onboarding\/terms\/?$/);
    const { pathname, search } = new URL(link);
    await preview.goto('B', `${pathname}${search}`);
    await preview.expectPath('B', /^\/onboarding\/partner-code\/?$/);
    await expect(b.getByLabel('연인의 초대 코드')).toHaveValue(code);
  });

  await test.step('a code pasted with hyphens, spaces and lower case is cleaned by the one rule', async () => {
    const field = b.getByLabel('연인의 초대 코드');
    await field.fill('');
    const lower = code.toLowerCase();
    await field.fill(`${lower.slice(0, 3)}-${lower.slice(3, 6)} ${lower.slice(6)}`);
    await expect(field).toHaveValue(code);
    await expect(b.getByText(`${code.length}/7`)).toBeVisible();
  });

  await test.step('a double click on 연결하기 sends one request and shows one outcome', async () => {
    const links = countRequests(page, 'B', 'linkCouple');
    await b.getByRole('button', { name: '연결하기' }).dblclick();
    const connected = b.getByRole('dialog', { name: '커플 연동이 완료되었어요!' });
    await expect(connected).toBeVisible();
    await expect(a.getByRole('dialog', { name: '커플 연동이 완료되었어요!' })).toBeVisible();
    // Give a second request time to come back, if one was sent.
    await page.waitForTimeout(1500);
    expect(links.count).toBe(1);
    await expect(b.getByText('커플 연결 중 오류가 발생했습니다')).toHaveCount(0);
    await expect(b.getByText('잘못된 초대 코드입니다')).toHaveCount(0);
    await expect(b.getByText('이미 연결된 연인이 있어요.')).toHaveCount(0);
    await a
      .getByRole('dialog', { name: '커플 연동이 완료되었어요!' })
      .getByRole('button', { name: '확인' })
      .click();
  });

  await test.step('B withdraws: A is told the shared questions went with the account', async () => {
    await api.call('withdraw', { token: await preview.accessToken('B') });
    const notice = a.getByRole('dialog', { name: '커플 연결이 끊어졌어요' });
    await expect(notice).toBeVisible();
    await expect(notice).toContainText('연인이 탈퇴해서 연결이 끊어졌어요.');
    await expect(notice).toContainText('탈퇴와 함께 지워져서 다시 볼 수 없어요');
    await expect(notice).toContainText('담이와 나눈 이야기는 그대로 볼 수 있어요');
    await preview.expectAppAccessible('A');
    await page.screenshot({ path: '/tmp/wt-couple24-shots/withdrawn-notice.png' });
  });
});

test('an invite link keeps its code through sign-in, and takes an onboarded member to couple management', async ({
  preview,
  api,
}) => {
  test.setTimeout(120_000);
  const owner = await onboardedMember(api, uniqueIdentity('link-owner'), '민준');
  const code = await inviteCodeThroughApi(api, owner);
  const linkPath = `/onboarding/partner-code?code=${code.toLowerCase().slice(0, 3)}-${code.slice(3).toLowerCase()}`;
  await preview.open();

  await test.step('signed out, the link asks to sign in; the partner-code step then has the code', async () => {
    await preview.goto('B', linkPath);
    await preview.expectPath('B', /^\/login\/?$/);
    await preview.signInWithKakao('B', uniqueIdentity('link-visitor'));
    await preview.expectPath('B', /^\/onboarding\/terms\/?$/);
    await preview.goto('B', '/onboarding/partner-code');
    await expect(preview.app('B').getByLabel('연인의 초대 코드')).toHaveValue(code);
  });

  await test.step('an onboarded member opening the link lands on couple management, code filled', async () => {
    const member = uniqueIdentity('link-onboarded');
    await onboardedMember(api, member, '서연');
    await preview.goto('A', '/login');
    await preview.signInWithKakao('A', member);
    await preview.expectPath('A', /^\/$/);
    await preview.goto('A', linkPath);
    await preview.expectPath('A', /^\/my-page\/couple-management\/?$/);
    const a = preview.app('A');
    await expect(a.getByLabel('연인의 초대 코드')).toHaveValue(code);
    await a.getByRole('button', { name: '연결하기' }).click();
    await expect(a.getByRole('dialog', { name: '커플 연동이 완료되었어요!' })).toBeVisible();
  });
});
