import { beforeEach, describe, expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { makeMember, trackedButtons } from '@test/factories';
import { renderScreen } from '@test/render-screen';
import { readTestSession, saveTestSession } from '../model/test-session';
import { IntroScreen } from './intro-screen';

describe('attachment test intro', () => {
  beforeEach(() => sessionStorage.clear());

  it('closes the guide (close_guide) and starts the test (start_test), remembering `from`', async () => {
    const user = userEvent.setup();
    const { router } = renderScreen(<IntroScreen from="/my-page" />, {
      path: '/attachment-test',
      member: makeMember(),
    });

    expect(await screen.findByRole('heading', { name: '테스트 안내' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: '안내 닫기' }));
    expect(screen.queryByRole('heading', { name: '테스트 안내' })).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: '테스트 시작하기' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/attachment-test/question'));
    expect(trackedButtons()).toEqual(expect.arrayContaining(['close_guide', 'start_test']));
    expect(readTestSession(21).from).toBe('/my-page');
  });

  it('offers to continue a test in progress, and back returns to `from`', async () => {
    saveTestSession(21, { answers: { 1: 3, 2: 4 }, index: 2 });
    const user = userEvent.setup();
    const { router } = renderScreen(<IntroScreen from="/my-page" />, {
      path: '/attachment-test',
      member: makeMember(),
    });

    expect(await screen.findByRole('button', { name: '이어서 하기 (2 / 36)' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: '뒤로 가기' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/my-page'));
  });

  it('links a tested member to their last result', async () => {
    renderScreen(IntroScreen, {
      path: '/attachment-test',
      member: makeMember({ loveTypeCategory: 'STABLE_TYPE', anxietyRate: 1.2, avoidanceRate: 1.3 }),
    });
    expect(await screen.findByRole('link', { name: '지난 결과 보기' })).toHaveAttribute(
      'href',
      '/attachment-test/result/my',
    );
  });
});
