import { describe, expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Member } from '@dama/contract';
import { makeMember, makeTerms, trackedButtons } from '@test/factories';
import { renderScreen } from '@test/render-screen';
import { MyPageScreen, type TermsViewer } from './my-page-screen';

const Viewer: TermsViewer = ({ term, onClose }) =>
  term ? (
    <div role="dialog" aria-label={term.content.title}>
      <p>{term.content.details[0]?.content}</p>
      <button type="button" onClick={onClose}>
        닫기
      </button>
    </div>
  ) : null;

/** My page with what its route loader fetched (the member and the terms). */
function renderMyPage(member: Member = makeMember()) {
  return renderScreen(<MyPageScreen TermsViewer={Viewer} />, {
    path: '/my-page',
    member,
    terms: makeTerms(),
  });
}

describe('my page', () => {
  it('summarises the profile: nickname, e-mail and sign-in provider', async () => {
    renderMyPage(makeMember({ provider: 'APPLE' }));
    expect(await screen.findByRole('heading', { name: '담아님' })).toBeInTheDocument();
    expect(screen.getByText('dama@example.com')).toBeInTheDocument();
    expect(screen.getByText('Apple 로그인')).toBeInTheDocument();
    expect(screen.getByText('앱 버전 0.1.0 (abc1234)')).toBeInTheDocument();
  });

  it('opens the service terms text in a modal and closes it', async () => {
    const user = userEvent.setup();
    renderMyPage();

    await user.click(await screen.findByRole('button', { name: '서비스 이용약관' }));
    expect(screen.getByRole('dialog', { name: '서비스 이용약관' })).toHaveTextContent(
      '서비스 이용약관 제1조',
    );
    await user.click(screen.getByRole('button', { name: '닫기' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(trackedButtons()).toEqual(['open_terms_service', 'close_terms_modal']);
  });

  it.each([
    ['프로필 수정', '/my-page/profile', 'open_profile_edit'],
    ['계정 설정', '/my-page/account-settings', 'open_account_settings'],
    ['개인정보처리방침', '/terms/privacy-policy', 'open_terms_privacy'],
  ])('%s leads to %s, tracked as %s', async (label, path, buttonName) => {
    const user = userEvent.setup();
    const { router } = renderMyPage();

    await user.click(await screen.findByRole('button', { name: label }));

    await waitFor(() => expect(router.state.location.pathname).toBe(path));
    expect(trackedButtons()).toEqual([buttonName]);
  });
});
