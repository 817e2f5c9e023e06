import { beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ErrorCodeValue } from '@dama/contract';
import type * as Client from '@/shared/api/client';
import { apiError, makeOnboardingMember, makePartner, trackedButtons } from '@test/factories';
import { renderScreen } from '@test/render-screen';
import { CODE_FIELD_REASONS } from '../model/couple-code';
import { keepPendingInviteCode, pendingInviteCode } from '../model/invite-link';
import { PartnerCodeScreen } from './partner-code-screen';
import { memberKey } from '@/features/auth';
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

function renderPartnerCode(member = makeOnboardingMember()) {
  const user = userEvent.setup();
  const rendered = renderScreen(<PartnerCodeScreen />, {
    path: '/onboarding/partner-code',
    member,
  });
  return { user, ...rendered };
}

beforeEach(() => {
  localStorage.clear();
  apiCall.mockReset();
  toast.error.mockReset();
  toast.success.mockReset();
  refreshUserInfo.mockClear();
});

describe('onboarding: partner code', () => {
  it('upper-cases the code, keeps 7 characters and enables connect only then', async () => {
    const { user } = renderPartnerCode();
    const field = await screen.findByLabelText('연인의 초대 코드');
    const connect = screen.getByRole('button', { name: '연결하기' });
    expect(connect).toBeDisabled();

    await user.type(field, 'ab 12c');
    expect(field).toHaveValue('AB12C');
    expect(connect).toBeDisabled();
    await user.type(field, 'd3xyz');
    expect(field).toHaveValue('AB12CD3');
    expect(connect).toBeEnabled();
  });

  it.each<[ErrorCodeValue, string]>([
    [40002, '잘못된 초대 코드입니다'],
    [40006, '잘못된 초대 코드입니다'],
    [40011, '잘못된 초대 코드입니다'],
    [40000, '초대 코드 형식이 올바르지 않습니다.'],
    [40007, '커플 연결 중 오류가 발생했습니다'],
    [50000, '커플 연결 중 오류가 발생했습니다'],
  ])('code %i shows "%s" and stays on the step', async (code, message) => {
    apiCall.mockRejectedValue(apiError(code));
    const { user } = renderPartnerCode();
    await user.type(await screen.findByLabelText('연인의 초대 코드'), 'ab12cd3');
    await user.click(screen.getByRole('button', { name: '연결하기' }));

    await waitFor(() => expect(toast.error).toHaveBeenCalledWith(message));
    expect(apiCall).toHaveBeenCalledWith('linkCouple', { body: { coupleCode: 'AB12CD3' } });
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(screen.getByLabelText('연인의 초대 코드')).toHaveValue('AB12CD3');
  });

  it.each<[ErrorCodeValue, string]>([
    [40011, CODE_FIELD_REASONS.own],
    [40006, CODE_FIELD_REASONS.used],
    [40002, CODE_FIELD_REASONS.unknown],
    [40000, CODE_FIELD_REASONS.format],
    [40007, CODE_FIELD_REASONS.alreadyLinked],
  ])('code %i also says why at the field, until the code is edited', async (code, reason) => {
    apiCall.mockRejectedValue(apiError(code));
    const { user } = renderPartnerCode();
    const field = await screen.findByLabelText('연인의 초대 코드');
    await user.type(field, 'ab12cd3');
    await user.click(screen.getByRole('button', { name: '연결하기' }));

    expect(await screen.findByRole('alert')).toHaveTextContent(reason);
    expect(field).toHaveAttribute('aria-invalid', 'true');
    await user.type(field, '{Backspace}');
    expect(screen.queryByRole('alert')).toBeNull();
    expect(field).not.toHaveAttribute('aria-invalid');
  });

  it('a server failure says nothing at the field (the toast does)', async () => {
    apiCall.mockRejectedValue(apiError(50000));
    const { user } = renderPartnerCode();
    await user.type(await screen.findByLabelText('연인의 초대 코드'), 'ab12cd3');
    await user.click(screen.getByRole('button', { name: '연결하기' }));
    await waitFor(() => expect(toast.error).toHaveBeenCalled());
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('checks the format before asking the server: AB!@#12 costs no request', async () => {
    const { user } = renderPartnerCode();
    await user.type(await screen.findByLabelText('연인의 초대 코드'), 'AB!@#12');
    await user.click(screen.getByRole('button', { name: '연결하기' }));

    expect(toast.error).toHaveBeenCalledWith('초대 코드 형식이 올바르지 않습니다.');
    expect(screen.getByRole('alert')).toHaveTextContent(CODE_FIELD_REASONS.format);
    expect(apiCall).not.toHaveBeenCalled();
  });

  it('pastes a code from the clipboard, cleaned like typing', async () => {
    const { user } = renderPartnerCode();
    const paste = await screen.findByRole('button', { name: '붙여넣기' });
    // After userEvent's own clipboard stub (set up with the render).
    const readText = vi.fn(() => Promise.resolve(' ab12cd3 \n'));
    Object.defineProperty(navigator, 'clipboard', {
      value: { readText, writeText: vi.fn() },
      configurable: true,
    });
    await user.click(paste);
    await waitFor(() => expect(screen.getByLabelText('연인의 초대 코드')).toHaveValue('AB12CD3'));
    expect(readText).toHaveBeenCalled();
    expect(screen.getByRole('button', { name: '연결하기' })).toBeEnabled();
  });

  it('fills the code an invite link left while its visitor signed in, and forgets it once linked', async () => {
    keepPendingInviteCode('fp5-jap8');
    apiCall.mockImplementation((operation: string) =>
      Promise.resolve(operation === 'linkCouple' ? { coupleId: 3 } : makePartner()),
    );
    const { user } = renderPartnerCode();
    expect(await screen.findByLabelText('연인의 초대 코드')).toHaveValue('FP5JAP8');
    await user.click(screen.getByRole('button', { name: '연결하기' }));
    await screen.findByRole('dialog', { name: '커플 연동이 완료되었어요!' });
    expect(apiCall).toHaveBeenCalledWith('linkCouple', { body: { coupleCode: 'FP5JAP8' } });
    expect(pendingInviteCode()).toBeUndefined();
  });

  it('links, shows the connected modal, and 확인 refreshes and goes to the last step', async () => {
    apiCall.mockImplementation((operation: string) =>
      Promise.resolve(operation === 'linkCouple' ? { coupleId: 3 } : makePartner()),
    );
    const { user, router } = renderPartnerCode();
    const invalidate = vi.spyOn(router, 'invalidate');
    await user.type(await screen.findByLabelText('연인의 초대 코드'), 'AB12CD3');
    await user.click(screen.getByRole('button', { name: '연결하기' }));

    const dialog = await screen.findByRole('dialog', { name: '커플 연동이 완료되었어요!' });
    expect(within(dialog).getByText(/서연님과 함께/)).toBeInTheDocument();
    expect(
      within(dialog).getByText(/디데이는 마이페이지에서 설정할 수 있어요/),
    ).toBeInTheDocument();
    expect(apiCall).toHaveBeenCalledWith('getPartner', expect.anything());
    const refreshesBefore = refreshUserInfo.mock.calls.length;

    await user.click(within(dialog).getByRole('button', { name: '확인' }));
    expect(await screen.findByTestId('elsewhere')).toHaveTextContent('/onboarding/complete');
    expect(refreshUserInfo.mock.calls.length).toBeGreaterThan(refreshesBefore);
    expect(invalidate).toHaveBeenCalled();
    expect(trackedButtons()).toEqual(['connect_partner']);
  });

  it('when the couple’s date replaced mine, says so after the modal', async () => {
    apiCall.mockImplementation((operation: string) =>
      Promise.resolve(operation === 'linkCouple' ? { coupleId: 3 } : makePartner()),
    );
    const mine = makeOnboardingMember({ startLoveDate: '2023-01-01' });
    const { user, queryClient } = renderPartnerCode(mine);
    // The member read again after linking carries the couple's (the code owner's) date.
    refreshUserInfo.mockImplementationOnce(() => {
      queryClient.setQueryData(memberKey, { ...mine, startLoveDate: '2024-02-14' });
      return Promise.resolve();
    });
    await user.type(await screen.findByLabelText('연인의 초대 코드'), 'AB12CD3');
    await user.click(screen.getByRole('button', { name: '연결하기' }));
    const dialog = await screen.findByRole('dialog', { name: '커플 연동이 완료되었어요!' });
    expect(toast.success).not.toHaveBeenCalled();
    await user.click(within(dialog).getByRole('button', { name: '확인' }));
    expect(toast.success).toHaveBeenCalledWith(
      '처음 만난 날이 2024년 2월 14일로 맞춰졌어요. 마이페이지에서 바꿀 수 있어요',
    );
  });

  it('a member with no date of their own is told nothing about it', async () => {
    apiCall.mockImplementation((operation: string) =>
      Promise.resolve(operation === 'linkCouple' ? { coupleId: 3 } : makePartner()),
    );
    const { user, queryClient } = renderPartnerCode();
    refreshUserInfo.mockImplementationOnce(() => {
      queryClient.setQueryData(memberKey, makeOnboardingMember({ startLoveDate: '2024-02-14' }));
      return Promise.resolve();
    });
    await user.type(await screen.findByLabelText('연인의 초대 코드'), 'AB12CD3');
    await user.click(screen.getByRole('button', { name: '연결하기' }));
    const dialog = await screen.findByRole('dialog', { name: '커플 연동이 완료되었어요!' });
    await user.click(within(dialog).getByRole('button', { name: '확인' }));
    expect(await screen.findByTestId('elsewhere')).toHaveTextContent('/onboarding/complete');
    expect(toast.success).not.toHaveBeenCalled();
  });

  it('goes back to my code', async () => {
    const { user } = renderPartnerCode();
    await user.click(await screen.findByRole('button', { name: '뒤로 가기' }));
    expect(await screen.findByTestId('elsewhere')).toHaveTextContent('/onboarding/my-code');
    expect(trackedButtons()).toEqual(['back_partner_code']);
  });
});
