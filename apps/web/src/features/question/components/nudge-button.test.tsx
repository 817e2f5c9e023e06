import { beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ErrorCodeName, ErrorCodeValue } from '@dama/contract';
import type * as Client from '@/shared/api/client';
import { ApiError } from '@/shared/api';
import { trackedButtons } from '@test/factories';
import { renderScreen } from '@test/render-screen';
import { NudgeButton } from './nudge-button';

const apiCall = vi.hoisted(() => vi.fn());
vi.mock('@/shared/api/client', async (importOriginal) => ({
  ...(await importOriginal<typeof Client>()),
  apiCall,
}));
const toast = vi.hoisted(() => ({ success: vi.fn(), error: vi.fn() }));
vi.mock('@/shared/ui/toast', () => ({ toast }));

const inHours = (hours: number) => new Date(Date.now() + hours * 3_600_000).toISOString();

function apiError(code: ErrorCodeValue, codeName: ErrorCodeName) {
  return new ApiError('refused', { code, codeName, status: Math.floor(code / 100) });
}

beforeEach(() => {
  apiCall.mockReset();
  toast.success.mockReset();
  toast.error.mockReset();
  window.__DAMA_ANALYTICS__ = [];
});

describe('콕 찌르기', () => {
  it('nudges once per tap sequence and then says when it opens again', async () => {
    let release: (value: unknown) => void = () => undefined;
    apiCall.mockImplementation((operation: string) => {
      if (operation === 'getNudgeStatus')
        return Promise.resolve({ canNudge: true, lastNudgedAt: null, nextNudgeAt: null });
      return new Promise((resolve) => {
        release = resolve;
      });
    });
    const user = userEvent.setup();
    renderScreen(<NudgeButton partnerName="서연님" />, { path: '/question' });
    const button = await screen.findByRole('button', { name: '콕 찌르기' });
    await user.dblClick(button);
    expect(apiCall.mock.calls.filter(([op]) => op === 'nudgePartner')).toHaveLength(1);
    apiCall.mockImplementation(() =>
      Promise.resolve({ canNudge: false, lastNudgedAt: null, nextNudgeAt: inHours(3) }),
    );
    release({ nextNudgeAt: inHours(3) });
    await waitFor(() =>
      expect(toast.success).toHaveBeenCalledWith(
        '서연님을 콕 찔렀어요. 3시간 뒤에 다시 찌를 수 있어요.',
      ),
    );
    await waitFor(() => expect(screen.getByRole('button', { name: '콕 찌르기' })).toBeDisabled());
    expect(screen.getByText('3시간 뒤에 다시 찌를 수 있어요')).toBeInTheDocument();
    expect(trackedButtons()).toEqual(['nudge_partner']);
  });

  it('is closed with the time it opens again', async () => {
    apiCall.mockResolvedValue({
      canNudge: false,
      lastNudgedAt: inHours(-1),
      nextNudgeAt: inHours(2),
    });
    renderScreen(<NudgeButton partnerName="서연님" />, { path: '/question' });
    expect(await screen.findByRole('button', { name: '콕 찌르기' })).toBeDisabled();
    expect(screen.getByText('2시간 뒤에 다시 찌를 수 있어요')).toBeInTheDocument();
  });

  it('says so when the partner answered meanwhile, or it was too soon', async () => {
    apiCall.mockImplementation((operation: string) =>
      operation === 'getNudgeStatus'
        ? Promise.resolve({ canNudge: true, lastNudgedAt: null, nextNudgeAt: null })
        : Promise.reject(apiError(40014, 'PARTNER_ALREADY_ANSWERED')),
    );
    const user = userEvent.setup();
    renderScreen(<NudgeButton partnerName="서연님" />, { path: '/question' });
    await user.click(await screen.findByRole('button', { name: '콕 찌르기' }));
    await waitFor(() =>
      expect(toast.success).toHaveBeenCalledWith(
        '서연님이 방금 답했어요. 이제 서로의 답변을 볼 수 있어요.',
      ),
    );

    apiCall.mockImplementation((operation: string) =>
      operation === 'getNudgeStatus'
        ? Promise.resolve({ canNudge: true, lastNudgedAt: null, nextNudgeAt: null })
        : Promise.reject(apiError(42900, 'TOO_MANY_REQUESTS')),
    );
    await user.click(await screen.findByRole('button', { name: '콕 찌르기' }));
    await waitFor(() =>
      expect(toast.error).toHaveBeenCalledWith(
        '조금 전에 콕 찔렀어요. 조금 뒤에 다시 찔러 주세요.',
      ),
    );
  });
});
