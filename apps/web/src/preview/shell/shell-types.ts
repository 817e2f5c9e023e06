// What one phone's native shell (native-shell.ts) shares with the page and the preview: its
// state, its snapshot for the preview's panel, what it needs from its surroundings.
import { BRIDGE_TIMEOUT_MS, type ShellActionResult, type ShellState } from '@dama/bridge';
import type { Provider } from '@dama/contract';
import type { AuthApi, TestIdentity } from './auth-api';
import type { PhoneStorage, SignedInIdentity } from './phone-storage';
import type { PreviewPush } from './push-inbox';

/** The shell state the page sees (SPEC 7.3): pushed as `bridgeStateChange` whenever it changes. */
export type BridgeState = ShellState;

/** The web app gives up on a bridge call after this long (SPEC 9). */
export const BRIDGE_CALL_TIMEOUT_MS = BRIDGE_TIMEOUT_MS;

export interface LoginRequest {
  provider: Provider;
}

/** What the preview page shows for a phone. */
export interface ShellSnapshot {
  state: BridgeState;
  identity: SignedInIdentity | null;
  loginRequest: LoginRequest | null;
  /** The push token the app was given (getPushToken), null before it asked or once signed out. */
  pushToken: string | null;
  /** The latest push delivered to this phone, shown as the system banner until dismissed. */
  push: PreviewPush | null;
}

export interface ShellEnvironment {
  api: AuthApi;
  storage: PhoneStorage;
  openUrl(url: string): void;
  reloadFrame(): void;
  /** The token the app registered changed (the preview reads its pushes; null: stop). */
  onPushToken?(token: string | null): void;
}

export interface ChosenIdentity extends TestIdentity {
  label?: string | undefined;
}

export type ActionResult = ShellActionResult;
