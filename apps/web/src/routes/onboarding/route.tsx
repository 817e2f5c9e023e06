import { createFileRoute, Outlet } from '@tanstack/react-router';
import { OnboardingProgress } from '@/features/onboarding';

export const Route = createFileRoute('/onboarding')({
  // SPEC 2.2: everything under the layout is an onboarding path (decision 0007).
  staticData: { access: 'onboarding' },
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
