import { beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderScreen } from '@test/render-screen';
import { AccountSettingsScreen } from './account-settings-screen';
import type * as AuthModule from '@/features/auth';

const toast = vi.hoisted(() => ({ success: vi.fn(), error: vi.fn() }));
vi.mock('@/shared/ui/toast', () => ({ toast }));
const logout = vi.hoisted(() => vi.fn<() => Promise<void>>());
const withdraw = vi.hoisted(() => vi.fn<() => Promise<void>>());
vi.mock('@/features/auth', async (importOriginal) => ({
  ...(await importOriginal<typeof AuthModule>()),
  useAuth: () => ({ logout, withdraw }),
}));

async function openModal(row: string) {
  const user = userEvent.setup();
  renderScreen(AccountSettingsScreen, { path: '/my-page/account-settings' });
  await user.click(await screen.findByRole('button', { name: row }));
  return { user, dialog: await screen.findByRole('dialog') };
}

describe('account settings', () => {
  beforeEach(() => {
    logout.mockReset();
    withdraw.mockReset();
    toast.error.mockReset();
  });

  it('asks before logging out, with the log-out action on the quiet button', async () => {
    logout.mockResolvedValue(undefined);
    const { user, dialog } = await openModal('로그아웃');

    expect(
      within(dialog).getByRole('heading', { name: '로그아웃 하시겠어요?' }),
    ).toBeInTheDocument();
    expect(within(dialog).getByText('고민이 있을 때, 언제든 찾아와 주세요!')).toBeInTheDocument();
    const confirm = within(dialog).getByRole('button', { name: '로그아웃' });
    const cancel = within(dialog).getByRole('button', { name: '취소' });
    // swapEmphasis: cancel looks primary, log-out looks like the secondary (cancel-styled) button.
    expect(cancel.className).toContain('bg-primary ');
    expect(confirm.className).toContain('bg-primary-soft');

    await user.click(confirm);
    await waitFor(() => expect(logout).toHaveBeenCalledTimes(1));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('closes the log-out modal with the server message when logout fails', async () => {
    logout.mockRejectedValue(new Error('로그아웃은 웹 환경에서 지원하지 않아요.'));
    const { user, dialog } = await openModal('로그아웃');

    await user.click(within(dialog).getByRole('button', { name: '로그아웃' }));

    await waitFor(() =>
      expect(toast.error).toHaveBeenCalledWith('로그아웃은 웹 환경에서 지원하지 않아요.'),
    );
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('falls back to a Korean message when logout fails without one', async () => {
    logout.mockRejectedValue(new Error('Network Error'));
    const { user, dialog } = await openModal('로그아웃');
    await user.click(within(dialog).getByRole('button', { name: '로그아웃' }));
    await waitFor(() => expect(toast.error).toHaveBeenCalledWith('로그아웃에 실패했어요.'));
  });

  it('cancelling the log-out modal keeps the member signed in', async () => {
    const { user, dialog } = await openModal('로그아웃');
    await user.click(within(dialog).getByRole('button', { name: '취소' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(logout).not.toHaveBeenCalled();
  });

  it('warns that withdrawal cuts the couple link and cannot be undone', async () => {
    withdraw.mockResolvedValue(undefined);
    const { user, dialog } = await openModal('회원 탈퇴');

    expect(
      within(dialog).getByRole('heading', { name: '정말 계정을 탈퇴하시겠어요?' }),
    ).toBeInTheDocument();
    expect(within(dialog).getByText(/커플 연결이 자동으로 끊어지고/)).toBeInTheDocument();
    expect(within(dialog).getByText(/다시 되돌릴 수 없어요/)).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: '취소' })).toBeInTheDocument();

    await user.click(within(dialog).getByRole('button', { name: '탈퇴하기' }));
    await waitFor(() => expect(withdraw).toHaveBeenCalledTimes(1));
  });

  it('closes the withdrawal modal with a toast when withdrawal fails', async () => {
    withdraw.mockRejectedValue(new Error('Network Error'));
    const { user, dialog } = await openModal('회원 탈퇴');

    await user.click(within(dialog).getByRole('button', { name: '탈퇴하기' }));

    await waitFor(() => expect(toast.error).toHaveBeenCalledWith('회원 탈퇴 중 오류가 발생했어요'));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it("shows SPEC 8.3's toast even when the server gave its own reason", async () => {
    // withdraw() throws the server's message (SPEC 8.4); the toast is SPEC 8.3's text.
    withdraw.mockRejectedValue(new Error('회원 탈퇴에 실패했습니다.'));
    const { user, dialog } = await openModal('회원 탈퇴');
    await user.click(within(dialog).getByRole('button', { name: '탈퇴하기' }));
    await waitFor(() => expect(toast.error).toHaveBeenCalledWith('회원 탈퇴 중 오류가 발생했어요'));
    expect(toast.error).toHaveBeenCalledTimes(1);
  });

  it.each([
    ['로그아웃', ['로그아웃', '취소']],
    ['회원 탈퇴', ['탈퇴하기', '취소']],
  ])('lists the action first in the %s modal, as SPEC 4.2 does', async (row, labels) => {
    const { dialog } = await openModal(row);
    expect(
      within(dialog)
        .getAllByRole('button')
        .map((button) => button.textContent),
    ).toEqual(labels);
  });
});
