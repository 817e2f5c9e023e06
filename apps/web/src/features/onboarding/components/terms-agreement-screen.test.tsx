import { beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type * as Client from '@/shared/api/client';
import { makeOnboardingMember, makeTerms, trackedButtons } from '@test/factories';
import { renderScreen } from '@test/render-screen';
import { readOnboardingDraft } from '../model/onboarding-draft';
import type { TermsViewer } from '../model/terms-viewer';
import { TermsAgreementScreen } from './terms-agreement-screen';
import type * as AuthModule from '@/features/auth';

const apiCall = vi.hoisted(() => vi.fn());
vi.mock('@/shared/api/client', async (importOriginal) => ({
  ...(await importOriginal<typeof Client>()),
  apiCall,
}));
const toast = vi.hoisted(() => ({ success: vi.fn(), error: vi.fn() }));
vi.mock('@/shared/ui/toast', () => ({ toast }));
const logout = vi.hoisted(() => vi.fn<() => Promise<void>>());
vi.mock('@/features/auth', async (importOriginal) => ({
  ...(await importOriginal<typeof AuthModule>()),
  useAuth: () => ({ logout }),
}));

const Viewer: TermsViewer = ({ term, onClose }) =>
  term ? (
    <div role="dialog" aria-label={term.content.title}>
      <button type="button" onClick={onClose}>
        닫기
      </button>
    </div>
  ) : null;

const MEMBER_ID = makeOnboardingMember().memberId;

/** The step with what its route loader fetched (the terms and the member). */
function renderTerms() {
  return renderScreen(<TermsAgreementScreen TermsViewer={Viewer} />, {
    path: '/onboarding/terms',
    member: makeOnboardingMember(),
    terms: makeTerms(),
  });
}

const next = () => screen.getByRole('button', { name: '다음' });
const box = (name: RegExp) => screen.getByRole('checkbox', { name });

describe('onboarding terms step', () => {
  beforeEach(() => {
    sessionStorage.clear();
    apiCall.mockReset();
    toast.error.mockReset();
    logout.mockReset();
  });

  it('keeps next disabled until every required term is agreed, marketing optional', async () => {
    const user = userEvent.setup();
    renderTerms();

    await screen.findByRole('checkbox', { name: '약관 전체 동의' });
    expect(next()).toBeDisabled();
    expect(screen.getAllByText('필수')).toHaveLength(3);
    expect(screen.getByText('선택')).toBeInTheDocument();

    await user.click(box(/만 14세 이상이에요/));
    await user.click(box(/서비스 이용약관/));
    expect(next()).toBeDisabled();
    await user.click(box(/개인정보 수집 및 이용/));
    expect(next()).toBeEnabled();
    expect(box(/마케팅 정보 수신/)).not.toBeChecked();
    expect(box(/약관 전체 동의/)).not.toBeChecked();

    await user.click(box(/서비스 이용약관/));
    expect(next()).toBeDisabled();
  });

  it('agree-all checks every term and unchecks them all again', async () => {
    const user = userEvent.setup();
    renderTerms();

    await user.click(await screen.findByRole('checkbox', { name: '약관 전체 동의' }));
    for (const name of [/만 14세/, /서비스 이용약관/, /개인정보/, /마케팅/])
      expect(box(name)).toBeChecked();
    expect(next()).toBeEnabled();

    await user.click(box(/마케팅/));
    expect(box(/약관 전체 동의/)).not.toBeChecked();
    expect(next()).toBeEnabled();

    await user.click(box(/약관 전체 동의/));
    await user.click(box(/약관 전체 동의/));
    for (const name of [/만 14세/, /서비스 이용약관/, /개인정보/, /마케팅/])
      expect(box(name)).not.toBeChecked();
    expect(next()).toBeDisabled();
  });

  it('opens the full text of a term and closes it', async () => {
    const user = userEvent.setup();
    renderTerms();

    await user.click(await screen.findByRole('button', { name: '서비스 이용약관 보기' }));
    expect(screen.getByRole('dialog', { name: '서비스 이용약관' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: '닫기' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('saves every agreement and moves on to the nickname step', async () => {
    apiCall.mockResolvedValue({ size: 4, totalCount: 4, list: [] });
    const user = userEvent.setup();
    const { router } = renderTerms();

    await user.click(await screen.findByRole('checkbox', { name: /만 14세/ }));
    await user.click(box(/서비스 이용약관/));
    await user.click(box(/개인정보/));
    await user.click(next());

    await waitFor(() => expect(router.state.location.pathname).toBe('/onboarding/nickname'));
    expect(apiCall).toHaveBeenCalledWith('updateTerms', {
      body: {
        terms: [
          { termsId: 1, isAgreed: true },
          { termsId: 2, isAgreed: true },
          { termsId: 3, isAgreed: true },
          { termsId: 4, isAgreed: false },
        ],
      },
    });
    expect(readOnboardingDraft(MEMBER_ID).agreements).toEqual({ '1': true, '2': true, '3': true });
  });

  it('stays on the step with a toast when saving fails', async () => {
    apiCall.mockRejectedValue(new Error('network'));
    const user = userEvent.setup();
    const { router } = renderTerms();

    await user.click(await screen.findByRole('checkbox', { name: '약관 전체 동의' }));
    await user.click(next());

    await waitFor(() =>
      expect(toast.error).toHaveBeenCalledWith('약관 동의 처리 중 오류가 발생했어요'),
    );
    expect(router.state.location.pathname).toBe('/onboarding/terms');
  });

  it('tracks each checkbox, the terms modal and next with their SPEC names', async () => {
    apiCall.mockResolvedValue({ size: 4, totalCount: 4, list: [] });
    const user = userEvent.setup();
    renderTerms();

    await user.click(await screen.findByRole('checkbox', { name: /만 14세/ }));
    await user.click(box(/서비스 이용약관/));
    await user.click(box(/개인정보/));
    await user.click(box(/마케팅/));
    await user.click(box(/약관 전체 동의/));
    await user.click(screen.getByRole('button', { name: '개인정보 수집 및 이용 보기' }));
    await user.click(screen.getByRole('button', { name: '닫기' }));
    await user.click(box(/약관 전체 동의/));
    await user.click(next());

    expect(trackedButtons()).toEqual([
      'agree_age',
      'agree_service',
      'agree_privacy',
      'agree_marketing',
      'agree_all',
      'open_terms_modal',
      'close_terms_modal',
      'agree_all',
      'next_terms',
    ]);
  });

  it('back asks before leaving and logs out only when confirmed', async () => {
    logout.mockResolvedValue(undefined);
    const user = userEvent.setup();
    renderTerms();

    await user.click(await screen.findByRole('button', { name: '뒤로 가기' }));
    expect(trackedButtons()).toEqual(['back_terms']);
    await user.click(await screen.findByRole('button', { name: '계속하기' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(logout).not.toHaveBeenCalled();

    await user.click(screen.getByRole('button', { name: '뒤로 가기' }));
    await user.click(await screen.findByRole('button', { name: '로그아웃' }));
    await waitFor(() => expect(logout).toHaveBeenCalledTimes(1));
  });
});
