import type { RedisConnections } from '../bus';
import type { DependencyStates } from './states';

/**
 * The `redis` state from the two connections' own events: down as soon as either closes (the
 * reason is the last connection error seen), up once both are ready again. ioredis reconnects
 * by itself (redis.ts); nothing is polled.
 */
export function watchRedis(redis: RedisConnections, states: DependencyStates): void {
  states.track('redis');
  let lastError = 'connection closed';
  const clients = [redis.commands, redis.subscriber];
  for (const client of clients) {
    client.on('error', (error: Error & { code?: string }) => {
      lastError = error.code ?? error.name;
    });
    client.on('close', () => {
      if (!redis.closing) states.down('redis', lastError);
    });
    client.on('ready', () => {
      if (clients.every((each) => each.status === 'ready')) states.up('redis');
    });
  }
}
