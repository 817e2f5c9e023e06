// The daily couple question on the device preview (issue 10), with both phones: A answers from
// home's card (the leave-without-saving check on the way), B sees that A answered but not what,
// B answers and both read both; A edits the answer; the book shows level 1 answered by both; axe
// on every question screen. Runs against the real server in demo mode.
import { todayInKorea } from '@dama/contract';
import {
  answerCard,
  coupleOnPhones,
  expect,
  expectButtonsTracked,
  expectPagesTracked,
  test,
} from './fixtures';

test.use({ viewport: { width: 1280, height: 1000 } });

const ANSWER_A = '웃을 때 눈이 반달이 되는 게 제일 먼저 보였어.';
const ANSWER_A_EDITED = '웃을 때 눈이 반달이 되는 게 제일 먼저 보였어. 지금도 그래.';
const ANSWER_B = '목소리가 차분해서 이야기를 오래 듣고 싶었어.';

test('A answers, B sees it hidden until B answers, both read both, the book shows it', async ({
  preview,
  api,
}) => {
  test.setTimeout(120_000);
  const { tokenB } = await coupleOnPhones(preview, api, 'question');
  const appA = preview.app('A');
  const appB = preview.app('B');

  await test.step('A: home shows today’s question unanswered; the card opens the write screen', async () => {
    const card = appA.getByRole('link', { name: /오늘의 질문/ });
    await expect(card).toContainText('나 아직이에요');
    await expect(card).toContainText('서연 아직이에요');
    await card.click();
    await preview.expectPath('A', /^\/question\/write-answer\/?$/);
    await expect(appA.getByText('1번째 마음 질문')).toBeVisible();
    await preview.expectAppAccessible('A');
  });

  await test.step('A: leaving with text asks first; staying keeps the text; then saves', async () => {
    const field = appA.getByRole('textbox', { name: '나의 답변' });
    await field.fill(ANSWER_A);
    await expect(appA.getByText(`${[...ANSWER_A].length}/200`)).toBeVisible();
    await appA.getByRole('button', { name: '뒤로 가기' }).click();
    const confirm = appA.getByRole('dialog', { name: '쓰던 답변이 있어요' });
    await expect(confirm).toBeVisible();
    // It asks before history moves: the address is still the write screen's.
    await preview.expectPath('A', /^\/question\/write-answer\/?$/);
    await confirm.getByRole('button', { name: '계속 쓰기' }).click();
    await expect(confirm).toBeHidden();
    await expect(field).toHaveValue(ANSWER_A);
    await preview.expectPath('A', /^\/question\/write-answer\/?$/);
    await appA.getByRole('button', { name: '안내 닫기' }).click();
    await appA.getByRole('button', { name: '답변 저장하기' }).click();
    await expect(appA.getByText('답변을 저장했어요')).toBeVisible();
    await preview.expectPath('A', /^\/question\/see-answer\/?$/);
    await expect(answerCard(preview, 'A', '민준')).toContainText(ANSWER_A);
    await expect(answerCard(preview, 'A', '서연')).toContainText('서연님은 아직 답하지 않았어요');
    await expectButtonsTracked(preview.frame('A'), [
      'open_today_question',
      'back_write',
      'close_tooltip',
      'save_answer',
    ]);
  });

  await test.step('A: the help shows at first, and “다시 보지 않기” turns the stored flag off', async () => {
    const help = appA.getByRole('region', { name: '마음 질문은 이렇게 나눠요' });
    await expect(help).toBeVisible();
    await preview.expectAppAccessible('A');
    await help.getByRole('button', { name: '다시 보지 않기' }).click();
    await expect(help).toBeHidden();
    await expect.poll(async () => (await preview.stored('A'))?.flags.questionHelp).toBe(false);
  });

  await test.step('B: the question tab says A answered; the answers screen keeps it hidden', async () => {
    await appB.getByRole('link', { name: '질문', exact: true }).click();
    await preview.expectPath('B', /^\/question\/?$/);
    const today = appB.getByRole('region', { name: '오늘의 질문' });
    await expect(today).toContainText('민준님 답했어요');
    await expect(today).toContainText('나 아직이에요');
    await preview.expectAppAccessible('B');
    await today.getByRole('link', { name: '답변 보기' }).click();
    await preview.expectPath('B', /^\/question\/see-answer\/?$/);
    const partner = answerCard(preview, 'B', '민준');
    await expect(partner).toContainText(
      '민준님은 답을 남겼어요. 내 답변을 먼저 쓰면 볼 수 있어요.',
    );
    await expect(appB.getByText(ANSWER_A)).toHaveCount(0);
    await preview.expectAppAccessible('B');
  });

  await test.step('B: answers, and reads both', async () => {
    await appB.getByRole('link', { name: '내 답변 쓰기' }).click();
    await preview.expectPath('B', /^\/question\/write-answer\/?$/);
    await appB.getByRole('textbox', { name: '나의 답변' }).fill(ANSWER_B);
    await appB.getByRole('button', { name: '답변 저장하기' }).click();
    await expect(appB.getByText('답변을 저장했어요')).toBeVisible();
    await preview.expectPath('B', /^\/question\/see-answer\/?$/);
    await expect(answerCard(preview, 'B', '서연')).toContainText(ANSWER_B);
    await expect(answerCard(preview, 'B', '민준')).toContainText(ANSWER_A);
    await expectButtonsTracked(preview.frame('B'), ['view_answer', 'write_answer', 'save_answer']);
    await expectPagesTracked(preview.frame('B'), [
      'question_calendar',
      'question_answer',
      'question_write',
    ]);
  });

  await test.step('A: edits the answer; the book shows level 1 answered by both', async () => {
    await preview.goto('A', '/question');
    // A question both answered says the day it was (decision 0070): today, in Korea.
    const [, month, day] = todayInKorea(new Date()).split('-').map(Number);
    const cell = appA.getByRole('button', {
      name: `1번째 질문(오늘), ${month}월 ${day}일에 함께 답했어요`,
    });
    await expect(cell).toBeVisible();
    await expect(
      appA.getByRole('button', { name: '2번째 질문, 아직 열리지 않았어요', exact: true }),
    ).toBeDisabled();
    await expect(appA.getByText('지금까지 함께 답한 질문 1개')).toBeVisible();
    await preview.expectAppAccessible('A');
    await appA
      .getByRole('region', { name: '오늘의 질문' })
      .getByRole('link', { name: '답변 보기' })
      .click();
    await expect(answerCard(preview, 'A', '서연')).toContainText(ANSWER_B);
    await answerCard(preview, 'A', '민준').getByRole('link', { name: '고치기' }).click();
    await preview.expectPath('A', /^\/question\/write-answer\/?$/);
    const field = appA.getByRole('textbox', { name: '나의 답변' });
    await expect(field).toHaveValue(ANSWER_A);
    await field.fill(ANSWER_A_EDITED);
    await appA.getByRole('button', { name: '고친 답변 저장하기' }).click();
    await expect(appA.getByText('답변을 고쳤어요')).toBeVisible();
    await preview.expectPath('A', /^\/question\/see-answer\/?$/);
    await expect(answerCard(preview, 'A', '민준')).toContainText(ANSWER_A_EDITED);
    await expectButtonsTracked(preview.frame('A'), ['view_answer', 'edit_answer']);
    // The partner reads the edited answer.
    const answers = await api.call('getQuestionAnswers', {
      token: tokenB,
      params: {
        coupleQuestionId: String(
          (await api.call('getTodayQuestion', { token: tokenB })).coupleQuestionId,
        ),
      },
    });
    expect(answers.partner?.answer).toBe(ANSWER_A_EDITED);
  });
});
