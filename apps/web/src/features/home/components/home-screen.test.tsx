import { beforeEach, describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { formatDDay } from '@dama/contract';
import type * as Client from '@/shared/api/client';
import { makeMember, trackedButtons } from '@test/factories';
import { renderScreen } from '@test/render-screen';
import { HomeScreen } from './home-screen';

const apiCall = vi.hoisted(() => vi.fn());
vi.mock('@/shared/api/client', async (importOriginal) => ({
  ...(await importOriginal<typeof Client>()),
  apiCall,
}));

const member = makeMember({ nickname: '담아짱' });

describe('home', () => {
  beforeEach(() => apiCall.mockReset());

  it('greets the member by nickname and shows the D-day', async () => {
    apiCall.mockResolvedValue(member);
    renderScreen(<HomeScreen />, { path: '/' });

    expect(await screen.findByRole('heading', { name: '담아짱님, 반가워요!' })).toBeInTheDocument();
    expect(screen.getByText(formatDDay('2024-03-01'))).toBeInTheDocument();
    expect(screen.getByText('2024년 3월 1일부터')).toBeInTheDocument();
    expect(apiCall).toHaveBeenCalledWith('getMember', expect.anything());
  });

  it('asks for the start date instead of a D-day when none is set', async () => {
    apiCall.mockResolvedValue({ ...member, startLoveDate: null });
    renderScreen(<HomeScreen />, { path: '/' });

    expect(
      await screen.findByRole('heading', { name: '처음 만난 날을 알려 주세요' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '디데이 설정하기' })).toHaveAttribute(
      'href',
      '/my-page/profile',
    );
    expect(screen.queryByText(/^D\+/)).not.toBeInTheDocument();
  });

  it('goes to my page from the header, tracked as go_mypage', async () => {
    apiCall.mockResolvedValue(member);
    const user = userEvent.setup();
    const { router } = renderScreen(<HomeScreen />, { path: '/' });

    await user.click(await screen.findByRole('link', { name: '마이페이지' }));

    expect(router.state.location.pathname).toBe('/my-page');
    expect(trackedButtons()).toContain('go_mypage');
  });
});
