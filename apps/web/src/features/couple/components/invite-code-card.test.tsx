import { afterEach, describe, expect, it, vi } from 'vitest';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { trackedButtons } from '@test/factories';
import { InviteCodeCard, inviteShareData, inviteShareText } from './invite-code-card';

afterEach(() => {
  Reflect.deleteProperty(navigator, 'share');
});

describe('the invite code card', () => {
  it('offers the share sheet where the device has one (share_invite_code)', async () => {
    const share = vi.fn(() => Promise.resolve());
    Object.defineProperty(navigator, 'share', { value: share, configurable: true });
    const user = userEvent.setup();
    render(<InviteCodeCard code="AB23CD4" copyAnalyticsName="copy_my_code" />);

    await user.click(screen.getByRole('button', { name: '공유하기' }));
    expect(share).toHaveBeenCalledWith(inviteShareData('AB23CD4'));
    expect(inviteShareText('AB23CD4')).toContain('AB23CD4');
    expect(inviteShareData('AB23CD4').url).toBe(
      `${window.location.origin}/onboarding/partner-code?code=AB23CD4`,
    );
    expect(trackedButtons()).toEqual(['share_invite_code']);
  });

  it('computes the particle after the code from how it is read', () => {
    expect(inviteShareText('FP5JAP8')).toBe(
      '담아에서 나와 연결해 줘요! 내 초대 코드는 FP5JAP8이에요.',
    );
    expect(inviteShareText('AB23CD2')).toBe(
      '담아에서 나와 연결해 줘요! 내 초대 코드는 AB23CD2예요.',
    );
  });

  it('closing the share sheet is not an error', async () => {
    const abort = Object.assign(new Error('cancelled'), { name: 'AbortError' });
    Object.defineProperty(navigator, 'share', {
      value: vi.fn(() => Promise.reject(abort)),
      configurable: true,
    });
    const user = userEvent.setup();
    render(<InviteCodeCard code="AB23CD4" copyAnalyticsName="copy_my_code" />);
    await user.click(screen.getByRole('button', { name: '공유하기' }));
    expect(screen.getByRole('button', { name: '공유하기' })).toBeEnabled();
  });

  it('has only copy where there is no share sheet', () => {
    render(<InviteCodeCard code="AB23CD4" copyAnalyticsName="copy_my_code" />);
    expect(screen.getByRole('button', { name: '코드 복사하기' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: '공유하기' })).toBeNull();
  });
});
