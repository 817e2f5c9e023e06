import * as Device from 'expo-device';
import * as Notifications from 'expo-notifications';
import { Platform } from 'react-native';
import type { PushPermission, ShellPushToken } from '@dama/bridge';

/**
 * `getPushToken` (decision 0062): the device's Expo push token when the OS allows notifications.
 * The OS is asked only when the page says so (`prompt`: the member tapped 알림 켜기), never at
 * launch; after sign-in the page asks without a prompt and registers what it gets.
 */
export const PUSH_TOKEN_TIMEOUT_MS = 15_000;

export const ANDROID_CHANNEL_ID = 'default';

function permissionOf(status: string): PushPermission {
  return status === 'granted' || status === 'denied' ? status : 'undetermined';
}

function within<T>(promise: Promise<T>, ms: number): Promise<T | null> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => resolve(null), ms);
    promise.then(
      (value) => {
        clearTimeout(timer);
        resolve(value);
      },
      (error: unknown) => {
        clearTimeout(timer);
        reject(error instanceof Error ? error : new Error(String(error)));
      },
    );
  });
}

export async function getPushToken(
  options: { prompt: boolean },
  projectId: string | null,
): Promise<ShellPushToken> {
  // A simulator has no push service to give a token.
  if (!Device.isDevice) return { token: null, permission: 'undetermined' };
  let settings = await Notifications.getPermissionsAsync();
  if (settings.status !== 'granted' && options.prompt && settings.canAskAgain) {
    settings = await Notifications.requestPermissionsAsync();
  }
  const permission = permissionOf(settings.status);
  if (permission !== 'granted') return { token: null, permission };
  if (Platform.OS === 'android') {
    await Notifications.setNotificationChannelAsync(ANDROID_CHANNEL_ID, {
      name: '알림',
      importance: Notifications.AndroidImportance.HIGH,
    });
  }
  try {
    // Expo's push service answers over the network: give up before the page does (20 s).
    const token = await within(
      Notifications.getExpoPushTokenAsync(projectId ? { projectId } : undefined),
      PUSH_TOKEN_TIMEOUT_MS,
    );
    return { token: token?.data ?? null, permission };
  } catch {
    return { token: null, permission };
  }
}
