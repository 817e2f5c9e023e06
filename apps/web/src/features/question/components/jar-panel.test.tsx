import { beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Jar } from '@dama/contract';
import type * as Client from '@/shared/api/client';
import { trackedButtons } from '@test/factories';
import { renderScreen } from '@test/render-screen';
import { JarPanel } from './jar-panel';

const apiCall = vi.hoisted(() => vi.fn());
vi.mock('@/shared/api/client', async (importOriginal) => ({
  ...(await importOriginal<typeof Client>()),
  apiCall,
}));
const toast = vi.hoisted(() => ({ success: vi.fn(), error: vi.fn() }));
vi.mock('@/shared/ui/toast', () => ({ toast }));
const shareOrDownload = vi.hoisted(() => vi.fn());
vi.mock('@/shared/lib/share-file', () => ({ shareOrDownload }));
const drawJarCard = vi.hoisted(() => vi.fn());
vi.mock('../model/jar-card', () => ({ drawJarCard }));

const jar = (over: Partial<Jar> = {}): Jar => ({
  count: 3,
  streak: 2,
  bestStreak: 2,
  nextMilestone: 10,
  celebrate: null,
  ...over,
});

beforeEach(() => {
  apiCall.mockReset();
  toast.success.mockReset();
  toast.error.mockReset();
  shareOrDownload.mockReset();
  drawJarCard.mockReset();
  window.__DAMA_ANALYTICS__ = [];
});

describe('the question screen’s jar of words', () => {
  it('shows the count, the streak and the goal, with the count as the drawing’s text', async () => {
    apiCall.mockResolvedValue(jar());
    renderScreen(<JarPanel />, { path: '/question' });
    expect(
      await screen.findByRole('img', {
        name: '말 항아리: 함께 답한 질문 3개를 담았어요. 10개까지 7개 남았어요',
      }),
    ).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: '우리의 말 항아리' })).toBeInTheDocument();
    expect(screen.getByText('2일 연속으로 함께 답했어요')).toBeInTheDocument();
    // No milestone reached: nothing to share or celebrate.
    expect(screen.queryByRole('button', { name: '이미지로 공유하기' })).not.toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(apiCall).toHaveBeenCalledWith('getJar', expect.anything());
  });

  it('rises gently to its level, and not at all for reduced motion', async () => {
    apiCall.mockResolvedValue(jar({ count: 5 }));
    renderScreen(<JarPanel />, { path: '/question' });
    const fill = await screen.findByTestId('jar-fill');
    // Half way to 10: the fill drops half the jar's inside (58 units) from the top.
    await waitFor(() => expect(fill.style.transform).toBe('translateY(29px)'));
    expect(fill.getAttribute('class')).toContain('transition-transform');
    expect(fill.getAttribute('class')).toContain('motion-reduce:transition-none');
  });

  it('담이 celebrates a milestone once: closing tells the server, and it does not come back', async () => {
    apiCall.mockImplementation((operation: string) =>
      Promise.resolve(
        operation === 'celebrateJar'
          ? jar({ count: 10, celebrate: null, nextMilestone: 30 })
          : jar({ count: 10, celebrate: 10, nextMilestone: 30 }),
      ),
    );
    const user = userEvent.setup();
    renderScreen(<JarPanel />, { path: '/question' });
    const dialog = await screen.findByRole('dialog', { name: '말 항아리에 10개를 담았어요' });
    expect(dialog).toHaveTextContent('우리 항아리에 벌써 말 10개가 담겼어!');
    await user.click(screen.getByRole('button', { name: '고마워, 담이야' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(apiCall.mock.calls.filter(([op]) => op === 'celebrateJar')).toEqual([
      ['celebrateJar', { body: { milestone: 10 } }],
    ]);
    expect(trackedButtons()).toEqual(['close_jar_celebration']);
    // The reached milestone can still be shared from the jar.
    expect(screen.getByRole('button', { name: '이미지로 공유하기' })).toBeInTheDocument();
  });

  it('shares a reached milestone as a card: the count and streak, no names', async () => {
    apiCall.mockResolvedValue(jar({ count: 31, bestStreak: 12, nextMilestone: 100 }));
    drawJarCard.mockResolvedValue(new Blob(['png'], { type: 'image/png' }));
    shareOrDownload.mockResolvedValue('downloaded');
    const user = userEvent.setup();
    renderScreen(<JarPanel />, { path: '/question' });
    await user.click(await screen.findByRole('button', { name: '이미지로 공유하기' }));
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith('이미지를 저장했어요'));
    expect(drawJarCard).toHaveBeenCalledWith({ milestone: 30, bestStreak: 12 });
    expect(shareOrDownload).toHaveBeenCalledWith(
      expect.objectContaining({ fileName: 'dama-jar-30.png' }),
    );
    expect(trackedButtons()).toEqual(['share_jar_card']);
  });

  it('says so when the card cannot be drawn', async () => {
    apiCall.mockResolvedValue(jar({ count: 10, nextMilestone: 30 }));
    drawJarCard.mockRejectedValue(new Error('no canvas'));
    const user = userEvent.setup();
    renderScreen(<JarPanel />, { path: '/question' });
    await user.click(await screen.findByRole('button', { name: '이미지로 공유하기' }));
    await waitFor(() =>
      expect(toast.error).toHaveBeenCalledWith('이미지를 만들지 못했어요. 다시 시도해 주세요.'),
    );
    expect(shareOrDownload).not.toHaveBeenCalled();
  });
});
