import {
  LogController,
  type FastifyBaseLogger,
  type FastifyServerOptions,
  type FastifyReply,
  type FastifyRequest,
} from 'fastify';

export interface RequestLogOptions {
  /**
   * Told of every answered request (route pattern, undefined when none matched; status; time in
   * ms): the request metrics. Runs on every request, so it must cost next to nothing.
   */
  observe?: (method: string, route: string | undefined, status: number, elapsedMs: number) => void;
  /**
   * Successful requests (below 400) answered within `slowMs` are logged at most this many a
   * second; null: every one. Errors, 4xx/5xx and slow requests are always logged.
   */
  successPerSecond?: number | null;
  /** From this many milliseconds on a request is slow, and always logged. */
  slowMs?: number;
  /** The clock of the per-second budget (tests). */
  now?: () => number;
}

/**
 * The per-second budget of `request completed` lines for successful, fast requests (decision
 * 0044): the first `perSecond` of each second are written, the rest counted. A written line
 * carries `skipped`, how many were left out since the previous written one, so the volume can be
 * told from the log alone.
 */
export class RequestSampler {
  private second = -1;
  private taken = 0;
  private skippedSince = 0;
  /** Successful requests not logged, since the start. */
  skippedTotal = 0;

  constructor(
    private readonly perSecond: number | null,
    private readonly now: () => number = Date.now,
  ) {}

  /** null: leave this one out; else write it, with this many left out before it. */
  take(): number | null {
    if (this.perSecond === null) return 0;
    const second = Math.floor(this.now() / 1000);
    if (second !== this.second) {
      this.second = second;
      this.taken = 0;
    }
    if (this.taken >= this.perSecond) {
      this.skippedSince += 1;
      this.skippedTotal += 1;
      return null;
    }
    this.taken += 1;
    const skipped = this.skippedSince;
    this.skippedSince = 0;
    return skipped;
  }
}

/** The slow threshold when none is given. */
export const DEFAULT_SLOW_MS = 1000;

/**
 * One log line a request, when it has been answered: `request completed` (or `request errored`)
 * with the request id, the request (method, URL without its query, host, address), the status
 * and the time it took. Fastify's default also logs an `incoming request` line first; two lines a
 * request were about 8 % of the server's CPU on a cached read (profiled in decision 0032), and
 * the second line holds everything the first one did. Successful fast requests are sampled
 * (`RequestSampler`, LOG_SAMPLE); a 4xx or 5xx, an error or a slow request always has its line.
 */
export class RequestLog extends LogController {
  readonly sampler: RequestSampler;
  private readonly slowMs: number;

  constructor(private readonly options: RequestLogOptions = {}) {
    super();
    this.sampler = new RequestSampler(options.successPerSecond ?? null, options.now);
    this.slowMs = options.slowMs ?? DEFAULT_SLOW_MS;
  }

  override incomingRequest(): void {}

  override requestCompleted(
    error: Error | null | undefined,
    request: FastifyRequest,
    reply: FastifyReply,
  ): void {
    // Fastify works the time out again on every read of elapsedTime: once here.
    const elapsed = reply.elapsedTime;
    this.options.observe?.(request.method, request.routeOptions.url, reply.statusCode, elapsed);
    if (this.isLogDisabled(request)) return;
    // Through the server's logger with the id as a field: the same line as through the
    // request's child logger, without making one (see lazyRequestLogger).
    const line: Record<string, unknown> = {
      [this.requestIdLogLabel]: request.id,
      req: request,
      res: reply,
      responseTime: elapsed,
    };
    if (error) {
      request.server.log.error({ ...line, err: error }, 'request errored');
      return;
    }
    if (reply.statusCode < 400 && elapsed < this.slowMs) {
      const skipped = this.sampler.take();
      if (skipped === null) return;
      if (skipped > 0) line.skipped = skipped;
    }
    request.server.log.info(line, 'request completed');
  }
}

type LogArgs = [unknown, ...unknown[]];
type Method = 'fatal' | 'error' | 'warn' | 'info' | 'debug' | 'trace' | 'silent';

/**
 * A request's logger (`request.log`), made only when something logs through it. Fastify makes a
 * pino child logger for every request (its bindings serialised, its formatters rebuilt: about
 * 5 % of the server's CPU on a cached read), and most requests never log a line of their own.
 */
class LazyRequestLogger implements FastifyBaseLogger {
  #child: FastifyBaseLogger | null = null;

  constructor(
    private readonly parent: FastifyBaseLogger,
    private readonly bindings: Parameters<FastifyBaseLogger['child']>[0],
    private readonly options: Parameters<FastifyBaseLogger['child']>[1],
  ) {}

  private get logger(): FastifyBaseLogger {
    return (this.#child ??= this.parent.child(this.bindings, this.options));
  }

  get level(): string {
    return this.#child?.level ?? this.options?.level ?? this.parent.level;
  }

  set level(level: string) {
    this.logger.level = level;
  }

  private call(method: Method, args: LogArgs): void {
    Reflect.apply(this.logger[method], this.logger, args);
  }

  fatal(...args: LogArgs): void {
    this.call('fatal', args);
  }
  error(...args: LogArgs): void {
    this.call('error', args);
  }
  warn(...args: LogArgs): void {
    this.call('warn', args);
  }
  info(...args: LogArgs): void {
    this.call('info', args);
  }
  debug(...args: LogArgs): void {
    this.call('debug', args);
  }
  trace(...args: LogArgs): void {
    this.call('trace', args);
  }
  silent(...args: LogArgs): void {
    this.call('silent', args);
  }

  child(...args: Parameters<FastifyBaseLogger['child']>): FastifyBaseLogger {
    return this.logger.child(...args);
  }
}

export const lazyRequestLogger: NonNullable<FastifyServerOptions['childLoggerFactory']> = (
  logger,
  bindings,
  options,
) => new LazyRequestLogger(logger, bindings, options);
