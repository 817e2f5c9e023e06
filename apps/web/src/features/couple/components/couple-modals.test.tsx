import { describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderScreen } from '@test/render-screen';
import { CoupleConnectedModal } from './couple-connected-modal';
import { CoupleDisconnectedNotice } from './couple-disconnected-notice';
import type * as AuthModule from '@/features/auth';

const refreshUserInfo = vi.hoisted(() => vi.fn(() => Promise.resolve()));
vi.mock('@/features/auth', async (importOriginal) => ({
  ...(await importOriginal<typeof AuthModule>()),
  useAuth: () => ({ refreshUserInfo }),
}));

describe('couple connected modal', () => {
  it('shows the celebration and on 확인 re-fetches the member, refreshes the route and closes', async () => {
    const user = userEvent.setup();
    const onOpenChange = vi.fn();
    const { router } = renderScreen(
      <CoupleConnectedModal open onOpenChange={onOpenChange} partnerNickname="서연" />,
      { path: '/' },
    );
    const invalidate = vi.spyOn(router, 'invalidate');
    const dialog = await screen.findByRole('dialog', { name: '커플 연동이 완료되었어요!' });
    expect(within(dialog).getByText(/마이페이지에서 설정할 수 있어요/)).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: '확인' }));
    await waitFor(() => expect(onOpenChange).toHaveBeenCalledWith(false));
    expect(refreshUserInfo).toHaveBeenCalledTimes(1);
    expect(invalidate).toHaveBeenCalledTimes(1);
  });
});

describe('couple disconnected notice', () => {
  it('says records stay and suggests talking with 담이; "마이페이지 가기" goes to /my-page', async () => {
    const user = userEvent.setup();
    const onOpenChange = vi.fn();
    renderScreen(<CoupleDisconnectedNotice open onOpenChange={onOpenChange} />, {
      path: '/',
    });
    const dialog = await screen.findByRole('dialog', { name: '커플 연결이 끊어졌어요' });
    expect(within(dialog).getByText(/그대로 볼 수 있어요/)).toBeInTheDocument();
    expect(within(dialog).getByText(/담이에게/)).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: '확인' })).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: '마이페이지 가기' }));
    expect(await screen.findByTestId('elsewhere')).toHaveTextContent('/my-page');
    await waitFor(() => expect(onOpenChange).toHaveBeenCalledWith(false));
  });

  it('says truthfully what became of the shared questions, by why the couple ended', async () => {
    const { unmount } = renderScreen(
      <CoupleDisconnectedNotice open onOpenChange={vi.fn()} reason="WITHDRAWAL" />,
      { path: '/' },
    );
    let dialog = await screen.findByRole('dialog', { name: '커플 연결이 끊어졌어요' });
    expect(within(dialog).getByText(/연인이 탈퇴해서/)).toBeInTheDocument();
    expect(within(dialog).getByText(/탈퇴와 함께 지워져서 다시 볼 수 없어요/)).toBeInTheDocument();
    unmount();
    renderScreen(<CoupleDisconnectedNotice open onOpenChange={vi.fn()} reason="UNLINK" />, {
      path: '/',
    });
    dialog = await screen.findByRole('dialog', { name: '커플 연결이 끊어졌어요' });
    expect(within(dialog).getByText(/30일 안에 두 사람이 다시 연결하면/)).toBeInTheDocument();
  });

  it('확인 just closes it', async () => {
    const user = userEvent.setup();
    const onOpenChange = vi.fn();
    renderScreen(<CoupleDisconnectedNotice open onOpenChange={onOpenChange} />, {
      path: '/',
    });
    const dialog = await screen.findByRole('dialog', { name: '커플 연결이 끊어졌어요' });
    await user.click(within(dialog).getByRole('button', { name: '확인' }));
    await waitFor(() => expect(onOpenChange).toHaveBeenCalledWith(false));
    expect(screen.queryByTestId('elsewhere')).toBeNull();
  });
});
