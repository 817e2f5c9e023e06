import type { ShellState } from '@dama/bridge';
import { forgetMemoryForTests } from '../auth/device-store';
import { createServerApi } from '../auth/server-api';
import { createShellMethods } from '../bridge/shell-methods';
import type { ShellConfig } from '../config';
import { stored } from './secure-store-mock';

export const API = 'https://api.dama.test';

export const testConfig: ShellConfig = {
  webOrigin: 'https://dama.test',
  apiOrigin: API,
  devLogin: false,
  kakaoConfigured: true,
  projectId: 'project-1',
};

/** A signed-in device: its pair in the (mocked) secure store. */
export function signInDevice(accessToken = 'a0', refreshToken = 'r0'): void {
  stored.set('dama.accessToken', accessToken);
  stored.set('dama.refreshToken', refreshToken);
}

/** The shell's methods as the app builds them, with the state they set and URLs they open. */
export function createShell(config: Partial<ShellConfig> = {}) {
  const state: ShellState = { isLoggedIn: false, keyboardHeight: 0, isModalOpen: false };
  const opened: string[] = [];
  const methods = createShellMethods({
    config: { ...testConfig, ...config },
    api: createServerApi(API),
    setState: (change) => Object.assign(state, change),
    openUrl: (url) => {
      opened.push(url);
      return Promise.resolve();
    },
  });
  return { methods, state, opened };
}

export function resetDevice(): void {
  stored.clear();
  forgetMemoryForTests();
}
