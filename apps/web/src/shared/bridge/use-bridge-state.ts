import { useSyncExternalStore } from 'react';
import { getBridgeState, subscribeBridgeState, type BridgeState } from './bridge';

/** The shell's state (SPEC 7.3): `isLoggedIn`, `keyboardHeight`, `isModalOpen`. */
export function useBridgeState(): BridgeState {
  return useSyncExternalStore(subscribeBridgeState, getBridgeState, getBridgeState);
}
