import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type * as Client from '@/shared/api/client';
import { makeMember, makePartner, trackedButtons } from '@test/factories';
import { renderScreen } from '@test/render-screen';
import { HomeScreen } from './home-screen';

const apiCall = vi.hoisted(() => vi.fn());
vi.mock('@/shared/api/client', async (importOriginal) => ({
  ...(await importOriginal<typeof Client>()),
  apiCall,
}));

const at = '2026-11-01T00:00:00.000+09:00';

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date('2026-11-21T05:00:00.000Z')); // 2026-11-21 in Korea
  apiCall.mockReset().mockImplementation((operation: string) => {
    if (operation === 'listAnniversaries') {
      const list = [
        {
          id: 4,
          title: '첫 여행',
          date: '2026-11-25',
          repeat: 'ONCE',
          createdAt: at,
          updatedAt: at,
        },
      ];
      return Promise.resolve({ size: 1, list, totalCount: 1 });
    }
    return Promise.reject(new Error(`unexpected ${operation}`));
  });
});
afterEach(() => {
  vi.useRealTimers();
});

describe('home’s next anniversary (issue 26)', () => {
  it('is the nearest of the milestones and the couple’s own; it and the D-day open the screen', async () => {
    const user = userEvent.setup();
    const { router } = renderScreen(<HomeScreen />, {
      path: '/',
      member: makeMember({ startLoveDate: '2026-01-10' }),
      partner: makePartner(),
    });
    const card = await screen.findByRole('region', { name: '함께한 날' });
    // D+316 today: 첫 여행 (4 days) comes before 400일 (84 days).
    expect(await within(card).findByText('첫 여행')).toBeInTheDocument();
    expect(within(card).getByText(/까지 4일 남았어요/)).toBeInTheDocument();
    await user.click(screen.getByRole('link', { name: '기념일 보기, D+316' }));
    expect(router.state.location.pathname).toBe('/anniversaries');
    expect(trackedButtons()).toContain('open_anniversaries');
  });

  it('without a partner only the milestones, and no list is asked for', async () => {
    renderScreen(<HomeScreen />, {
      path: '/',
      member: makeMember({ startLoveDate: '2020-02-29' }),
      partner: null,
    });
    const card = await screen.findByRole('region', { name: '함께한 날' });
    // A 29 February start's yearly day is 28 February in 2027 (decision 0069).
    expect(within(card).getByText('2027년 2월 28일')).toBeInTheDocument();
    expect(within(card).getByText('7주년')).toBeInTheDocument();
    expect(apiCall).not.toHaveBeenCalledWith('listAnniversaries', expect.anything());
  });
});
