// The live-stream client (SPEC 4.7, 7.2, 9; CONTRACT 5): a small fetch-based server-sent-events
// reader. `EventSource` cannot send `Authorization`, so the stream is read with fetch. The reader
// is our own rather than @microsoft/fetch-event-source so that the back-off, the heartbeat
// time-out, the 401 rule and Last-Event-ID are exactly SPEC's, with no library retry loop or
// visibility handling to work around. This module holds the connection state machine, the retry
// scheduling and the subscriptions; one request and its reading is a `StreamAttempt`
// (stream-attempt.ts).
import { reconnectDelay } from './backoff';
import { RECONNECT_DELAYS_MS, STREAM_TOKEN_MISSING, STREAM_UNAUTHORIZED } from './constants';
import type { StreamMessage } from './sse-parser';
import { StreamAttempt, StreamError } from './stream-attempt';

export type { StreamMessage } from './sse-parser';
export { StreamError, type StreamErrorKind } from './stream-attempt';

/** SPEC 4.7: the connection states. */
export type StreamState = 'CLOSED' | 'CONNECTING' | 'OPEN';

export { STREAM_TOKEN_MISSING, STREAM_UNAUTHORIZED };

export interface EventStreamOptions {
  /** The stream's URL, e.g. `/api/sse/connect`. */
  url: string;
  /** The access token, from the same source as the API client (shell or local storage). */
  readToken: () => Promise<string | null>;
  /**
   * Asks the shell for a new token (notifyTokenExpired, then the token) after a 401. Gets the
   * token the refused connection used.
   */
  refreshToken: (usedToken: string | null) => Promise<string | null>;
  fetch?: typeof fetch;
  /** Random source for the jitter, [0, 1). */
  random?: () => number;
  heartbeatTimeoutMs?: number;
  delays?: readonly number[];
  /** A subscriber threw: the stream carries on; this hears about it. */
  onHandlerError?: (error: unknown) => void;
}

type Timer = ReturnType<typeof setTimeout>;

/**
 * One live connection to the stream with SPEC 4.7 behaviour: states CLOSED → CONNECTING → OPEN;
 * on an error it closes and retries after 1 / 2 / 5 / 10 s (+ up to 20 % jitter, the last delay
 * repeating); no bytes for 60 s counts as an error; a 401 is not retried (the caller may call
 * `reconnect()`, which first asks the shell for a new token); a reconnect sends `Last-Event-ID`.
 */
export class EventStreamClient {
  private current: StreamState = 'CLOSED';
  /** Bumped whenever a connection is torn down: a token refresh that comes back late is ignored. */
  private generation = 0;
  private connection: StreamAttempt | null = null;
  private retryTimer: Timer | null = null;
  private attempt = 0;
  private lastId: string | null = null;
  private usedToken: string | null = null;
  private unauthorized = false;
  private readonly messageListeners = new Set<(message: StreamMessage) => void>();
  private readonly stateListeners = new Set<(state: StreamState) => void>();
  private readonly errorListeners = new Set<(error: StreamError) => void>();

  constructor(private readonly options: EventStreamOptions) {}

  get state(): StreamState {
    return this.current;
  }

  /** The id of the last event received; sent as `Last-Event-ID` on reconnect. */
  get lastEventId(): string | null {
    return this.lastId;
  }

  /** True after a 401 until a connection opens again: `reconnect()` then refreshes the token. */
  get needsTokenRefresh(): boolean {
    return this.unauthorized;
  }

  /** True while an automatic retry is scheduled. */
  get retrying(): boolean {
    return this.retryTimer !== null;
  }

  // ---- subscriptions ------------------------------------------------------------------------

  /** Every event; returns the unsubscribe function. */
  onMessage(handler: (message: StreamMessage) => void): () => void {
    this.messageListeners.add(handler);
    return () => {
      this.messageListeners.delete(handler);
    };
  }

  /** Events named `name` (e.g. `couple_connected`). */
  onEvent(name: string, handler: (message: StreamMessage) => void): () => void {
    return this.onMessage((message) => {
      if (message.event === name) handler(message);
    });
  }

  onStateChange(handler: (state: StreamState) => void): () => void {
    this.stateListeners.add(handler);
    return () => {
      this.stateListeners.delete(handler);
    };
  }

