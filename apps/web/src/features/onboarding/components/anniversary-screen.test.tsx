import { beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { formatDDay, todayInKorea } from '@dama/contract';
import type * as Client from '@/shared/api/client';
import { apiError, makeOnboardingMember } from '@test/factories';
import { pickDate } from '@test/pick-date';
import { renderScreen } from '@test/render-screen';
import { AnniversaryScreen } from './anniversary-screen';

const apiCall = vi.hoisted(() => vi.fn());
vi.mock('@/shared/api/client', async (importOriginal) => ({
  ...(await importOriginal<typeof Client>()),
  apiCall,
}));
const toast = vi.hoisted(() => ({ success: vi.fn(), error: vi.fn() }));
vi.mock('@/shared/ui/toast', () => ({ toast }));

/** The step with what its route loader fetched (the member). */
function renderAnniversary() {
  return renderScreen(AnniversaryScreen, {
    path: '/onboarding/anniversary',
    member: makeOnboardingMember(),
  });
}

const group = () => screen.getByRole('group', { name: '처음 만난 날' });
const dayPart = () => within(group()).getByRole('combobox', { name: '일' });
const next = () => screen.getByRole('button', { name: '다음' });

describe('onboarding anniversary step', () => {
  beforeEach(() => {
    sessionStorage.clear();
    apiCall.mockReset();
    toast.error.mockReset();
  });

  it('offers dates from 1950 up to today in Korea only', async () => {
    const user = userEvent.setup();
    renderAnniversary();
    await screen.findByRole('group', { name: '처음 만난 날' });
    const years = within(group())
      .getByRole('combobox', { name: '연도' })
      .querySelectorAll('option:not([disabled])');
    const [thisYear, thisMonth, today] = todayInKorea().split('-');
    expect(years[0]).toHaveTextContent(`${Number(thisYear)}년`);
    expect(years[years.length - 1]).toHaveTextContent('1950년');
    await pickDate(user, document.body, '처음 만난 날', todayInKorea());
    const days = dayPart().querySelectorAll('option:not([disabled])');
    // No day after today is offered in this month.
    expect(days[days.length - 1]).toHaveTextContent(`${Number(today)}일`);
    expect(
      within(group())
        .getByRole('combobox', { name: '월' })
        .querySelectorAll('option:not([disabled])'),
    ).toHaveLength(Number(thisMonth));
  });

  it('previews the D-day and saves the date before the my-code step', async () => {
    apiCall.mockResolvedValue({ startLoveDate: '2024-03-01' });
    const user = userEvent.setup();
    const { router } = renderAnniversary();

    await screen.findByRole('group', { name: '처음 만난 날' });
    await pickDate(user, document.body, '처음 만난 날', '2024-03-01');
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
    await screen.findByRole('group', { name: '처음 만난 날' });
    await user.click(next());
    expect(screen.getByText('처음 만난 날을 골라 주세요.')).toBeInTheDocument();
    expect(apiCall).not.toHaveBeenCalled();
  });

  it('shows a 40000 under the field and keeps the date', async () => {
    apiCall.mockRejectedValue(apiError(40000, '사귄 날짜를 다시 확인해 주세요.'));
    const user = userEvent.setup();
    const { router } = renderAnniversary();

    await screen.findByRole('group', { name: '처음 만난 날' });
    await pickDate(user, document.body, '처음 만난 날', '2024-03-01');
    await user.click(next());

    expect(await screen.findByText('사귄 날짜를 다시 확인해 주세요.')).toBeInTheDocument();
    expect(dayPart()).toHaveAttribute('aria-invalid', 'true');
    expect(dayPart()).toHaveValue('1');
    expect(within(group()).getByRole('combobox', { name: '연도' })).toHaveValue('2024');
    expect(toast.error).not.toHaveBeenCalled();
    expect(router.state.location.pathname).toBe('/onboarding/anniversary');
  });

  it('any other failure is the toast, and the date stays', async () => {
    apiCall.mockRejectedValue(apiError(50000));
    const user = userEvent.setup();
    renderAnniversary();

    await screen.findByRole('group', { name: '처음 만난 날' });
    await pickDate(user, document.body, '처음 만난 날', '2024-03-01');
    await user.click(next());

    await waitFor(() =>
      expect(toast.error).toHaveBeenCalledWith('디데이 수정 중 오류가 발생했어요'),
    );
    expect(within(group()).getByRole('combobox', { name: '월' })).toHaveValue('3');
  });
});
