import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { presetsFor } from '../shell/phones';
import { LoginSheet } from './login-sheet';

function renderSheet(phone: 'a' | 'b' = 'a') {
  const onChoose = vi.fn();
  const onCancel = vi.fn();
  render(
    <LoginSheet
      phoneLabel={phone === 'a' ? '휴대폰 A' : '휴대폰 B'}
      provider="KAKAO"
      presets={presetsFor(phone)}
      onChoose={onChoose}
      onCancel={onCancel}
    />,
  );
  return { onChoose, onCancel, user: userEvent.setup() };
}

describe('preview login sheet', () => {
  it("offers the phone's own preset first and focuses it", () => {
    renderSheet('b');
    const first = screen.getAllByRole('button', { name: /계정으로 로그인$/ })[0];
    expect(first).toHaveAccessibleName('서연 계정으로 로그인');
    expect(first).toHaveFocus();
    expect(screen.getByRole('dialog', { name: '휴대폰 B 로그인' })).toBeInTheDocument();
  });

  it('signs in as a preset', async () => {
    const { onChoose, user } = renderSheet('a');
    await user.click(screen.getByRole('button', { name: '민준 계정으로 로그인' }));
    expect(onChoose).toHaveBeenCalledWith({
      provider: 'KAKAO',
      subject: 'preview-minjun',
      email: 'minjun@example.com',
      label: '민준',
    });
  });

  it('signs in as a typed identity, the e-mail being optional', async () => {
    const { onChoose, user } = renderSheet();
    const submit = screen.getByRole('button', { name: '이 계정으로 로그인' });

    await user.click(submit);
    expect(onChoose).not.toHaveBeenCalled();

    await user.type(screen.getByLabelText('테스트 계정 ID'), '  couple-test-1  ');
    await user.click(submit);
    expect(onChoose).toHaveBeenCalledWith({
      provider: 'KAKAO',
      subject: 'couple-test-1',
      email: undefined,
    });
  });

  it('cancels with the button or Escape', async () => {
    const { onCancel, user } = renderSheet();
    await user.click(screen.getByRole('button', { name: '취소' }));
    await user.keyboard('{Escape}');
    expect(onCancel).toHaveBeenCalledTimes(2);
  });

  it('keeps keyboard focus inside the sheet', async () => {
    const { user } = renderSheet();
    await user.click(screen.getByRole('button', { name: '이 계정으로 로그인' }));
    await user.tab();
    expect(screen.getByRole('button', { name: '민준 계정으로 로그인' })).toHaveFocus();
  });
});
