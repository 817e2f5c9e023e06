import { useLocation } from '@tanstack/react-router';
import { ONBOARDING_STEPS, onboardingStepIndex } from '../model/onboarding-steps';

/**
 * A thin bar at the very top of the onboarding screens: how far along the member is. Fixed, so it
 * takes no room from the step's own header and layout.
 */
export function OnboardingProgress() {
  const pathname = useLocation({ select: (location) => location.pathname });
  const index = onboardingStepIndex(pathname);
  if (index < 0) return null;
  const total = ONBOARDING_STEPS.length;
  const current = index + 1;
  const step = ONBOARDING_STEPS[index];

  return (
    <section
      aria-label="온보딩 진행 상황"
      className="pointer-events-none fixed inset-x-0 top-0 z-30 mx-auto w-full max-w-app pt-safe"
    >
      <div
        role="progressbar"
        aria-label={`${total}단계 중 ${current}단계`}
        aria-valuemin={1}
        aria-valuemax={total}
        aria-valuenow={current}
        aria-valuetext={`${total}단계 중 ${current}단계${step ? `, ${step.label}` : ''}`}
        className="h-1 w-full bg-line"
      >
        <div
          className="h-full rounded-r-full bg-primary transition-[width] duration-300 ease-out motion-reduce:transition-none"
          style={{ width: `${(current / total) * 100}%` }}
        />
      </div>
    </section>
  );
}
