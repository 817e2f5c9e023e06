import { ConfigError } from './config-error';
import type { Env } from './env';

/**
 * Where Prometheus reads the metrics (decision 0041). Never in public: on a port of their own
 * (`METRICS_PORT`, this machine only unless `METRICS_HOST` says otherwise), or at `/metrics` on
 * the main port behind `Authorization: Bearer <METRICS_TOKEN>`; with both, on the separate port
 * and behind the token there too. Neither set: no metrics at all (`config.metrics` is null).
 */
export interface MetricsConfig {
  /** A separate port for `GET /metrics` (0: a free one, for tests); null: the main port. */
  port: number | null;
  /** The separate port's address. */
  host: string;
  /** The bearer token a scrape must send; null: none (only with a separate port). */
  token: string | null;
}

const LOOPBACK = /^(127\.\d{1,3}\.\d{1,3}\.\d{1,3}|::1|localhost)$/i;

function fail(name: string, message: string): ConfigError {
  return new ConfigError(`환경 변수가 올바르지 않아요:\n  ${name}: ${message}`);
}

/**
 * METRICS_PORT / METRICS_HOST / METRICS_TOKEN. A host without a port, or the main port twice, is
 * a mistake; in production a metrics port reachable from other machines needs the token too.
 */
export function metricsConfig(e: Env, production: boolean): MetricsConfig | null {
  const port = e.METRICS_PORT ?? null;
  const token = e.METRICS_TOKEN ?? null;
  if (port === null && e.METRICS_HOST !== undefined) {
    throw fail('METRICS_HOST', 'METRICS_PORT와 함께 설정해야 해요');
  }
  if (port === null && token === null) return null;
  if (port !== null && port !== 0 && port === e.PORT) {
    throw fail('METRICS_PORT', 'PORT와 다른 포트여야 해요');
  }
  const host = e.METRICS_HOST ?? '127.0.0.1';
  if (production && port !== null && token === null && !LOOPBACK.test(host)) {
    throw fail(
      'METRICS_TOKEN',
      'METRICS_HOST가 이 컴퓨터 밖에서 닿는 주소면 NODE_ENV=production에서는 METRICS_TOKEN도 필요해요',
    );
  }
  return { port, host, token };
}

/**
 * How much the server logs under load (decision 0044): `request completed` lines of successful
 * requests answered within `slowMs`, at most `successPerSecond` a second (null: every one); and
 * the bytes the log output may hold while stdout is slower than the server.
 */
export interface LogConfig {
  successPerSecond: number | null;
  slowMs: number;
  bufferBytes: number;
}

/** Lines a second of successful fast requests when LOG_SAMPLE is unset (info and above). */
export const DEFAULT_SUCCESS_LINES_PER_SECOND = 20;

/**
 * LOG_SAMPLE (`all`, or `<n>/s`; unset: 20/s, but every line at LOG_LEVEL debug or trace),
 * LOG_SLOW_MS, LOG_BUFFER_MB.
 */
export function logConfig(e: Env): LogConfig {
  const verbose = e.LOG_LEVEL === 'debug' || e.LOG_LEVEL === 'trace';
  const sample = e.LOG_SAMPLE ?? (verbose ? 'all' : `${DEFAULT_SUCCESS_LINES_PER_SECOND}/s`);
  return {
    successPerSecond: sample === 'all' ? null : Number.parseInt(sample, 10),
    slowMs: e.LOG_SLOW_MS,
    bufferBytes: e.LOG_BUFFER_MB * 1024 * 1024,
  };
}
