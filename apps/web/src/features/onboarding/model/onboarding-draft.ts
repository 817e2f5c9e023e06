import { z } from 'zod';
import { sessionStore } from '@/shared/lib/session-store';

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

const draftStore = (memberId: number) =>
  sessionStore(`dama.onboarding.${memberId}`, OnboardingDraft);

export function readOnboardingDraft(memberId: number): OnboardingDraft {
  return draftStore(memberId).read() ?? { agreements: {} };
}

export function saveOnboardingDraft(memberId: number, patch: Partial<OnboardingDraft>): void {
  draftStore(memberId).write({ ...readOnboardingDraft(memberId), ...patch });
}

export function clearOnboardingDraft(memberId: number): void {
  draftStore(memberId).clear();
}
