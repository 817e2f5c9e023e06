import { describe, expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { makeMember, renderScreen } from '../testing/render-screen';
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

const Screen = () => <MyPageScreen TermsViewer={Viewer} />;

const clickedButtons = () =>
  (window.__DAMA_ANALYTICS__ ?? [])
    .filter((entry) => entry.event === 'button_click')
    .map((entry) => entry.props.button_name);

describe('my page', () => {
  it('summarises the profile: nickname, e-mail and sign-in provider', async () => {
    renderScreen(Screen, { path: '/my-page', member: makeMember({ provider: 'APPLE' }) });
    expect(await screen.findByRole('heading', { name: '담아님' })).toBeInTheDocument();
    expect(screen.getByText('dama@example.com')).toBeInTheDocument();
    expect(screen.getByText('Apple 로그인')).toBeInTheDocument();
    expect(screen.getByText(/^앱 버전 \d+\.\d+\.\d+$/)).toBeInTheDocument();
  });

  it('opens the service terms text in a modal and closes it', async () => {
    const user = userEvent.setup();
    renderScreen(Screen, { path: '/my-page' });

    await user.click(await screen.findByRole('button', { name: '서비스 이용약관' }));
    expect(screen.getByRole('dialog', { name: 'SERVICE_USAGE 제목' })).toHaveTextContent(
      'SERVICE_USAGE 내용',
    );
    await user.click(screen.getByRole('button', { name: '닫기' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(clickedButtons()).toEqual(['open_terms_service', 'close_terms_modal']);
  });

  it.each([
    ['프로필 수정', '/my-page/profile', 'open_profile_edit'],
    ['계정 설정', '/my-page/account-settings', 'open_account_settings'],
    ['개인정보처리방침', '/terms/privacy-policy', 'open_terms_privacy'],
  ])('%s leads to %s, tracked as %s', async (label, path, buttonName) => {
    const user = userEvent.setup();
    const { router } = renderScreen(Screen, { path: '/my-page' });

    await user.click(await screen.findByRole('button', { name: label }));

    await waitFor(() => expect(router.state.location.pathname).toBe(path));
    expect(clickedButtons()).toEqual([buttonName]);
  });
});
