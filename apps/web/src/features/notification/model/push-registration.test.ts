import { describe, expect, it, vi } from 'vitest';
import type { PushDeviceBody } from '@dama/contract';
import { PushRegistration, webPushBody, type BrowserPush } from './push-registration';

const SUBSCRIPTION = {
  endpoint: 'https://push.example/send/abc',
  keys: { p256dh: 'B'.repeat(87), auth: 'a'.repeat(22) },
};

interface Options {
  channel?: 'browser' | 'shell';
  permission?: NotificationPermission;
  afterPrompt?: NotificationPermission;
  supported?: boolean;
  token?: string | null;
  shellPermission?: 'granted' | 'denied' | 'undetermined';
  registerFails?: boolean;
}

function setup({
  channel = 'browser',
  permission = 'granted',
  afterPrompt = 'granted',
  supported = true,
  token = 'ExponentPushToken[abc]',
  shellPermission = 'granted',
  registerFails = false,
}: Options = {}) {
  let current = permission;
  const requestPermission = vi.fn(() => {
    current = afterPrompt;
    return Promise.resolve(afterPrompt);
  });
  const subscribe = vi.fn((_key: string) => Promise.resolve(SUBSCRIPTION));
  const unsubscribe = vi.fn(() => Promise.resolve());
  const browser: BrowserPush = {
    supported: () => supported,
    permission: () => current,
    requestPermission,
    subscribe,
    unsubscribe,
  };
  const register = vi.fn((_body: PushDeviceBody) =>
    registerFails ? Promise.reject(new Error('500')) : Promise.resolve(41),
  );
  const remove = vi.fn(() => Promise.resolve());
  const getPushToken = vi.fn((_options?: { prompt?: boolean }) =>
    Promise.resolve({ token, permission: shellPermission }),
  );
  const registration = new PushRegistration({
    channel: () => channel,
    bridge: { getPushToken },
    browser,
    getWebPushKey: () => Promise.resolve('BKEY'),
    register,
    remove,
    onError: () => undefined,
  });
  return {
    registration,
    browser: { requestPermission, subscribe, unsubscribe },
    register,
    remove,
    getPushToken,
  };
}

describe('push on this device', () => {
  it('registers a browser already allowed, without asking', async () => {
    const { registration, browser, register } = setup();
    await expect(registration.sync()).resolves.toEqual({ status: 'on' });
    expect(browser.requestPermission).not.toHaveBeenCalled();
    expect(browser.subscribe).toHaveBeenCalledWith('BKEY');
    expect(register).toHaveBeenCalledWith({ kind: 'WEB_PUSH', subscription: SUBSCRIPTION });
    expect(registration.getState()).toEqual({ status: 'on' });
  });

  it('asks a browser only when the member enables pushes', async () => {
    const { registration, browser, register } = setup({ permission: 'default' });
    await expect(registration.sync()).resolves.toEqual({ status: 'off' });
    expect(register).not.toHaveBeenCalled();
    await expect(registration.enable()).resolves.toEqual({ status: 'on' });
    expect(browser.requestPermission).toHaveBeenCalledTimes(1);
  });

  it('says blocked when the browser said no, and unsupported without the Push API', async () => {
    await expect(setup({ permission: 'denied' }).registration.enable()).resolves.toEqual({
      status: 'blocked',
    });
    await expect(
      setup({ permission: 'default', afterPrompt: 'denied' }).registration.enable(),
    ).resolves.toEqual({ status: 'blocked' });
    await expect(setup({ supported: false }).registration.enable()).resolves.toEqual({
      status: 'unsupported',
    });
  });

  it("registers the shell's Expo token, asking the shell only on enable", async () => {
    const { registration, getPushToken, register } = setup({ channel: 'shell' });
    await registration.sync();
    expect(getPushToken).toHaveBeenLastCalledWith({ prompt: false });
    expect(register).toHaveBeenCalledWith({ kind: 'EXPO', token: 'ExponentPushToken[abc]' });
    await registration.enable();
    expect(getPushToken).toHaveBeenLastCalledWith({ prompt: true });
  });

  it('tells a phone that blocked notifications from one not asked yet', async () => {
    await expect(
      setup({ channel: 'shell', token: null, shellPermission: 'denied' }).registration.sync(),
    ).resolves.toEqual({ status: 'blocked' });
    await expect(
      setup({ channel: 'shell', token: null, shellPermission: 'undetermined' }).registration.sync(),
    ).resolves.toEqual({ status: 'off' });
  });

  it('says failed when the registration fails', async () => {
    await expect(setup({ registerFails: true }).registration.sync()).resolves.toEqual({
      status: 'failed',
    });
  });

  it('runs one registration at a time', async () => {
    const { registration, register } = setup();
    await Promise.all([registration.sync(), registration.sync(), registration.enable()]);
    expect(register).toHaveBeenCalledTimes(1);
  });

  it('forgets the device before logout, and only unsubscribes after a withdrawal', async () => {
    const logout = setup();
    await logout.registration.sync();
    await logout.registration.forget({ sessionAlive: true });
    expect(logout.remove).toHaveBeenCalledWith(41);
    expect(logout.browser.unsubscribe).toHaveBeenCalled();
    expect(logout.registration.getState()).toEqual({ status: 'unknown' });

    const withdrawal = setup();
    await withdrawal.registration.sync();
    await withdrawal.registration.forget({ sessionAlive: false });
    expect(withdrawal.remove).not.toHaveBeenCalled();
    expect(withdrawal.browser.unsubscribe).toHaveBeenCalled();
  });

  it('turns a subscription into the contract body, refusing one without keys', () => {
    expect(webPushBody(SUBSCRIPTION)).toEqual({ kind: 'WEB_PUSH', subscription: SUBSCRIPTION });
    expect(webPushBody({ endpoint: SUBSCRIPTION.endpoint })).toBeNull();
  });
});
