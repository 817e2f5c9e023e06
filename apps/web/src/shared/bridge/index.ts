export {
  bridge,
  BRIDGE_TIMEOUT_MS,
  getBridgeState,
  subscribeBridgeState,
  WEB_LOGOUT_UNSUPPORTED,
  WEB_SOCIAL_LOGIN_UNSUPPORTED,
  type Bridge,
  type BridgeResult,
  type BridgeState,
  type ForegroundPushListener,
  PUSH_RECEIVED_EVENT,
  type PushPermission,
  type PushTokenResult,
  type SocialProvider,
} from './bridge';
export { isAppleDevice, isInNativeApp } from './environment';
export { useBridgeState } from './use-bridge-state';
export { clearShellStorage, StorageKey, readStorage, writeStorage } from './storage-keys';
