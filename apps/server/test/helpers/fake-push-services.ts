/**
 * Local stand-ins for the push services, started by the tests (and `npm run bench`) as the
 * counsellor's tests start a fake Chat Completions server. Both speak the real wire formats:
 * a Web Push service that checks VAPID and decrypts each payload (`fake-web-push.ts`), and
 * Expo's push API (`fake-expo.ts`).
 */
export {
  decryptWebPush,
  startFakeWebPush,
  type FakeWebPush,
  type ReceivedWebPush,
  type TestSubscription,
} from './fake-web-push';
export { EXPO_PATH, expoToken, startFakeExpo, type ExpoReceived, type FakeExpo } from './fake-expo';
