import type { EventStreamClient, StreamError, StreamMessage, StreamState } from './event-stream';

type Listener<T> = (value: T) => void;

function add<T>(set: Set<T>, item: T): () => void {
  set.add(item);
  return () => {
    set.delete(item);
  };
}

/**
 * The app's one live stream. Subscriptions work at any time; the stream client itself (and
 * everything it pulls in) loads on `start()`, after sign-in, outside the initial bundle. The app
 * starts it while the member is authenticated and stops it on logout (SPEC 4.7).
 */
export class RealtimeHub {
  private client: EventStreamClient | null = null;
  private loading: Promise<EventStreamClient> | null = null;
  private wanted = false;
  private state: StreamState = 'CLOSED';
  private readonly eventHandlers = new Map<string, Set<Listener<StreamMessage>>>();
  private readonly stateListeners = new Set<Listener<StreamState>>();
  private readonly errorListeners = new Set<Listener<StreamError>>();

  constructor(
    private readonly load: () => Promise<EventStreamClient>,
    private readonly onFailure: (error: unknown, where: string) => void = (error) =>
      console.error(error),
  ) {}

  /**
   * Connect and keep connected until `stop()`. A no-op while started: in particular it does not
   * reopen a stream that stopped on a 401 (only `reconnect()` does, SPEC 4.7).
   */
  start(): void {
    if (this.wanted) return;
    this.wanted = true;
    this.ensureClient()
      .then((client) => {
        if (this.wanted) client.connect();
      })
      .catch((error: unknown) => {
        // The client code did not load (offline?): the next start() tries again.
        this.wanted = false;
        this.onFailure(error, 'start');
      });
  }

  /** Close the stream (logout, teardown). */
  stop(): void {
    this.wanted = false;
    this.client?.close();
  }

  /** Manual reconnect (SPEC 4.7): after a 401 the client first asks the shell for a token. */
  async reconnect(): Promise<void> {
    if (!this.wanted) return;
    const client = await this.ensureClient();
    if (this.wanted) await client.reconnect();
  }

  get running(): boolean {
    return this.wanted;
  }

  /** True when the stream stopped on a 401 and waits for a manual reconnect. */
  get needsTokenRefresh(): boolean {
    return this.client?.needsTokenRefresh ?? false;
  }

  /** True while the client waits to retry on its own. */
  get retrying(): boolean {
    return this.client?.retrying ?? false;
  }

  getState = (): StreamState => this.state;

  onEvent(name: string, handler: Listener<StreamMessage>): () => void {
    let handlers = this.eventHandlers.get(name);
    if (!handlers) {
      handlers = new Set();
      this.eventHandlers.set(name, handlers);
    }
    return add(handlers, handler);
  }

  onStateChange(handler: Listener<StreamState>): () => void {
    return add(this.stateListeners, handler);
  }

  onError(handler: Listener<StreamError>): () => void {
    return add(this.errorListeners, handler);
  }

  private ensureClient(): Promise<EventStreamClient> {
    this.loading ??= this.load().then((client) => {
      this.client = client;
      client.onMessage((message) => this.dispatch(message));
      client.onStateChange((state) => this.setState(state));
      client.onError((error) => this.notify(this.errorListeners, error, 'error listener'));
      return client;
    });
    this.loading.catch(() => {
      // A failed load (offline chunk) may be tried again on the next start.
      this.loading = null;
    });
    return this.loading;
  }

  private dispatch(message: StreamMessage): void {
    const handlers = this.eventHandlers.get(message.event);
    if (handlers) this.notify(handlers, message, `${message.event} handler`);
  }

  private setState(state: StreamState): void {
    this.state = state;
    this.notify(this.stateListeners, state, 'state listener');
  }

  private notify<T>(listeners: Set<Listener<T>>, value: T, where: string): void {
    for (const listener of [...listeners]) {
      try {
        listener(value);
      } catch (error) {
        this.onFailure(error, where);
      }
    }
  }
}
