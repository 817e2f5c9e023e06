import { beforeEach, describe, expect, it } from 'vitest';
import {
  inviteLinkRedirect,
  keepPendingInviteCode,
  pendingInviteCode,
  PENDING_INVITE_MS,
} from './invite-link';

describe('an invite link across the access guard', () => {
  beforeEach(() => localStorage.clear());

  it('sends an onboarded member to couple management with the code', () => {
    expect(inviteLinkRedirect('/onboarding/partner-code', { code: 'FP5JAP8' }, '/')).toEqual({
      to: '/my-page/couple-management',
      search: { code: 'FP5JAP8' },
    });
    expect(pendingInviteCode()).toBeUndefined();
  });

  it('lets a signed-out visitor go to login, keeping the code for the partner-code step', () => {
    expect(inviteLinkRedirect('/onboarding/partner-code/', { code: 'fp5-jap8' }, '/login')).toBe(
      null,
    );
    expect(pendingInviteCode()).toBe('fp5-jap8');
  });

  it('ignores other paths and links without a usable code', () => {
    expect(inviteLinkRedirect('/onboarding/my-code', { code: 'FP5JAP8' }, '/login')).toBe(null);
    expect(inviteLinkRedirect('/onboarding/partner-code', { code: ' ' }, '/')).toBe(null);
    expect(inviteLinkRedirect('/onboarding/partner-code', { code: 42 }, '/login')).toBe(null);
    expect(pendingInviteCode()).toBeUndefined();
  });

  it('keeps the code a day, then forgets it', () => {
    const at = Date.UTC(2026, 10, 27, 6, 0);
    keepPendingInviteCode('FP5JAP8', at);
    expect(pendingInviteCode(at + PENDING_INVITE_MS - 1)).toBe('FP5JAP8');
    expect(pendingInviteCode(at + PENDING_INVITE_MS)).toBeUndefined();
    expect(localStorage.getItem('dama:pending-invite')).toBeNull();
  });
});
