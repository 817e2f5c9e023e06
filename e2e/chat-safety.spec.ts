// Safety mode in the chat (issue 21): a member without a partner writes an ordinary worry, then
// that her boyfriend strangled her. The chat shows the safety card with 112 and 1366 and a quiet
// level bar; later ordinary-looking messages still get safety replies and the level never moves
// (no pause after level 1 either); a reload and stopping a reply keep the card; the result
// is a safety summary with the services. A weak sign instead gets 담이's check-in (issue 35): a
// question whether she is safe, no card; a clear no goes on, a yes enters safety mode. The real
// server in demo mode (the scripted counsellor), the app opened directly on a phone-sized screen.
import type { Locator, Page } from '@playwright/test';
import {
  expect,
  expectNoSeriousA11yViolations,
  onboardedMember,
  openAppWithToken,
  readAnalytics,
  takeTestThroughApi,
  test,
  uniqueIdentity,
} from './fixtures';

const ORDINARY = '어제 남자친구랑 데이트하다가 약속 시간 때문에 말다툼을 했어.';
const CRISIS = '어제 남친이 목을 졸랐어';
const LATER = ['오늘은 그냥 집에서 밥 먹고 쉬었어.', '내일은 친구랑 영화 보기로 했어.'];
const STOPPED = '요즘 잠을 잘 못 자.';

const field = (page: Page) => page.getByLabel('담이에게 보낼 메시지');
const conversation = (page: Page) => page.getByRole('list', { name: '대화 내용' });
const safetyCard = (page: Page) => page.getByRole('region', { name: '지금은 안전이 먼저예요' });
const progress = (page: Page) => page.getByRole('group', { name: '대화 진행' });

/** The card's services, in order: each link's tel: target. */
async function serviceTargets(card: Locator): Promise<(string | null)[]> {
  const links = card.getByRole('list', { name: '도움받을 수 있는 곳' }).getByRole('link');
  return Promise.all((await links.all()).map((link) => link.getAttribute('href')));
}

/** Sends one message and waits for 담이's whole reply; returns the reply's text. */
async function sendTurn(page: Page, text: string): Promise<string> {
  const before = await assistantReplies(page).count();
  await field(page).fill(text);
  await field(page).press('Enter');
  await expect(conversation(page).getByText(text, { exact: true }).last()).toBeVisible();
  await expect(page.getByRole('button', { name: '보내기' })).toBeVisible({ timeout: 30_000 });
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
  await expect(assistantReplies(page)).toHaveCount(before + 1);
  return (await assistantReplies(page).last().textContent()) ?? '';
}

/** 담이's bubbles (each reply is one list item holding 담이's name for readers). */
function assistantReplies(page: Page): Locator {
  return conversation(page)
    .locator('li')
    .filter({ hasText: /^\s*담이:/ });
}

