import { useSyncExternalStore } from 'react';
import { connectionState, subscribeConnection, type ConnectionState } from './connection';

/** The connection state, re-rendering when it changes. */
export function useConnection(): ConnectionState {
  return useSyncExternalStore(subscribeConnection, connectionState, () => 'online');
}
