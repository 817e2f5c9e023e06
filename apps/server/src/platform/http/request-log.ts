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
}

/**
 * One log line a request, when it has been answered: `request completed` (or `request errored`)
 * with the request id, the request (method, URL without its query, host, address), the status
 * and the time it took. Fastify's default also logs an `incoming request` line first; two lines a
 * request were about 8 % of the server's CPU on a cached read (profiled in decision 0032), and
 * the second line holds everything the first one did.
 */
export class RequestLog extends LogController {
  constructor(private readonly options: RequestLogOptions = {}) {
    super();
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
    const line = {
      [this.requestIdLogLabel]: request.id,
      req: request,
      res: reply,
      responseTime: elapsed,
    };
    if (error) request.server.log.error({ ...line, err: error }, 'request errored');
    else request.server.log.info(line, 'request completed');
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
