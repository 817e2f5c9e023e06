import type { ReactNode } from 'react';

/** The sticky bottom area of an onboarding step, holding its main button. */
export function StepFooter({ children }: { children: ReactNode }) {
  return <div className="flex flex-col gap-2 px-5 pt-3 pb-4">{children}</div>;
}
