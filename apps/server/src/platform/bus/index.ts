export type { Bus, BusHandler, BusErrorLogger, PublishOptions } from './bus';
export { InProcessBus } from './bus';
export { defineChannel, type Channel } from './channel';
export { RedisBus, RedisConnections, type RedisLogger } from './redis';
