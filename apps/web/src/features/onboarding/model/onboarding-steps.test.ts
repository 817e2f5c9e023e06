import { describe, expect, it } from 'vitest';
import { ONBOARDING_STEPS, onboardingStepIndex } from './onboarding-steps';

describe('onboardingStepIndex', () => {
  it('finds each step with or without a trailing slash', () => {
    ONBOARDING_STEPS.forEach((step, index) => {
      expect(onboardingStepIndex(step.path)).toBe(index);
      expect(onboardingStepIndex(`${step.path}/`)).toBe(index);
    });
  });

  it('counts the partner-code screen as the invite-code step', () => {
    expect(onboardingStepIndex('/onboarding/partner-code')).toBe(
      onboardingStepIndex('/onboarding/my-code'),
    );
  });

  it('is -1 outside onboarding', () => {
    expect(onboardingStepIndex('/my-page')).toBe(-1);
  });
});
