// The couple notices as the app mounts them: loaded lazily, as the app's live-events.tsx is on the
// first screen's path and the notices' modals are not.
import { lazy } from 'react';

/** The couple notifications with their modals (SPEC 4.3), mounted by the app once signed in. */
export const CoupleEventsHost = lazy(() => import('./couple-events-host'));
