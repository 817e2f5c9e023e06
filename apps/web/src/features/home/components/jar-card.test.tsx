import { beforeEach, describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type * as Client from '@/shared/api/client';
import { trackedButtons } from '@test/factories';
import { renderScreen } from '@test/render-screen';
import { JarCard } from './jar-card';

const apiCall = vi.hoisted(() => vi.fn());
vi.mock('@/shared/api/client', async (importOriginal) => ({
  ...(await importOriginal<typeof Client>()),
  apiCall,
}));

beforeEach(() => {
  apiCall.mockReset();
  window.__DAMA_ANALYTICS__ = [];
});

describe('home’s jar card', () => {
  it('shows the couple’s count and streak and leads to the question screen', async () => {
    apiCall.mockResolvedValue({
      count: 12,
      streak: 4,
      bestStreak: 6,
      nextMilestone: 30,
      celebrate: null,
    });
    const user = userEvent.setup();
    renderScreen(<JarCard linked />, { path: '/' });
    const link = await screen.findByRole('link', { name: /우리의 말 항아리/ });
    expect(link).toHaveTextContent('함께 답한 질문 12개를 담았어요');
    expect(link).toHaveTextContent('4일 연속으로 함께 답했어요');
    await user.click(link);
    expect(trackedButtons()).toEqual(['open_jar']);
    expect(await screen.findByTestId('elsewhere')).toHaveTextContent('/question');
  });

  it('reads nothing and shows nothing without a partner', () => {
    renderScreen(<JarCard linked={false} />, { path: '/' });
    expect(screen.queryByText('우리의 말 항아리')).not.toBeInTheDocument();
    expect(apiCall).not.toHaveBeenCalled();
  });
});
