import { Redis, type RedisOptions } from 'ioredis';
import type { Bus, BusErrorLogger, BusHandler, PublishOptions } from './bus';

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
  /** Set once the app closes them (their ends are not an outage). */
  closing = false;

  private constructor(url: string, log: RedisLogger) {
    const options: RedisOptions = {
      lazyConnect: true,
      connectTimeout: 2000,
      maxRetriesPerRequest: 2,
      // While Redis is away a command fails at once instead of waiting in a queue for the
      // reconnect: every caller has its degraded answer (decision 0077), so a request never
      // waits seconds for Redis.
      enableOfflineQueue: false,
      // Reconnect with back-off (capped) after the first connection succeeded.
      retryStrategy: (attempt) => Math.min(attempt * 200, 2000),
    };
    this.commands = new Redis(url, { ...options, connectionName: 'dama-commands' });
    // The bus subscribes again itself after a reconnect, and only then says it is back.
    this.subscriber = new Redis(url, {
      ...options,
      connectionName: 'dama-subscriber',
      autoResubscribe: false,
    });
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
    this.closing = true;
    await Promise.allSettled([this.commands.quit(), this.subscriber.quit()]);
    this.disconnect();
  }

  private disconnect(): void {
    this.commands.disconnect();
    this.subscriber.disconnect();
  }
}

/** Messages kept for a resend while Redis is unreachable; the oldest go first beyond it. */
export const RESEND_LIMIT = 10_000;

/**
 * Redis pub/sub; channel names get the deployment's key prefix. After the subscriber reconnects
 * it subscribes to every channel again and only then tells `onReconnect` listeners (so what they
 * read from the database afterwards cannot miss a message published meanwhile). Messages
 * published with `resend` while Redis is away are published again once the command connection
 * is back (decision 0077).
 */
export class RedisBus implements Bus {
  readonly kind = 'redis' as const;
  private readonly handlers = new Map<string, Set<BusHandler>>();
  private readonly subscribing = new Map<string, Promise<unknown>>();
  private readonly reconnectListeners: Array<() => void> = [];
  private readonly resendQueue: Array<[channel: string, message: string]> = [];
  private subscribed = true;
  private publishFailed = false;

  constructor(
    private readonly redis: RedisConnections,
    private readonly prefix: string,
    private readonly onError: BusErrorLogger,
  ) {
    redis.subscriber.on('close', () => {
      this.subscribed = false;
    });
    // The first `ready` came before this bus existed; every later one follows a reconnect.
    redis.subscriber.on('ready', () => void this.resubscribe());
    redis.commands.on('ready', () => void this.resend());
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

  get connected(): boolean {
    return this.subscribed && !this.publishFailed && this.redis.commands.status === 'ready';
  }

  async publish(channel: string, message: string, options?: PublishOptions): Promise<void> {
    try {
      await this.redis.commands.publish(this.prefix + channel, message);
      if (this.publishFailed) void this.resend();
    } catch (error) {
      this.publishFailed = true;
      if (options?.resend) {
        if (this.resendQueue.length >= RESEND_LIMIT) this.resendQueue.shift();
        this.resendQueue.push([channel, message]);
      }
      throw error;
    }
  }

  onReconnect(listener: () => void): void {
    this.reconnectListeners.push(listener);
  }

  private async resubscribe(): Promise<void> {
    const channels = [...this.handlers.keys()].map((channel) => this.prefix + channel);
    try {
      if (channels.length > 0) await this.redis.subscriber.subscribe(...channels);
    } catch {
      // Dropped again before the subscription: the next `ready` tries once more.
      return;
    }
    this.subscribed = true;
    for (const listener of this.reconnectListeners) listener();
  }

  /** Publishes what could not be published while Redis was away, oldest first. */
  private async resend(): Promise<void> {
    this.publishFailed = false;
    while (this.resendQueue.length > 0) {
      const [channel, message] = this.resendQueue[0]!;
      try {
        await this.redis.commands.publish(this.prefix + channel, message);
      } catch {
        return;
      }
      this.resendQueue.shift();
    }
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
