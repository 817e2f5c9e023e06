import { beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Partner } from '@dama/contract';
import type * as Client from '@/shared/api/client';
import { partnerQuery } from '../api/get-partner';
import { apiError, makePartner, trackedButtons } from '@test/factories';
import { renderScreen } from '@test/render-screen';
import { CoupleManagementScreen } from './couple-management-screen';
import type * as AuthModule from '@/features/auth';

const apiCall = vi.hoisted(() => vi.fn());
vi.mock('@/shared/api/client', async (importOriginal) => ({
  ...(await importOriginal<typeof Client>()),
  apiCall,
}));
const toast = vi.hoisted(() => ({ success: vi.fn(), error: vi.fn() }));
vi.mock('@/shared/ui/toast', () => ({ toast }));
const refreshUserInfo = vi.hoisted(() => vi.fn(() => Promise.resolve()));
vi.mock('@/features/auth', async (importOriginal) => ({
  ...(await importOriginal<typeof AuthModule>()),
  useAuth: () => ({ refreshUserInfo }),
}));
const copyText = vi.hoisted(() => vi.fn(() => Promise.resolve(true)));
vi.mock('@/shared/lib/copy-text', () => ({ copyText }));

function renderManagement(partner: Partner | null = makePartner()) {
  const user = userEvent.setup();
  const rendered = renderScreen(<CoupleManagementScreen />, {
    path: '/my-page/couple-management',
    partner,
    inviteCode: 'MYCODE1',
  });
  return { user, ...rendered };
}

beforeEach(() => {
  apiCall.mockReset();
  toast.success.mockReset();
  toast.error.mockReset();
  refreshUserInfo.mockClear();
  copyText.mockClear();
});

describe('couple management', () => {
  it('shows my invite code and copies it', async () => {
    const { user } = renderManagement();
    const section = await screen.findByRole('region', { name: '내 초대 코드' });
    expect(within(section).getByText('MYCODE1')).toBeInTheDocument();
    await user.click(within(section).getByRole('button', { name: '코드 복사하기' }));
    expect(copyText).toHaveBeenCalledWith('MYCODE1');
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith('초대 코드를 복사했어요'));
    expect(trackedButtons()).toEqual(['copy_invite_code']);
  });

  it('opens the partner sheet with nickname, D-day and love type', async () => {
    const { user } = renderManagement(
      makePartner({ nickname: '서연', loveTypeCategory: 'ANXIETY_TYPE' }),
    );
    await user.click(await screen.findByRole('button', { name: /서연/ }));
    const sheet = await screen.findByRole('dialog', { name: '서연님의 정보' });
    expect(within(sheet).getByText('불안형')).toBeInTheDocument();
    expect(within(sheet).getByText('불안 3.12 · 회피 2.05')).toBeInTheDocument();
    expect(within(sheet).getByText('2024년 3월 1일부터')).toBeInTheDocument();
    expect(within(sheet).getByText(/^D\+\d+$/)).toBeInTheDocument();
    expect(trackedButtons()).toEqual(['open_partner_sheet']);
  });

  it('says so when the partner has not taken the test', async () => {
    const { user } = renderManagement(
      makePartner({ loveTypeCategory: null, anxietyRate: null, avoidanceRate: null }),
    );
    await user.click(await screen.findByRole('button', { name: /서연/ }));
    const sheet = await screen.findByRole('dialog', { name: '서연님의 정보' });
    expect(within(sheet).getByText('아직 테스트 전이에요')).toBeInTheDocument();
  });

  it('asks before disconnecting, then disconnects with a toast and re-fetches', async () => {
    const { user, queryClient } = renderManagement();
    apiCall.mockImplementation((operation: string) => {
      if (operation === 'unlinkCouple') return Promise.resolve(undefined);
      if (operation === 'getPartner') return Promise.reject(apiError(40301));
      if (operation === 'getInviteCode') return Promise.resolve({ coupleCode: 'NEWCODE' });
      return Promise.reject(new Error(`unexpected ${operation}`));
    });
    await user.click(await screen.findByRole('button', { name: '커플 연결 끊기' }));
    const dialog = await screen.findByRole('dialog', { name: '정말 커플 연동을 끊으시겠어요?' });
    expect(within(dialog).getByText(/모두 삭제돼요/)).toBeInTheDocument();
    expect(
      within(dialog).getByText(/30일 안에 다시 연결하면 되살릴 수 있어요/),
    ).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: '취소하기' })).toBeInTheDocument();

    await user.click(within(dialog).getByRole('button', { name: '연결 끊기' }));
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith('커플 연결이 끊어졌어요'));
    expect(apiCall).toHaveBeenCalledWith('unlinkCouple');
    expect(refreshUserInfo).toHaveBeenCalled();
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    // No partner any more: the connect form and the new invite code.
    expect(await screen.findByLabelText('연인의 초대 코드')).toBeInTheDocument();
    expect(await screen.findByText('NEWCODE')).toBeInTheDocument();
    expect(queryClient.getQueryData(partnerQuery().queryKey)).toBeNull();
    expect(trackedButtons()).toEqual(['disconnect_couple']);
  });

  it('a failed disconnect shows the error toast and closes the modal', async () => {
    const { user } = renderManagement();
    apiCall.mockRejectedValue(apiError(50000));
    await user.click(await screen.findByRole('button', { name: '커플 연결 끊기' }));
    const dialog = await screen.findByRole('dialog', { name: '정말 커플 연동을 끊으시겠어요?' });
    await user.click(within(dialog).getByRole('button', { name: '연결 끊기' }));
    await waitFor(() =>
      expect(toast.error).toHaveBeenCalledWith('커플 연결 끊기 중 오류가 발생했습니다'),
    );
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(toast.success).not.toHaveBeenCalled();
    expect(screen.getByRole('button', { name: /서연/ })).toBeInTheDocument();
  });

  it('cancelling keeps the couple', async () => {
    const { user } = renderManagement();
    await user.click(await screen.findByRole('button', { name: '커플 연결 끊기' }));
    const dialog = await screen.findByRole('dialog', { name: '정말 커플 연동을 끊으시겠어요?' });
    await user.click(within(dialog).getByRole('button', { name: '취소하기' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(apiCall).not.toHaveBeenCalled();
  });

  it('without a partner, connects by code with the same toasts, then shows the connected modal', async () => {
    const { user } = renderManagement(null);
    const field = await screen.findByLabelText('연인의 초대 코드');
    expect(screen.queryByRole('button', { name: '커플 연결 끊기' })).toBeNull();

    apiCall.mockRejectedValueOnce(apiError(40011));
    await user.type(field, 'mycode1');
    await user.click(screen.getByRole('button', { name: '연결하기' }));
    await waitFor(() => expect(toast.error).toHaveBeenCalledWith('잘못된 초대 코드입니다'));

    apiCall.mockImplementation((operation: string) =>
      Promise.resolve(
        operation === 'linkCouple' ? { coupleId: 9 } : makePartner({ nickname: '하늘' }),
      ),
    );
    await user.clear(field);
    await user.type(field, 'ab12cd3');
    await user.click(screen.getByRole('button', { name: '연결하기' }));
    const dialog = await screen.findByRole('dialog', { name: '커플 연동이 완료되었어요!' });
    await user.click(within(dialog).getByRole('button', { name: '확인' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    // The partner is linked now: the partner row replaces the form.
    expect(await screen.findByRole('button', { name: /하늘/ })).toBeInTheDocument();
  });
});
