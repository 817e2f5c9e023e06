import { beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { formatDDay, todayInKorea } from '@dama/contract';
import type * as Client from '@/shared/api/client';
import { apiError, makeOnboardingMember } from '@test/factories';
import { renderScreen } from '@test/render-screen';
import { AnniversaryScreen } from './anniversary-screen';

const apiCall = vi.hoisted(() => vi.fn());
vi.mock('@/shared/api/client', async (importOriginal) => ({
  ...(await importOriginal<typeof Client>()),
  apiCall,
}));
const toast = vi.hoisted(() => ({ success: vi.fn(), error: vi.fn() }));
vi.mock('@/shared/ui/toast', () => ({ toast }));

function dayAfter(isoDate: string): string {
  const date = new Date(`${isoDate}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + 1);
  return date.toISOString().slice(0, 10);
}

/** The step with what its route loader fetched (the member). */
function renderAnniversary() {
  return renderScreen(AnniversaryScreen, {
    path: '/onboarding/anniversary',
    member: makeOnboardingMember(),
  });
}

const field = () => screen.getByLabelText('처음 만난 날');
const next = () => screen.getByRole('button', { name: '다음' });

describe('onboarding anniversary step', () => {
  beforeEach(() => {
    sessionStorage.clear();
    apiCall.mockReset();
    toast.error.mockReset();
  });

  it('offers dates up to today in Korea only', async () => {
    renderAnniversary();
    const input = await screen.findByLabelText('처음 만난 날');
    expect(input).toHaveAttribute('max', todayInKorea());
    expect(input).toHaveAttribute('min', '1950-01-01');
  });

  it('rejects a future date with an inline error and does not save it', async () => {
    renderAnniversary();
    fireEvent.change(await screen.findByLabelText('처음 만난 날'), {
      target: { value: dayAfter(todayInKorea()) },
    });

    expect(screen.getByText('오늘 이후의 날짜는 고를 수 없어요.')).toBeInTheDocument();
    expect(field()).toHaveAttribute('aria-invalid', 'true');
    expect(next()).toBeDisabled();
    expect(apiCall).not.toHaveBeenCalled();
  });

  it('previews the D-day and saves the date before the my-code step', async () => {
    apiCall.mockResolvedValue({ startLoveDate: '2024-03-01' });
    const user = userEvent.setup();
    const { router } = renderAnniversary();

    fireEvent.change(await screen.findByLabelText('처음 만난 날'), {
      target: { value: '2024-03-01' },
    });
    expect(screen.getByText(formatDDay('2024-03-01'))).toBeInTheDocument();
    expect(screen.getByText('2024년 3월 1일부터 오늘까지')).toBeInTheDocument();
    await user.click(next());

    await waitFor(() => expect(router.state.location.pathname).toBe('/onboarding/my-code'));
    expect(apiCall).toHaveBeenCalledWith('updateStartLoveDate', {
      body: { startLoveDate: '2024-03-01' },
    });
  });

  it('asks for a date when next is pressed with none picked', async () => {
    const user = userEvent.setup();
    renderAnniversary();
    await screen.findByLabelText('처음 만난 날');
    await user.click(next());
    expect(screen.getByText('처음 만난 날을 골라 주세요.')).toBeInTheDocument();
    expect(apiCall).not.toHaveBeenCalled();
  });

  it('shows a 40000 under the field and keeps the date', async () => {
    apiCall.mockRejectedValue(apiError(40000, '사귄 날짜를 다시 확인해 주세요.'));
    const user = userEvent.setup();
    const { router } = renderAnniversary();

    fireEvent.change(await screen.findByLabelText('처음 만난 날'), {
      target: { value: '2024-03-01' },
    });
    await user.click(next());

    expect(await screen.findByText('사귄 날짜를 다시 확인해 주세요.')).toBeInTheDocument();
    expect(field()).toHaveAttribute('aria-invalid', 'true');
    expect(field()).toHaveValue('2024-03-01');
    expect(toast.error).not.toHaveBeenCalled();
    expect(router.state.location.pathname).toBe('/onboarding/anniversary');
  });

  it('any other failure is the toast, and the date stays', async () => {
    apiCall.mockRejectedValue(apiError(50000));
    const user = userEvent.setup();
    renderAnniversary();

    fireEvent.change(await screen.findByLabelText('처음 만난 날'), {
      target: { value: '2024-03-01' },
    });
    await user.click(next());

    await waitFor(() =>
      expect(toast.error).toHaveBeenCalledWith('디데이 수정 중 오류가 발생했어요'),
    );
    expect(field()).toHaveValue('2024-03-01');
  });
});
