export type { Bus, BusHandler, BusErrorLogger } from './bus';
export { InProcessBus } from './bus';
export { RedisBus, RedisConnections, type RedisLogger } from './redis';
