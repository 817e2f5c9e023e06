import { bridge, createWebView } from '@webview-bridge/react-native';
import { Linking } from 'react-native';
import {
  BRIDGE_TIMEOUT_MS,
  PUSH_RECEIVED_EVENT,
  type ShellMethods,
  type ShellState,
} from '@dama/bridge';
import { createServerApi } from '../auth/server-api';
import { shellConfig } from '../config';
import { createShellMethods } from './shell-methods';

/** The store @webview-bridge shares with the page: the methods and the state of SPEC 7.3. */
type Methods = { [M in keyof ShellMethods]: ShellMethods[M] };
type State = { [K in keyof ShellState]: ShellState[K] };
export type AppBridge = Methods & State;

export const INITIAL_STATE: ShellState = {
  isLoggedIn: false,
  keyboardHeight: 0,
  isModalOpen: false,
};

export const config = shellConfig();

export const appBridge = bridge<AppBridge>(({ set }) => ({
  ...INITIAL_STATE,
  ...createShellMethods({
    config,
    api: createServerApi(config.apiOrigin),
    setState: (change) => set(change),
    openUrl: (url) => Linking.openURL(url).then(() => undefined),
  }),
}));

export const { WebView: BridgedWebView, postMessage } = createWebView({
  bridge: appBridge,
  responseTimeout: BRIDGE_TIMEOUT_MS,
  debug: __DEV__,
});

/** A push received in the foreground, for the page (`bridge.onPushReceived`). */
export function deliverPush(data: unknown): void {
  postMessage(PUSH_RECEIVED_EVENT, data as never);
}

export function setShellState(change: Partial<ShellState>): void {
  appBridge.setState(change);
}
