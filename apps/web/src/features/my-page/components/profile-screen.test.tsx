import { beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { todayInKorea } from '@dama/contract';
import type * as Client from '@/shared/api/client';
import { apiError, makeMember } from '@test/factories';
import { pickDate } from '@test/pick-date';
import { renderScreen } from '@test/render-screen';
import { ProfileScreen } from './profile-screen';

const apiCall = vi.hoisted(() => vi.fn());
vi.mock('@/shared/api/client', async (importOriginal) => ({
  ...(await importOriginal<typeof Client>()),
  apiCall,
}));
const toast = vi.hoisted(() => ({ success: vi.fn(), error: vi.fn() }));
vi.mock('@/shared/ui/toast', () => ({ toast }));

async function openSheet(row: RegExp) {
  const user = userEvent.setup();
  renderScreen(ProfileScreen, { path: '/my-page/profile', member: makeMember() });
  await user.click(await screen.findByRole('button', { name: row }));
  return { user, sheet: await screen.findByRole('dialog') };
}

describe('profile edit', () => {
  beforeEach(() => {
    apiCall.mockReset();
    toast.success.mockReset();
    toast.error.mockReset();
  });

  it('shows the current nickname and start date', async () => {
    renderScreen(ProfileScreen, { path: '/my-page/profile', member: makeMember() });
    expect(await screen.findByRole('button', { name: /닉네임\s*담아/ })).toBeInTheDocument();
    expect(
      screen.getByRole('button', { name: /처음 만난 날\s*2024년 3월 1일/ }),
    ).toBeInTheDocument();
  });

  it('saves a new nickname, confirms it and shows it from the updated member', async () => {
    apiCall.mockResolvedValue({ nickname: '새이름' });
    const { user, sheet } = await openSheet(/닉네임/);

    const field = within(sheet).getByLabelText('닉네임');
    expect(field).toHaveValue('담아');
    await user.clear(field);
    await user.type(field, '새이름');
    await user.click(within(sheet).getByRole('button', { name: '저장하기' }));

    await waitFor(() => expect(toast.success).toHaveBeenCalledWith('닉네임이 변경되었어요!'));
    expect(apiCall).toHaveBeenCalledWith('updateMember', { body: { nickname: '새이름' } });
    // The hook wrote the server's answer into the cached member the screen reads.
    expect(await screen.findByRole('button', { name: /닉네임\s*새이름/ })).toBeInTheDocument();
  });

  it('keeps the sheet and the input when saving the nickname fails', async () => {
    apiCall.mockRejectedValue(new Error('network'));
    const { user, sheet } = await openSheet(/닉네임/);

    const field = within(sheet).getByLabelText('닉네임');
    await user.type(field, '짱');
    await user.click(within(sheet).getByRole('button', { name: '저장하기' }));

    await waitFor(() =>
      expect(toast.error).toHaveBeenCalledWith('회원 정보 수정 중 오류가 발생했어요'),
    );
    expect(within(screen.getByRole('dialog')).getByLabelText('닉네임')).toHaveValue('담아짱');
  });

  it('does not send an invalid nickname', async () => {
    const { user, sheet } = await openSheet(/닉네임/);
    await user.clear(within(sheet).getByLabelText('닉네임'));
    await user.click(within(sheet).getByRole('button', { name: '저장하기' }));
    expect(within(sheet).getByText('닉네임을 입력해 주세요.')).toBeInTheDocument();
    expect(apiCall).not.toHaveBeenCalled();
  });

  it('saves a new start date with a success toast', async () => {
    apiCall.mockResolvedValue({ startLoveDate: '2023-12-24' });
    const { user, sheet } = await openSheet(/처음 만난 날/);

    await pickDate(user, sheet, '처음 만난 날', '2023-12-24');
    await user.click(within(sheet).getByRole('button', { name: '저장하기' }));

    await waitFor(() => expect(toast.success).toHaveBeenCalledWith('디데이가 변경되었어요!'));
    expect(apiCall).toHaveBeenCalledWith('updateStartLoveDate', {
      body: { startLoveDate: '2023-12-24' },
    });
    expect(
      await screen.findByRole('button', { name: /처음 만난 날\s*2023년 12월 24일/ }),
    ).toBeInTheDocument();
  });

  it('offers no future date and reports a failed save', async () => {
    const { user, sheet } = await openSheet(/처음 만난 날/);
    const years = within(within(sheet).getByRole('group', { name: '처음 만난 날' }))
      .getByRole('combobox', { name: '연도' })
      .querySelectorAll('option:not([disabled])');
    expect(years[0]).toHaveTextContent(`${Number(todayInKorea().slice(0, 4))}년`);

    apiCall.mockRejectedValue(new Error('network'));
    await pickDate(user, sheet, '처음 만난 날', todayInKorea());
    await user.click(within(sheet).getByRole('button', { name: '저장하기' }));
    await waitFor(() =>
      expect(toast.error).toHaveBeenCalledWith('디데이 수정 중 오류가 발생했어요'),
    );
  });

  it('shows a 40000 on the nickname under the field, keeping the sheet and the input', async () => {
    apiCall.mockRejectedValue(apiError(40000, '닉네임에 쓸 수 없는 말이 있어요.'));
    const { user, sheet } = await openSheet(/닉네임/);

    const field = within(sheet).getByLabelText('닉네임');
    await user.type(field, '짱');
    await user.click(within(sheet).getByRole('button', { name: '저장하기' }));

    expect(await within(sheet).findByText('닉네임에 쓸 수 없는 말이 있어요.')).toBeInTheDocument();
    expect(field).toHaveAttribute('aria-invalid', 'true');
    expect(field).toHaveValue('담아짱');
    expect(toast.error).not.toHaveBeenCalled();
    expect(toast.success).not.toHaveBeenCalled();

    // Typing again clears the server's word until the next save.
    await user.type(field, '이');
    expect(within(sheet).queryByText('닉네임에 쓸 수 없는 말이 있어요.')).not.toBeInTheDocument();
  });

  it('shows a 40000 on the start date under the field, keeping the sheet and the date', async () => {
    apiCall.mockRejectedValue(apiError(40000, '사귄 날짜를 다시 확인해 주세요.'));
    const { user, sheet } = await openSheet(/처음 만난 날/);

    await pickDate(user, sheet, '처음 만난 날', '2023-12-24');
    await user.click(within(sheet).getByRole('button', { name: '저장하기' }));

    expect(await within(sheet).findByText('사귄 날짜를 다시 확인해 주세요.')).toBeInTheDocument();
    const group = within(sheet).getByRole('group', { name: '처음 만난 날' });
    expect(within(group).getByRole('combobox', { name: '연도' })).toHaveValue('2023');
    expect(within(group).getByRole('combobox', { name: '일' })).toHaveValue('24');
    expect(toast.error).not.toHaveBeenCalled();
  });
});
