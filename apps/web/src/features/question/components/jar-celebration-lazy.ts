// 담이's celebration of a jar milestone, loaded only when there is one to celebrate: home's first
// screen does not carry the sheet, the mascot's confetti or the card drawing.
import { lazy } from 'react';

export const JarCelebration = lazy(() => import('./jar-celebration'));
