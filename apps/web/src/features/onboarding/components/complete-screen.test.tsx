import { beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type * as Client from '@/shared/api/client';
import { makeOnboardingMember, makeTerms } from '@test/factories';
import { renderScreen } from '@test/render-screen';
import { readOnboardingDraft, saveOnboardingDraft } from '../model/onboarding-draft';
import { CompleteScreen } from './complete-screen';
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

const MEMBER_ID = makeOnboardingMember().memberId;

/** The step with what its route loader fetched (the terms and the member). */
function renderComplete(member = makeOnboardingMember()) {
  return renderScreen(CompleteScreen, { path: '/onboarding/complete', member, terms: makeTerms() });
}

const start = () => screen.getByRole('button', { name: '담아 시작하기' });

describe('onboarding complete step', () => {
  beforeEach(() => {
    sessionStorage.clear();
    apiCall.mockReset();
    toast.error.mockReset();
    refreshUserInfo.mockClear();
  });

  it('sends the agreed terms and nickname, refreshes the member and goes home', async () => {
    saveOnboardingDraft(MEMBER_ID, {
      agreements: { '1': true, '2': true, '3': true, '4': true },
      nickname: '담아짱',
    });
    apiCall.mockResolvedValue(undefined);
    const user = userEvent.setup();
    const { router } = renderComplete();

    expect(
      await screen.findByRole('heading', { name: /담아짱님,\s*담아와 함께 시작해요!/ }),
    ).toBeInTheDocument();
    await user.click(start());

    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(apiCall).toHaveBeenCalledWith('completeOnboarding', {
      body: {
        nickname: '담아짱',
        terms: [
          { termsId: 1, isAgreed: true },
          { termsId: 2, isAgreed: true },
          { termsId: 3, isAgreed: true },
          { termsId: 4, isAgreed: true },
        ],
      },
    });
    expect(refreshUserInfo).toHaveBeenCalled();
    expect(readOnboardingDraft(MEMBER_ID)).toEqual({ agreements: {} });
  });

  it('shows the server message and stays when the server refuses', async () => {
    saveOnboardingDraft(MEMBER_ID, { agreements: { '1': true, '2': true, '3': true } });
    apiCall.mockRejectedValue(new Error('필수 약관에 동의해야 해요.'));
    const user = userEvent.setup();
    const { router } = renderComplete(makeOnboardingMember({ nickname: '담아' }));

    await user.click(await screen.findByRole('button', { name: '담아 시작하기' }));

    await waitFor(() => expect(toast.error).toHaveBeenCalledWith('필수 약관에 동의해야 해요.'));
    expect(router.state.location.pathname).toBe('/onboarding/complete');
    expect(refreshUserInfo).not.toHaveBeenCalled();
    expect(start()).toBeEnabled();
  });

  it('sends the member back to the terms step when the agreements were lost', async () => {
    const user = userEvent.setup();
    const { router } = renderComplete(makeOnboardingMember({ nickname: '담아' }));

    await user.click(await screen.findByRole('button', { name: '담아 시작하기' }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/onboarding/terms'));
    expect(apiCall).not.toHaveBeenCalled();
  });
});
