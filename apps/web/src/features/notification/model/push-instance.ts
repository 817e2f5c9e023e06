import { bridge, isInNativeApp } from '@/shared/bridge';
import { reportError } from '@/shared/errors';
import { getWebPushKey, registerPushDevice, removePushDevice } from '../api/push-devices';
import { PushRegistration } from './push-registration';
import { browserPush } from './web-push';

/** The app's one push registration for this device (bound to sign-in by the app). */
export const pushRegistration = new PushRegistration({
  channel: () => (isInNativeApp() ? 'shell' : 'browser'),
  bridge,
  browser: browserPush,
  getWebPushKey,
  register: registerPushDevice,
  remove: removePushDevice,
  onError: (error, where) =>
    reportError(error, { source: 'global', feature: 'notification', component: `push ${where}` }),
});
