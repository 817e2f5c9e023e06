import { reportError } from '../errors';
import { RealtimeHub } from './hub';

/**
 * The app's live stream (SPEC 4.7, 7.2). The client code and the contract's payload schemas load
 * on the first `start()`.
 */
export const realtime = new RealtimeHub(
  () => import('./connection').then(({ loadAppStream }) => loadAppStream()),
  (error, where) => reportError(error, { source: 'global', component: `realtime ${where}` }),
);
