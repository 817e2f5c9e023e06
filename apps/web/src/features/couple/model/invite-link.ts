// Plain functions only: the routes' validateSearch is not code-split (bundle budget), so nothing
// here may pull the contract's zod in.

/** Where an invite link opens: the partner-code step, with the code filled (issue 24). */
export const INVITE_LINK_PATH = '/onboarding/partner-code';

export interface PartnerCodeSearch {
  /** An invite code from a shared link, as it came (the screen cleans it like typing). */
  code?: string;
}

/** `code`: kept when it is short text (a code with separators at most); anything else is dropped. */
export function validatePartnerCodeSearch(search: Record<string, unknown>): PartnerCodeSearch {
  const { code } = search;
  return typeof code === 'string' && code.trim() !== '' && code.length <= 32 ? { code } : {};
}

/** The link a shared invite carries: this app's partner-code step with the code filled. */
export function inviteLink(code: string, origin: string = window.location.origin): string {
  return `${origin}${INVITE_LINK_PATH}?${new URLSearchParams({ code }).toString()}`;
}

/**
 * An invite link opened by someone who cannot use the partner-code step yet (signed out: login
 * and onboarding come first) keeps its code on this device for a day, and the partner-code step
 * fills it when the member gets there (issue 24). Gone once a link succeeds.
 */
const PENDING_KEY = 'dama:pending-invite';
export const PENDING_INVITE_MS = 24 * 60 * 60 * 1000;

function storage(): Storage | null {
  try {
    return window.localStorage;
  } catch {
    return null;
  }
}

export function keepPendingInviteCode(code: string, now: number = Date.now()): void {
  try {
    storage()?.setItem(PENDING_KEY, JSON.stringify({ code, at: now }));
  } catch {
    // Storage blocked or full: the member types the code.
  }
}

/** The kept code while it is fresh, else undefined (a stale one is dropped). */
export function pendingInviteCode(now: number = Date.now()): string | undefined {
  try {
    const raw = storage()?.getItem(PENDING_KEY);
    if (!raw) return undefined;
    const { code, at } = JSON.parse(raw) as { code?: unknown; at?: unknown };
    if (typeof code === 'string' && typeof at === 'number' && now - at < PENDING_INVITE_MS) {
      return validatePartnerCodeSearch({ code }).code;
    }
    forgetPendingInviteCode();
  } catch {
    forgetPendingInviteCode();
  }
  return undefined;
}

export function forgetPendingInviteCode(): void {
  try {
    storage()?.removeItem(PENDING_KEY);
  } catch {
    // Nothing kept.
  }
}

/**
 * Where the access guard sends a visit to an invite link instead of the screen it would pick:
 * an onboarded member to couple management with the code filled; a visitor who must sign in (or
 * finish onboarding) goes where the guard says, the code kept for the partner-code step.
 */
export function inviteLinkRedirect(
  pathname: string,
  search: Record<string, unknown>,
  guardTarget: string,
): { to: '/my-page/couple-management'; search: PartnerCodeSearch } | null {
  if (pathname.replace(/\/+$/, '') !== INVITE_LINK_PATH) return null;
  const { code } = validatePartnerCodeSearch(search);
  if (!code) return null;
  if (guardTarget === '/') return { to: '/my-page/couple-management', search: { code } };
  keepPendingInviteCode(code);
  return null;
}
