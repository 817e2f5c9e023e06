// The notification events as the app mounts them: loaded lazily, as the app's live-events.tsx is
// on the first screen's path and the banner is not.
import { lazy } from 'react';

/** The bell's and the centre's live updates and the in-app banner, mounted once signed in. */
export const NotificationEventsHost = lazy(() => import('./notification-events-host'));
