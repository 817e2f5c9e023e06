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
