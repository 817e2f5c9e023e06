/** Receives one message published on a channel (handlers must not throw; errors are logged). */
export type BusHandler = (message: string) => void;

/**
 * Publish/subscribe between server instances. In-process by default; Redis pub/sub when
 * `REDIS_URL` is set, so an event or a revocation published on one instance reaches all of them
 * (the publishing instance included).
 */
export interface Bus {
  readonly kind: 'memory' | 'redis';
  /**
   * False while messages may be lost (Redis unreachable: the subscriber is away or a publish
   * fails); always true in-process. The read cache is bypassed meanwhile (decision 0077).
   */
  readonly connected: boolean;
  /**
   * `resend`: a message that could not be published (Redis unreachable) is kept (a bounded
   * number) and published once Redis is back. For messages that are still right late: a stored
   * event's id, a cache drop, a revocation; never a reply's chunk.
   */
  publish(channel: string, message: string, options?: PublishOptions): Promise<void>;
  /** Resolves once the subscription is active; the returned function unsubscribes. */
  subscribe(channel: string, handler: BusHandler): Promise<() => Promise<void>>;
  /**
   * Called each time the subscriber connection is back after a drop (messages published while
   * it was away are lost). Absent where nothing can be lost.
   */
  onReconnect?(listener: () => void): void;
  close(): Promise<void>;
}

export interface PublishOptions {
  resend?: boolean;
}

export type BusErrorLogger = (error: unknown, channel: string) => void;

/** Delivers synchronously to this process's subscribers. */
export class InProcessBus implements Bus {
  readonly kind = 'memory' as const;
  readonly connected = true;
  private readonly handlers = new Map<string, Set<BusHandler>>();

  constructor(private readonly onError: BusErrorLogger) {}

  publish(channel: string, message: string): Promise<void> {
    const set = this.handlers.get(channel);
    if (set) {
      for (const handler of set) {
        try {
          handler(message);
        } catch (error) {
          this.onError(error, channel);
        }
      }
    }
    return Promise.resolve();
  }

  subscribe(channel: string, handler: BusHandler): Promise<() => Promise<void>> {
    let set = this.handlers.get(channel);
    if (!set) {
      set = new Set();
      this.handlers.set(channel, set);
    }
    // The same function may subscribe twice; wrap it so each subscription is its own entry.
    const entry: BusHandler = (message) => handler(message);
    set.add(entry);
    return Promise.resolve(() => {
      set.delete(entry);
      if (set.size === 0) this.handlers.delete(channel);
      return Promise.resolve();
    });
  }

  close(): Promise<void> {
    this.handlers.clear();
    return Promise.resolve();
  }
}
