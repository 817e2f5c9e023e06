import * as SecureStore from 'expo-secure-store';

/**
 * What the shell keeps on the device (SPEC 7.3): the token pair, a device id and the page's
 * three flags, all in expo-secure-store (the Keychain / the Keystore), never in the WebView's
 * storage. A copy in memory answers reads after the first.
 */

export interface Tokens {
  accessToken: string;
  refreshToken: string;
}

export type FlagName = 'chatTutorialSeen' | 'questionHelp' | 'introSeen';

/** A flag nobody set yet: no tutorial or intro seen, question help shown. */
export const DEFAULT_FLAGS: Record<FlagName, boolean> = {
  chatTutorialSeen: false,
  questionHelp: true,
  introSeen: false,
};

const KEYS = {
  accessToken: 'dama.accessToken',
  refreshToken: 'dama.refreshToken',
  deviceId: 'dama.deviceId',
  flag: (name: FlagName) => `dama.flag.${name}`,
};

const OPTIONS: SecureStore.SecureStoreOptions = {
  keychainAccessible: SecureStore.AFTER_FIRST_UNLOCK_THIS_DEVICE_ONLY,
};

let tokens: Tokens | null | undefined;
let deviceId: string | undefined;
const flags = new Map<FlagName, boolean>();

export async function readTokens(): Promise<Tokens | null> {
  if (tokens !== undefined) return tokens;
  const [accessToken, refreshToken] = await Promise.all([
    SecureStore.getItemAsync(KEYS.accessToken, OPTIONS),
    SecureStore.getItemAsync(KEYS.refreshToken, OPTIONS),
  ]);
  tokens = accessToken && refreshToken ? { accessToken, refreshToken } : null;
  return tokens;
}

export async function writeTokens(next: Tokens | null): Promise<void> {
  tokens = next;
  if (next) {
    await SecureStore.setItemAsync(KEYS.accessToken, next.accessToken, OPTIONS);
    await SecureStore.setItemAsync(KEYS.refreshToken, next.refreshToken, OPTIONS);
  } else {
    await SecureStore.deleteItemAsync(KEYS.accessToken, OPTIONS);
    await SecureStore.deleteItemAsync(KEYS.refreshToken, OPTIONS);
  }
}

export async function readFlag(name: FlagName): Promise<boolean> {
  const known = flags.get(name);
  if (known !== undefined) return known;
  const stored = await SecureStore.getItemAsync(KEYS.flag(name), OPTIONS);
  const value = stored === null ? DEFAULT_FLAGS[name] : stored === 'true';
  flags.set(name, value);
  return value;
}

export async function writeFlag(name: FlagName, value: boolean): Promise<void> {
  flags.set(name, value);
  await SecureStore.setItemAsync(KEYS.flag(name), String(value), OPTIONS);
}

/** A withdrawal (`logout(clearAll)`): the flags go back to their defaults. */
export async function clearFlags(): Promise<void> {
  for (const name of Object.keys(DEFAULT_FLAGS) as FlagName[]) {
    flags.delete(name);
    await SecureStore.deleteItemAsync(KEYS.flag(name), OPTIONS);
  }
}

/** This install's id, sent with each sign-in (the server binds the session to it). */
export async function readDeviceId(): Promise<string> {
  if (deviceId) return deviceId;
  const stored = await SecureStore.getItemAsync(KEYS.deviceId, OPTIONS);
  if (stored) {
    deviceId = stored;
    return stored;
  }
  const fresh = `shell-${randomId()}`;
  await SecureStore.setItemAsync(KEYS.deviceId, fresh, OPTIONS);
  deviceId = fresh;
  return fresh;
}

/** An identifier, not a secret (the server only tells this install's sessions apart by it). */
function randomId(): string {
  const part = () =>
    Math.floor(Math.random() * 0x1_0000_0000)
      .toString(16)
      .padStart(8, '0');
  return `${Date.now().toString(36)}-${part()}${part()}${part()}`;
}

/** Tests: forget the copy in memory (the mocked store keeps its own). */
export function forgetMemoryForTests(): void {
  tokens = undefined;
  deviceId = undefined;
  flags.clear();
}
