import { z } from 'zod';

/**
 * What the member chose so far in the onboarding flow. The terms, nickname and anniversary steps
 * each save through their own PATCH call; the complete step needs the agreements and the nickname
 * again for `POST /members/onboarding`, so the flow keeps them here. Session storage keeps a reload
 * inside the web view from losing them; the key carries the member id so two accounts on one
 * device never share a draft.
 */
const OnboardingDraft = z.object({
  agreements: z.record(z.string(), z.boolean()).default({}),
  nickname: z.string().optional(),
  startLoveDate: z.string().optional(),
});
export type OnboardingDraft = z.infer<typeof OnboardingDraft>;

const EMPTY: OnboardingDraft = { agreements: {} };

function storageKey(memberId: number): string {
  return `dama.onboarding.${memberId}`;
}

function storage(): Storage | null {
  try {
    return window.sessionStorage;
  } catch {
    return null;
  }
}

export function readOnboardingDraft(memberId: number): OnboardingDraft {
  const raw = storage()?.getItem(storageKey(memberId));
  if (!raw) return { ...EMPTY };
  try {
    const parsed = OnboardingDraft.safeParse(JSON.parse(raw));
    return parsed.success ? parsed.data : { ...EMPTY };
  } catch {
    return { ...EMPTY };
  }
}

export function saveOnboardingDraft(memberId: number, patch: Partial<OnboardingDraft>): void {
  const next = { ...readOnboardingDraft(memberId), ...patch };
  try {
    storage()?.setItem(storageKey(memberId), JSON.stringify(next));
  } catch {
    // Storage full or blocked: the flow still works, a reload just starts the draft over.
  }
}

export function clearOnboardingDraft(memberId: number): void {
  storage()?.removeItem(storageKey(memberId));
}
