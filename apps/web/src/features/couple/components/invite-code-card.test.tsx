import { afterEach, describe, expect, it, vi } from 'vitest';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { trackedButtons } from '@test/factories';
import { InviteCodeCard, inviteShareText } from './invite-code-card';

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
    expect(share).toHaveBeenCalledWith({ text: inviteShareText('AB23CD4') });
    expect(inviteShareText('AB23CD4')).toContain('AB23CD4');
    expect(trackedButtons()).toEqual(['share_invite_code']);
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
