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
