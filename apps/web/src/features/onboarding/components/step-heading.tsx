import type { ReactNode } from 'react';

/** The big question at the top of each onboarding step (the page's h1). */
export function StepHeading({ title, description }: { title: string; description?: ReactNode }) {
  return (
    <div className="pt-4">
      <h1 className="text-[26px] leading-snug font-bold whitespace-pre-line text-fg">{title}</h1>
      {description ? (
        <p className="mt-3 text-[15px] leading-relaxed text-muted">{description}</p>
      ) : null}
    </div>
  );
}