test('a crisis puts the chat in safety mode until it ends', async ({ page, api }) => {
  test.setTimeout(240_000);
  const member = uniqueIdentity('chat-safety');
  const token = await onboardedMember(api, member, '지은');
  await takeTestThroughApi(api, token);

  await openAppWithToken(page, token, '/chat');
  const tutorial = page.getByRole('dialog', { name: '담이와 이렇게 이야기해요' });
  await tutorial.getByRole('button', { name: '시작하기' }).click();
  await expect(tutorial).toBeHidden();

  await test.step('an ordinary worry: no card, level 1', async () => {
    await sendTurn(page, ORDINARY);
    await expect(safetyCard(page)).toHaveCount(0);
    await expect(progress(page)).toContainText('1단계 · 상황 파악');
  });

  await test.step('the crisis: the card with 112 and 1366, a safety reply', async () => {
    const reply = await sendTurn(page, CRISIS);
    await expect(safetyCard(page)).toBeVisible();
    expect(await serviceTargets(safetyCard(page))).toEqual(['tel:112', 'tel:1366']);
    await expect(safetyCard(page).getByRole('link', { name: /긴급신고\s*112/ })).toBeVisible();
    await expect(safetyCard(page).getByRole('link', { name: /여성긴급전화\s*1366/ })).toBeVisible();
    expect(reply).toMatch(/112|1366/);
    await expect(progress(page)).toContainText('안전 모드');
    await expect(progress(page)).not.toContainText('단계 ·');
    const events = await readAnalytics(page);
    expect(events.filter((entry) => entry.event === 'view_safety_card')).toEqual([
      expect.objectContaining({ props: expect.objectContaining({ safety_mode: 'VIOLENCE' }) }),
    ]);
    await expectNoSeriousA11yViolations(page);
  });

  await test.step('ordinary-looking messages still get safety replies; nothing moves', async () => {
    for (const text of LATER) {
      const reply = await sendTurn(page, text);
      expect(reply).toMatch(/112|1366|안전/);
      await expect(safetyCard(page)).toBeVisible();
    }
    // Without a partner an ordinary room would be paused after level 1 by now.
    await expect(field(page)).toBeEnabled();
    await expect(
      page.getByRole('region', { name: '연인과 연결하면 다음 단계로 이어갈 수 있어요' }),
    ).toHaveCount(0);
    const room = await api.call('getCurrentChatRoom', { token });
    expect(room).toMatchObject({ level: 1, chatRoomState: 'ALIVE', safetyMode: 'VIOLENCE' });
    await expect(progress(page)).toContainText('안전 모드');
  });

  await test.step('a reload reads the mode from the room', async () => {
    await page.reload();
    await expect(safetyCard(page)).toBeVisible();
    expect(await serviceTargets(safetyCard(page))).toEqual(['tel:112', 'tel:1366']);
    await expect(progress(page)).toContainText('안전 모드');
  });

  await test.step('stopping a reply keeps the card', async () => {
    await field(page).fill(STOPPED);
    await field(page).press('Enter');
    // Stopped at once: a safety reply may come in one piece, and then there is nothing left to
    // stop (the button has gone); either way the room stays in safety mode.
    await page
      .getByRole('button', { name: '답장 멈추기' })
      .click({ timeout: 5_000 })
      .catch(() => undefined);
    await expect(page.getByRole('button', { name: '보내기' })).toBeVisible({ timeout: 30_000 });
    await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
    await expect(safetyCard(page)).toBeVisible();
    await expect(progress(page)).toContainText('안전 모드');
    await expect(field(page)).toBeEnabled();
  });

  await test.step('the result is a safety summary with the services', async () => {
    await page.getByRole('button', { name: '대화 마치기' }).click();
    const confirm = page.getByRole('dialog', { name: '대화를 마칠까요?' });
    await confirm.getByRole('button', { name: '대화 마치기' }).click();
    await expect(page).toHaveURL(/\/chat\/result/, { timeout: 30_000 });
    await expect(page.getByText('안전을 먼저 살핀 대화')).toBeVisible({ timeout: 30_000 });
    const services = page.getByRole('region', { name: '도움받을 수 있는 곳' });
    expect(await serviceTargets(services)).toEqual(['tel:112', 'tel:1366']);
    await expect(page.getByRole('list', { name: '키워드' })).toHaveCount(0);
    await expect(page.getByText(/단계 · /)).toHaveCount(0);
    await expectNoSeriousA11yViolations(page);
  });
});

test('a weak sign gets a check-in; the answer decides', async ({ page, api }) => {
  test.setTimeout(180_000);
  const token = await onboardedMember(api, uniqueIdentity('chat-check-in'), '하린');
  await takeTestThroughApi(api, token);
  await openAppWithToken(page, token, '/chat');
  const tutorial = page.getByRole('dialog', { name: '담이와 이렇게 이야기해요' });
  await tutorial.getByRole('button', { name: '시작하기' }).click();
  await expect(tutorial).toBeHidden();

  await test.step('담이 asks whether she is safe, without the card', async () => {
    const reply = await sendTurn(page, '이번 여행이 나한테는 마지막 여행일 것 같아');
    expect(reply).toMatch(/하린아, .*솔직하게 물어볼게\. .*생각을 하고 있어\?/);
    expect(reply).not.toMatch(/109|1577|1366|112/);
    await expect(safetyCard(page)).toHaveCount(0);
    await expect(progress(page)).toContainText('1단계 · 상황 파악');
  });

  await test.step('a clear no: the talk goes on, the same sign is not asked again', async () => {
    const reply = await sendTurn(page, '아 아니야 그냥 여행 가는 거야 ㅎㅎ');
    expect(reply).not.toMatch(/솔직하게 물어볼게/);
    const again = await sendTurn(page, '근데 진짜 이번이 마지막 여행일 것 같긴 해');
    expect(again).not.toMatch(/솔직하게 물어볼게/);
    await expect(safetyCard(page)).toHaveCount(0);
    expect(await api.call('getCurrentChatRoom', { token })).toMatchObject({ safetyMode: null });
  });

  await test.step('another sign, answered yes: safety mode with the card', async () => {
    const asked = await sendTurn(page, '노끈 하나 챙겨놨어 그냥');
    expect(asked).toMatch(/솔직하게 물어볼게/);
    const reply = await sendTurn(page, '응 사실 좀 위험해');
    expect(reply).toMatch(/109/);
    await expect(safetyCard(page)).toBeVisible();
    await expect(progress(page)).toContainText('안전 모드');
    expect(await api.call('getCurrentChatRoom', { token })).toMatchObject({
      safetyMode: 'SELF_HARM',
    });
  });
});