  onError(handler: (error: StreamError) => void): () => void {
    this.errorListeners.add(handler);
    return () => {
      this.errorListeners.delete(handler);
    };
  }

  // ---- control ------------------------------------------------------------------------------

  /** Opens the stream unless it is open, opening or waiting to retry. */
  connect(): void {
    if (this.current !== 'CLOSED' || this.retryTimer !== null) return;
    void this.open();
  }

  /**
   * Manual reconnect: drops the current connection and any scheduled retry and connects now.
   * After a 401 it first asks the shell for a new token (SPEC 4.7). Resolves once the new
   * connection attempt has started.
   */
  async reconnect(): Promise<void> {
    this.teardown();
    this.clearRetry();
    this.attempt = 0;
    if (!this.unauthorized) {
      void this.open();
      return;
    }
    const generation = this.generation;
    this.setState('CONNECTING');
    let token: string | null;
    try {
      token = await this.options.refreshToken(this.usedToken);
    } catch (cause) {
      if (generation !== this.generation) return;
      const message = cause instanceof Error ? cause.message : 'Token refresh failed';
      this.fail(new StreamError(message, 'token-refresh', { cause }), false);
      return;
    }
    if (generation !== this.generation) return;
    void this.open(token);
  }

  /**
   * The network is gone (the browser went offline): drops the connection and any scheduled retry
   * without trying again, keeping the resume point, so the `reconnect()` that follows when the
   * network is back asks for what was missed (`Last-Event-ID`).
   */
  suspend(): void {
    this.teardown();
    this.clearRetry();
    this.attempt = 0;
    this.setState('CLOSED');
  }

  /** Closes the stream for good (logout, teardown): no retry, and the resume point is forgotten. */
  close(): void {
    this.teardown();
    this.clearRetry();
    this.attempt = 0;
    this.lastId = null;
    this.usedToken = null;
    this.unauthorized = false;
    this.setState('CLOSED');
  }

  // ---- connection ---------------------------------------------------------------------------

  private open(presetToken?: string | null): Promise<void> {
    this.clearRetry();
    this.teardown();
    const connection = new StreamAttempt(
      {
        url: this.options.url,
        readToken: this.options.readToken,
        fetch: this.options.fetch,
        heartbeatTimeoutMs: this.options.heartbeatTimeoutMs,
        lastEventId: () => this.lastId,
      },
      {
        token: (token) => {
          this.usedToken = token;
        },
        opened: () => {
          this.attempt = 0;
          this.unauthorized = false;
          this.setState('OPEN');
        },
        message: (message) => this.dispatch(message),
        lastEventId: (id) => {
          this.lastId = id;
        },
        failed: (error, retry) => {
          if (error.kind === 'unauthorized') this.unauthorized = true;
          this.fail(error, retry);
        },
      },
    );
    this.connection = connection;
    this.setState('CONNECTING');
    return connection.run(presetToken);
  }

  private dispatch(message: StreamMessage): void {
    if (message.id !== null) this.lastId = message.id;
    for (const listener of [...this.messageListeners]) {
      try {
        listener(message);
      } catch (error) {
        (this.options.onHandlerError ?? console.error)(error);
      }
    }
  }

  /** Closes the connection; retries after the back-off delay when `retry` is set. */
  private fail(error: StreamError, retry: boolean): void {
    this.teardown();
    let reported = error;
    if (retry) {
      const delay = reconnectDelay(
        this.attempt,
        this.options.random,
        this.options.delays ?? RECONNECT_DELAYS_MS,
      );
      this.attempt += 1;
      this.retryTimer = setTimeout(() => {
        this.retryTimer = null;
        void this.open();
      }, delay);
      reported = new StreamError(error.message, error.kind, {
        status: error.status,
        retryInMs: delay,
        cause: error.cause,
      });
    }
    this.setState('CLOSED');
    for (const listener of [...this.errorListeners]) listener(reported);
  }

  private teardown(): void {
    this.generation += 1;
    this.connection?.stop();
    this.connection = null;
  }

  private clearRetry(): void {
    if (this.retryTimer !== null) clearTimeout(this.retryTimer);
    this.retryTimer = null;
  }

  private setState(state: StreamState): void {
    if (this.current === state) return;
    this.current = state;
    for (const listener of [...this.stateListeners]) listener(state);
  }
}
