import type { FastifyInstance } from 'fastify';
import type { Realtime } from '../../platform/realtime';
import { registerRealtimeRoutes } from './routes';

/** The live stream endpoint; events come from `deps.events` through the realtime platform. */
export function realtimeModule(app: FastifyInstance, realtime: Realtime): void {
  registerRealtimeRoutes(app, realtime.hub);
}
