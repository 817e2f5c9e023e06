import { createFileRoute, Outlet } from '@tanstack/react-router';
import { OnboardingProgress } from '@/features/onboarding/components/onboarding-progress';

export const Route = createFileRoute('/onboarding')({
  component: OnboardingLayout,
});

function OnboardingLayout() {
  return (
    <>
      <OnboardingProgress />
      <Outlet />
    </>
  );
}
