import type { PushDeviceBody } from '@dama/contract';
import { apiCall } from '@/shared/api/client';

/** GET /notifications/web-push-key: the VAPID public key (base64url). */
export async function getWebPushKey(): Promise<string> {
  return (await apiCall('getWebPushKey')).publicKey;
}

/** PUT /notifications/devices: this device receives pushes (the same one twice is one device). */
export async function registerPushDevice(body: PushDeviceBody): Promise<number> {
  return (await apiCall('registerPushDevice', { body })).deviceId;
}

/** DELETE /notifications/devices/:deviceId: this device no longer receives pushes. */
export async function removePushDevice(deviceId: number): Promise<void> {
  await apiCall('removePushDevice', { params: { deviceId: String(deviceId) } });
}
