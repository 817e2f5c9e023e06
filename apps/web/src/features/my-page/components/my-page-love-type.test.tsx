import { describe, expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { makeMember, makeTerms } from '@test/factories';
import { renderScreen } from '@test/render-screen';
import { MyPageScreen } from './my-page-screen';

const Screen = () => <MyPageScreen TermsViewer={() => null} />;

describe('my page: the attachment test entry', () => {
  it('sends an untested member to the test, to come back here', async () => {
    const user = userEvent.setup();
    const { router } = renderScreen(Screen, {
      path: '/my-page',
      member: makeMember(),
      terms: makeTerms(),
    });

    await user.click(
      await screen.findByRole('button', { name: /^애착 유형 테스트\s*아직 안 했어요/ }),
    );

    await waitFor(() => expect(router.state.location.pathname).toBe('/attachment-test'));
    expect(router.state.location.search).toEqual({ from: '/my-page' });
  });

  it("shows a tested member's type and opens their result", async () => {
    const user = userEvent.setup();
    const { router } = renderScreen(Screen, {
      path: '/my-page',
      member: makeMember({ loveTypeCategory: 'AVOIDANCE_TYPE', anxietyRate: 2, avoidanceRate: 3 }),
      terms: makeTerms(),
    });

    await user.click(await screen.findByRole('button', { name: /^애착 유형 테스트\s*회피형/ }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/attachment-test/result/my'));
  });
});
