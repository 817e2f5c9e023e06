import { beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type * as Client from '@/shared/api/client';
import { apiError, makeOnboardingMember } from '@test/factories';
import { renderScreen } from '@test/render-screen';
import { memberQuery } from '@/features/auth';
import { readOnboardingDraft } from '../model/onboarding-draft';
import { NicknameScreen } from './nickname-screen';

const apiCall = vi.hoisted(() => vi.fn());
vi.mock('@/shared/api/client', async (importOriginal) => ({
  ...(await importOriginal<typeof Client>()),
  apiCall,
}));
const toast = vi.hoisted(() => ({ success: vi.fn(), error: vi.fn() }));
vi.mock('@/shared/ui/toast', () => ({ toast }));

const field = () => screen.getByLabelText('닉네임');
const next = () => screen.getByRole('button', { name: '다음' });

const MEMBER_ID = makeOnboardingMember().memberId;

/** The step with what its route loader fetched (the member). */
function renderNickname(member = makeOnboardingMember()) {
  return renderScreen(NicknameScreen, { path: '/onboarding/nickname', member });
}

describe('onboarding nickname step', () => {
  beforeEach(() => {
    sessionStorage.clear();
    apiCall.mockReset();
    toast.error.mockReset();
  });

  it('shows no error before the member types, then asks for a nickname on an empty submit', async () => {
    const user = userEvent.setup();
    renderNickname();

    await screen.findByLabelText('닉네임');
    expect(screen.queryByText('닉네임을 입력해 주세요.')).not.toBeInTheDocument();
    await user.click(next());
    expect(await screen.findByText('닉네임을 입력해 주세요.')).toBeInTheDocument();
    expect(field()).toHaveAttribute('aria-invalid', 'true');
    expect(apiCall).not.toHaveBeenCalled();
  });

  it('flags 11 characters and keeps what was typed', async () => {
    const user = userEvent.setup();
    renderNickname();

    await user.type(await screen.findByLabelText('닉네임'), '가나다라마바사아자차카');
    expect(screen.getByText('닉네임은 10자까지 쓸 수 있어요.')).toBeInTheDocument();
    expect(screen.getByText(/11\/10/)).toBeInTheDocument();
    await user.click(next());
    expect(field()).toHaveValue('가나다라마바사아자차카');
    expect(apiCall).not.toHaveBeenCalled();
  });

  it('rejects emoji and inner spaces without clearing the field', async () => {
    const user = userEvent.setup();
    renderNickname();

    await user.type(await screen.findByLabelText('닉네임'), '담아😀');
    expect(screen.getByText('닉네임은 한글, 영문, 숫자만 쓸 수 있어요.')).toBeInTheDocument();
    expect(field()).toHaveValue('담아😀');

    await user.clear(field());
    await user.type(field(), '담 아');
    expect(screen.getByText('닉네임은 한글, 영문, 숫자만 쓸 수 있어요.')).toBeInTheDocument();
    expect(field()).toHaveValue('담 아');
  });

  it('saves the trimmed nickname and goes on to the anniversary step', async () => {
    apiCall.mockResolvedValue({ nickname: '담아짱' });
    const user = userEvent.setup();
    const { router, queryClient } = renderNickname();

    await user.type(await screen.findByLabelText('닉네임'), ' 담아짱 ');
    await user.click(next());

    await waitFor(() => expect(router.state.location.pathname).toBe('/onboarding/anniversary'));
    expect(apiCall).toHaveBeenCalledWith('updateMember', { body: { nickname: '담아짱' } });
    expect(readOnboardingDraft(MEMBER_ID).nickname).toBe('담아짱');
    // The hook wrote the server's answer into the cached member.
    expect(queryClient.getQueryData(memberQuery().queryKey)).toMatchObject({ nickname: '담아짱' });
  });

  it('shows the server message inline on 40000 and keeps the input', async () => {
    apiCall.mockRejectedValue(apiError(40000, '닉네임에 쓸 수 없는 말이 있어요.'));
    const user = userEvent.setup();
    const { router } = renderNickname(makeOnboardingMember({ nickname: '담아' }));

    expect(await screen.findByLabelText('닉네임')).toHaveValue('담아');
    await user.click(next());

    expect(await screen.findByText('닉네임에 쓸 수 없는 말이 있어요.')).toBeInTheDocument();
    expect(field()).toHaveAttribute('aria-invalid', 'true');
    expect(field()).toHaveValue('담아');
    expect(toast.error).not.toHaveBeenCalled();
    expect(router.state.location.pathname).toBe('/onboarding/nickname');
  });
});
