import { endpoints } from '@dama/contract';
import type { FastifyInstance } from 'fastify';
import { registerEndpoint } from '../../platform/http/route';
import type { PushDevices } from './devices';

export function registerPushRoutes(
  app: FastifyInstance,
  devices: PushDevices,
  vapidPublicKey: string,
): void {
  registerEndpoint(app, endpoints.getWebPushKey, () =>
    Promise.resolve({ publicKey: vapidPublicKey }),
  );
  registerEndpoint(app, endpoints.registerPushDevice, async ({ principal, body }) => ({
    deviceId: await devices.register(principal, body),
  }));
  registerEndpoint(app, endpoints.removePushDevice, async ({ principal, params }) => {
    await devices.remove(principal.memberId, params.deviceId);
    return undefined;
  });
}
