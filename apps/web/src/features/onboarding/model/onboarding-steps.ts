/** The onboarding steps in SPEC 4.1 order, as the progress indicator shows them. */
export const ONBOARDING_STEPS = [
  { path: '/onboarding/terms', label: '약관 동의' },
  { path: '/onboarding/nickname', label: '닉네임' },
  { path: '/onboarding/anniversary', label: '처음 만난 날' },
  { path: '/onboarding/my-code', label: '초대 코드' },
  { path: '/onboarding/complete', label: '시작하기' },
] as const;

/** Entering the partner's code is the other branch of the invite-code step. */
const STEP_ALIASES: Record<string, string> = {
  '/onboarding/partner-code': '/onboarding/my-code',
};

/** Index of the step a pathname belongs to (trailing slash ignored), or -1. */
export function onboardingStepIndex(pathname: string): number {
  const trimmed = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  const path = STEP_ALIASES[trimmed] ?? trimmed;
  return ONBOARDING_STEPS.findIndex((step) => step.path === path);
}
