// 담이's celebration of a jar milestone, loaded only when there is one to celebrate: home's first
// screen does not carry the sheet, the mascot's confetti or the card drawing.
import { lazy, Suspense } from 'react';
import type { Jar } from '@dama/contract';

const JarCelebration = lazy(() => import('./jar-celebration'));

/** Where the jar is shown (home's card, the question screen): the celebration when one waits. */
export function JarCelebrationSlot({ jar }: { jar: Jar }) {
  if (jar.celebrate === null) return null;
  return (
    <Suspense fallback={null}>
      <JarCelebration key={jar.celebrate} milestone={jar.celebrate} bestStreak={jar.bestStreak} />
    </Suspense>
  );
}
