import { describe, expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { LOVE_TYPE_CONTENT } from '@dama/contract';
import { makeMember } from '@test/factories';
import { renderScreen } from '@test/render-screen';
import { saveTestSession } from '../model/test-session';
import { BACK_TO_CHAT, MyResultScreen } from './my-result-screen';

const PATH = '/attachment-test/result/my';

describe('my result', () => {
  it('shows the category with its illustration, both rates, the chart and our description', async () => {
    renderScreen(MyResultScreen, {
      path: PATH,
      member: makeMember({
        loveTypeCategory: 'ANXIETY_TYPE',
        anxietyRate: 2.61,
        avoidanceRate: 2.2,
      }),
    });

    expect(await screen.findByRole('heading', { level: 2, name: '불안형' })).toBeInTheDocument();
    expect(screen.getByRole('img', { name: '불안형 담이' })).toBeInTheDocument();
    expect(screen.getByText('나의 애착 유형', { selector: 'p' })).toBeInTheDocument();
    expect(screen.getAllByRole('term').map((dt) => dt.textContent)).toEqual(['불안', '회피']);
    expect(screen.getAllByRole('definition').map((dd) => dd.textContent)).toEqual([
      '2.61 / 5.00',
      '관계가 흔들릴까 걱정하는 마음이에요.',
      '2.20 / 5.00',
      '가까워질 때 거리를 두고 싶은 마음이에요.',
    ]);
    expect(
      screen.getByRole('img', { name: /내 점은 회피 2\.20점, 불안 2\.61점으로 불안형 영역/ }),
    ).toBeInTheDocument();
    const content = LOVE_TYPE_CONTENT.ANXIETY_TYPE;
    expect(screen.getByText(content.summary)).toBeInTheDocument();
    for (const line of [...content.traits, ...content.needs, ...content.partnerTips]) {
      expect(screen.getByText(line)).toBeInTheDocument();
    }
    expect(screen.getByRole('link', { name: '연인의 결과 보기' })).toHaveAttribute(
      'href',
      '/attachment-test/result/partner',
    );
  });

  it.each([
    // anxiety, avoidance → left of / above the threshold lines?
    [5, 1, 'CONFUSION_TYPE', true, true],
    [1, 5, 'AVOIDANCE_TYPE', false, false],
    [2.61, 2.32, 'ANXIETY_TYPE', true, true],
  ] as const)(
    'places the dot where the member stands (anxiety %d, avoidance %d): x = avoidance, y = anxiety',
    async (anxietyRate, avoidanceRate, loveTypeCategory, left, above) => {
      renderScreen(MyResultScreen, {
        path: PATH,
        member: makeMember({ loveTypeCategory, anxietyRate, avoidanceRate }),
      });
      const chart = await screen.findByTestId('rate-chart');
      const dot = screen.getByTestId('rate-dot');
      const [avoidanceLine, anxietyLine] = [...chart.querySelectorAll('line')];
      const cx = Number(dot.getAttribute('cx'));
      const cy = Number(dot.getAttribute('cy'));
      expect(cx < Number(avoidanceLine?.getAttribute('x1'))).toBe(left);
      // SVG y grows downwards: above the anxiety line = a smaller y.
      expect(cy <= Number(anxietyLine?.getAttribute('y1'))).toBe(above);
    },
  );

  it('without a result invites the member to the test', async () => {
    const user = userEvent.setup();
    const { router } = renderScreen(MyResultScreen, { path: PATH, member: makeMember() });

    expect(
      await screen.findByRole('heading', { name: '아직 테스트 결과가 없어요' }),
    ).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: '테스트 하러 가기' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/attachment-test'));
  });

  /** A tested member's result, for a test started from `from`. */
  function renderResultFrom(from: string) {
    saveTestSession(21, { answers: {}, index: 0, from });
    return renderScreen(MyResultScreen, {
      path: PATH,
      member: makeMember({ loveTypeCategory: 'STABLE_TYPE', anxietyRate: 1.5, avoidanceRate: 1.5 }),
    });
  }

  it('back returns where the test was started from', async () => {
    const user = userEvent.setup();
    const { router } = renderResultFrom('/my-page');

    await user.click(await screen.findByRole('button', { name: '뒤로 가기' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/my-page'));
  });

  it('sent by the chat: the way back to the conversation comes first', async () => {
    const user = userEvent.setup();
    const { router } = renderResultFrom('/chat');

    await user.click(await screen.findByRole('link', { name: BACK_TO_CHAT }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/chat'));
  });

  it('started elsewhere: no way to the chat is offered', async () => {
    renderResultFrom('/my-page');
    expect(await screen.findByRole('link', { name: '다시 테스트하기' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: BACK_TO_CHAT })).toBeNull();
  });
});
