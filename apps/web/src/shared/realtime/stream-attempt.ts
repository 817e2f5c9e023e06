// One attempt at the live stream (SPEC 4.7, 9; CONTRACT 5): read the token, send the request
// with `Authorization: Bearer` and `Last-Event-ID`, check the answer (401, not an event stream)
// and read the chunks until the stream ends, breaks off or stays silent for the heartbeat
// time-out. Whether and when to try again is the client's business (event-stream.ts).
import { HEARTBEAT_TIMEOUT_MS, STREAM_TOKEN_MISSING, STREAM_UNAUTHORIZED } from './constants';
import { createSseParser, type StreamMessage } from './sse-parser';

export type StreamErrorKind =
  /** 401 from the server: not retried; a manual reconnect asks the shell for a token first. */
  | 'unauthorized'
  /** No token to send: not retried. */
  | 'missing-token'
  /** The manual reconnect's token refresh failed: not retried. */
  | 'token-refresh'
  /** Any other status, or not an event stream. */
  | 'http'
  /** The request or the read failed. */
  | 'network'
  /** No bytes for the heartbeat time-out. */
  | 'heartbeat'
  /** The server ended the stream. */
  | 'ended';

export class StreamError extends Error {
  readonly kind: StreamErrorKind;
  readonly status: number | undefined;
  /** When the client retries on its own, the wait in ms; null when it does not. */
  readonly retryInMs: number | null;

  constructor(
    message: string,
    kind: StreamErrorKind,
    options: { status?: number; retryInMs?: number | null; cause?: unknown } = {},
  ) {
    super(message, options.cause === undefined ? undefined : { cause: options.cause });
    this.name = 'StreamError';
    this.kind = kind;
    this.status = options.status;
    this.retryInMs = options.retryInMs ?? null;
  }
}

export interface StreamAttemptOptions {
  url: string;
  readToken: () => Promise<string | null>;
  fetch?: typeof fetch;
  heartbeatTimeoutMs?: number;
  /** The resume point, read when the request is sent and when the reading starts. */
  lastEventId: () => string | null;
}

/** What an attempt tells its client. None of these is called once the attempt is stopped. */
export interface StreamAttemptEvents {
  /** The token the request carries (a manual reconnect after a 401 hands it to the shell). */
  token(token: string): void;
  /** The server answered with an event stream; the reading starts. */
  opened(): void;
  message(message: StreamMessage): void;
  /** After each chunk: the parser's last event id. */
  lastEventId(id: string | null): void;
  /** The attempt is over; `retry` tells whether SPEC lets the client try again on its own. */
  failed(error: StreamError, retry: boolean): void;
}

type Timer = ReturnType<typeof setTimeout>;

/**
 * A single request to the stream and the reading of its answer. `stop()` aborts the request and
 * silences the attempt: late callbacks of a stopped attempt are ignored.
 */
export class StreamAttempt {
  private readonly controller = new AbortController();
  private heartbeatTimer: Timer | null = null;
  private stopped = false;

  constructor(
    private readonly options: StreamAttemptOptions,
    private readonly events: StreamAttemptEvents,
  ) {}

  stop(): void {
    this.stopped = true;
    this.controller.abort();
    if (this.heartbeatTimer !== null) clearTimeout(this.heartbeatTimer);
    this.heartbeatTimer = null;
  }

  /** Runs the attempt; `presetToken` (after a manual token refresh) skips `readToken`. */
  async run(presetToken?: string | null): Promise<void> {
    const stale = () => this.stopped;
    this.armHeartbeat();

    let token = presetToken;
    if (token === undefined) {
      try {
        token = await this.options.readToken();
      } catch (cause) {
        if (!stale())
          this.events.failed(
            new StreamError('Could not read the access token', 'network', { cause }),
            true,
          );
        return;
      }
      if (stale()) return;
    }
    if (!token) {
      this.events.failed(new StreamError(STREAM_TOKEN_MISSING, 'missing-token'), false);
      return;
    }
    this.events.token(token);

    const headers: Record<string, string> = {
      Accept: 'text/event-stream',
      Authorization: `Bearer ${token}`,
    };
    const lastEventId = this.options.lastEventId();
    if (lastEventId !== null) headers['Last-Event-ID'] = lastEventId;

    let response: Response;
    try {
      const fetchImpl = this.options.fetch ?? globalThis.fetch.bind(globalThis);
      response = await fetchImpl(this.options.url, {
        method: 'GET',
        headers,
        signal: this.controller.signal,
        cache: 'no-store',
        credentials: 'same-origin',
      });
    } catch (cause) {
      if (!stale())
        this.events.failed(
          new StreamError('Could not reach the stream', 'network', { cause }),
          true,
        );
      return;
    }
    if (stale()) {
      discard(response);
      return;
    }
    if (response.status === 401) {
      discard(response);
      this.events.failed(
        new StreamError(STREAM_UNAUTHORIZED, 'unauthorized', { status: 401 }),
        false,
      );
      return;
    }
    const contentType = response.headers.get('content-type') ?? '';
    if (!response.ok || !response.body || !contentType.includes('text/event-stream')) {
      discard(response);
      this.events.failed(
        new StreamError(`The stream answered ${response.status}`, 'http', {
          status: response.status,
        }),
        true,
      );
      return;
    }

    this.events.opened();
    this.armHeartbeat();

    const reader = response.body.getReader();
    const decoder = new TextDecoder();
    const parser = createSseParser((message) => {
      if (!stale()) this.events.message(message);
    }, this.options.lastEventId());
    try {
      for (;;) {
        const { done, value } = await reader.read();
        if (stale()) return;
        if (done) break;
        this.armHeartbeat();
        parser.feed(decoder.decode(value, { stream: true }));
        if (stale()) return;
        this.events.lastEventId(parser.lastEventId);
      }
    } catch (cause) {
      if (!stale())
        this.events.failed(new StreamError('The stream broke off', 'network', { cause }), true);
      return;
    }
    this.events.failed(new StreamError('The server ended the stream', 'ended'), true);
  }

  /** (Re)starts the heartbeat time-out: no bytes for that long fails the attempt. */
  private armHeartbeat(): void {
    if (this.heartbeatTimer !== null) clearTimeout(this.heartbeatTimer);
    const timeoutMs = this.options.heartbeatTimeoutMs ?? HEARTBEAT_TIMEOUT_MS;
    this.heartbeatTimer = setTimeout(() => {
      this.heartbeatTimer = null;
      if (this.stopped) return;
      const seconds = Math.round(timeoutMs / 1000);
      this.events.failed(
        new StreamError(`No data from the stream for ${seconds} s`, 'heartbeat'),
        true,
      );
    }, timeoutMs);
  }
}

function discard(response: Response): void {
  response.body?.cancel().catch(() => undefined);
}
