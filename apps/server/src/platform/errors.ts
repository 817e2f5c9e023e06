import {
  ErrorCode,
  errorMessages,
  httpStatusOf,
  type ErrorCodeName,
  type ErrorCodeValue,
} from '@dama/contract';

/**
 * An error the client may see: a contract code and a Korean message safe to show. Anything that
 * is not an AppError becomes 50000 with the default message.
 */
export class AppError extends Error {
  override name = 'AppError';
  readonly code: ErrorCodeValue;
  readonly statusCode: number;
  readonly headers: Record<string, string>;
  /**
   * An answer the route means to give, not a failure (a readiness probe's 503): the error
   * handler does not log it as one.
   */
  readonly quiet: boolean;

  constructor(
    code: ErrorCodeName | ErrorCodeValue,
    message?: string,
    options?: { cause?: unknown; headers?: Record<string, string>; quiet?: boolean },
  ) {
    const value: ErrorCodeValue = typeof code === 'number' ? code : ErrorCode[code];
    super(
      message ?? errorMessages[value],
      options?.cause === undefined ? undefined : { cause: options.cause },
    );
    this.code = value;
    this.statusCode = httpStatusOf(value);
    this.headers = options?.headers ?? {};
    this.quiet = options?.quiet ?? false;
  }
}
