import type { SseEventName, SsePayload } from '@dama/contract';
import type { EventStreamClient, StreamError, StreamMessage, StreamState } from './event-stream';
import type { PayloadDecoder } from './stream-payloads';

type Listener<T> = (value: T) => void;

/** What the hub loads on its first `start()`: the stream client and the contract's payload reader. */
export interface StreamRuntime {
  client: EventStreamClient;
  decode: PayloadDecoder;
}

/** A subscription to one event: its payload handler and where a malformed payload goes. */
interface Subscription {
  handler: Listener<unknown>;
  onMalformed: Listener<Error>;
}

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
  private decode: PayloadDecoder | null = null;
  private loading: Promise<EventStreamClient> | null = null;
  private wanted = false;
  private state: StreamState = 'CLOSED';
  private readonly subscriptions = new Map<string, Set<Subscription>>();
  private readonly stateListeners = new Set<Listener<StreamState>>();
  private readonly errorListeners = new Set<Listener<StreamError>>();

  constructor(
    private readonly load: () => Promise<StreamRuntime>,
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

  /** The device went offline: the stream is dropped, keeping its resume point (no retries). */
  suspend(): void {
    if (this.wanted) this.client?.suspend();
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

  getState = (): StreamState => this.state;

  /**
   * Subscribes to `event` (CONTRACT 5): `handler` gets its payload read with the contract's schema
   * (raw text for `chat_response`, a number for `ai_response_id`, the parsed object otherwise). A
   * payload that does not match goes to `onMalformed` (by default reported like a failing
   * handler), never to `handler` and never thrown into the app. Returns the unsubscribe function.
   */
  on<E extends SseEventName>(
    event: E,
    handler: (payload: SsePayload<E>) => void,
    onMalformed: (error: Error) => void = (error) => this.onFailure(error, `${event} payload`),
  ): () => void {
    let subscriptions = this.subscriptions.get(event);
    if (!subscriptions) {
      subscriptions = new Set();
      this.subscriptions.set(event, subscriptions);
    }
    // The decoder checked the payload against `event`'s schema.
    return add(subscriptions, { handler: handler as Listener<unknown>, onMalformed });
  }

  onStateChange(handler: Listener<StreamState>): () => void {
    return add(this.stateListeners, handler);
  }

  onError(handler: Listener<StreamError>): () => void {
    return add(this.errorListeners, handler);
  }

  private ensureClient(): Promise<EventStreamClient> {
    this.loading ??= this.load().then(({ client, decode }) => {
      this.client = client;
      this.decode = decode;
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
    const subscriptions = this.subscriptions.get(message.event);
    if (!subscriptions?.size || !this.decode) return;
    const decoded = this.decode(message);
    if (!decoded) return;
    const where = `${message.event} handler`;
    for (const { handler, onMalformed } of [...subscriptions]) {
      if (decoded.ok) this.call(handler, decoded.payload, where);
      else this.call(onMalformed, decoded.error, where);
    }
  }

  private setState(state: StreamState): void {
    this.state = state;
    this.notify(this.stateListeners, state, 'state listener');
  }

  private notify<T>(listeners: Set<Listener<T>>, value: T, where: string): void {
    for (const listener of [...listeners]) this.call(listener, value, where);
  }

  /** Runs one listener; one that throws is reported and does not stop the others. */
  private call<T>(listener: Listener<T>, value: T, where: string): void {
    try {
      listener(value);
    } catch (error) {
      this.onFailure(error, where);
    }
  }
}
