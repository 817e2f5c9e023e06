import { Redis, type RedisOptions } from 'ioredis';
import type { Bus, BusErrorLogger, BusHandler } from './bus';

export interface RedisLogger {
  warn(details: object, message: string): void;
}

/**
 * The two Redis connections an instance needs: one for commands (publish, rate-limit counters)
 * and one in subscriber mode. Connects eagerly so a wrong `REDIS_URL` fails at start-up.
 */
export class RedisConnections {
  readonly commands: Redis;
  readonly subscriber: Redis;

  private constructor(url: string, log: RedisLogger) {
    const options: RedisOptions = {
      lazyConnect: true,
      connectTimeout: 2000,
      maxRetriesPerRequest: 2,
      // Reconnect with back-off (capped) after the first connection succeeded.
      retryStrategy: (attempt) => Math.min(attempt * 200, 2000),
    };
    this.commands = new Redis(url, { ...options, connectionName: 'dama-commands' });
    this.subscriber = new Redis(url, { ...options, connectionName: 'dama-subscriber' });
    for (const client of [this.commands, this.subscriber]) {
      client.on('error', (error: Error) => {
        log.warn({ err: { message: error.message } }, 'redis connection error');
      });
    }
  }

  static async connect(url: string, log: RedisLogger): Promise<RedisConnections> {
    const connections = new RedisConnections(url, log);
    try {
      await Promise.all([connections.commands.connect(), connections.subscriber.connect()]);
    } catch (error) {
      connections.disconnect();
      throw new Error(`Redis(REDIS_URL)에 연결할 수 없어요: ${(error as Error).message}`, {
        cause: error,
      });
    }
    return connections;
  }

  /**
   * Both connections are up and Redis answers PING (the readiness check). A connection that is
   * reconnecting fails at once instead of queueing a command behind the reconnect.
   */
  async ping(): Promise<void> {
    for (const client of [this.commands, this.subscriber]) {
      if (client.status !== 'ready') {
        throw new Error(`${client.options.connectionName ?? 'redis'} is ${client.status}`);
      }
    }
    await this.commands.ping();
  }

  async close(): Promise<void> {
    await Promise.allSettled([this.commands.quit(), this.subscriber.quit()]);
    this.disconnect();
  }

  private disconnect(): void {
    this.commands.disconnect();
    this.subscriber.disconnect();
  }
}

/** Redis pub/sub; channel names get the deployment's key prefix. */
export class RedisBus implements Bus {
  readonly kind = 'redis' as const;
  private readonly handlers = new Map<string, Set<BusHandler>>();
  private readonly subscribing = new Map<string, Promise<unknown>>();
  private readonly reconnectListeners: Array<() => void> = [];

  constructor(
    private readonly redis: RedisConnections,
    private readonly prefix: string,
    private readonly onError: BusErrorLogger,
  ) {
    // The first `ready` came before this bus existed; every later one follows a reconnect.
    redis.subscriber.on('ready', () => {
      for (const listener of this.reconnectListeners) listener();
    });
    redis.subscriber.on('message', (fullChannel: string, message: string) => {
      if (!fullChannel.startsWith(this.prefix)) return;
      const channel = fullChannel.slice(this.prefix.length);
      const set = this.handlers.get(channel);
      if (!set) return;
      for (const handler of set) {
        try {
          handler(message);
        } catch (error) {
          this.onError(error, channel);
        }
      }
    });
  }

  async publish(channel: string, message: string): Promise<void> {
    await this.redis.commands.publish(this.prefix + channel, message);
  }

  onReconnect(listener: () => void): void {
    this.reconnectListeners.push(listener);
  }

  async subscribe(channel: string, handler: BusHandler): Promise<() => Promise<void>> {
    let set = this.handlers.get(channel);
    const entry: BusHandler = (message) => handler(message);
    if (!set) {
      set = new Set();
      this.handlers.set(channel, set);
      this.subscribing.set(channel, this.redis.subscriber.subscribe(this.prefix + channel));
    }
    set.add(entry);
    // Resolves once Redis confirmed the channel (also for a second subscriber arriving meanwhile).
    await this.subscribing.get(channel);
    return async () => {
      const current = this.handlers.get(channel);
      if (!current) return;
      current.delete(entry);
      if (current.size === 0) {
        this.handlers.delete(channel);
        this.subscribing.delete(channel);
        await this.redis.subscriber.unsubscribe(this.prefix + channel);
      }
    };
  }

  close(): Promise<void> {
    // The connections belong to the app (rate limits use them too) and are closed with it.
    this.handlers.clear();
    return Promise.resolve();
  }
}
