import { collectDefaultMetrics, Counter, Gauge, Registry } from 'prom-client';
import { HttpHistogram } from './http-histogram';

declare module 'fastify' {
  interface FastifyInstance {
    /** This app's metrics (decision 0041); `app.metrics.text()` is what a scrape gets. */
    metrics: Metrics;
  }
}

/** How long a scrape waits for a value read from the database before leaving it out. */
export const SCRAPE_READ_TIMEOUT_MS = 1000;

/** A labelled value read at scrape time. */
export type Sample<L extends string> = [labels: Record<L, string>, value: number];

/**
 * The app's metrics: a prom-client registry of its own (tests build many apps in one process,
 * so nothing goes to prom-client's global registry) and the request-duration histogram.
 *
 * Off (no METRICS_PORT and no METRICS_TOKEN), nothing is measured: no per-request observation,
 * no default collectors (their event-loop monitor and GC observer live as long as the process).
 * Gauges and counters are still registered, which costs nothing until a scrape.
 *
 * Most values are read when Prometheus scrapes (`gauge`, `counterFrom`, `samples`): the code they
 * describe keeps a plain number, and nothing is done per event for the metrics' sake.
 */
export class Metrics {
  readonly registry = new Registry();
  /** Request durations; null while metrics are off. */
  readonly http: HttpHistogram | null;

  constructor(
    readonly enabled: boolean,
    private readonly onReadError: (name: string, error: unknown) => void = () => undefined,
  ) {
    this.http = enabled ? new HttpHistogram() : null;
    // CPU, memory, handles, GC and event-loop delay (nodejs_eventloop_lag_*), standard names.
    if (enabled) collectDefaultMetrics({ register: this.registry });
  }

  /** A gauge read at scrape time. */
  gauge(name: string, help: string, read: () => number): void {
    new Gauge({
      name,
      help,
      registers: [this.registry],
      collect() {
        this.set(read());
      },
    });
  }

  /** A counter whose running total is kept elsewhere (a plain number), read at scrape time. */
  counterFrom(name: string, help: string, read: () => number): void {
    new Counter({
      name,
      help,
      registers: [this.registry],
      collect() {
        this.reset();
        this.inc(read());
      },
    });
  }

  /** A labelled counter whose running totals are kept elsewhere, read at scrape time. */
  countersFrom<L extends string>(
    name: string,
    help: string,
    labelNames: readonly L[],
    read: () => Sample<L>[],
  ): void {
    new Counter({
      name,
      help,
      labelNames,
      registers: [this.registry],
      collect() {
        this.reset();
        for (const [labels, value] of read()) {
          this.inc(labels as Partial<Record<L, string>>, value);
        }
      },
    });
  }

  /** A counter incremented where its events happen. */
  counter<L extends string>(name: string, help: string, labelNames: readonly L[]): Counter<L> {
    return new Counter({ name, help, labelNames, registers: [this.registry] });
  }

  /**
   * A labelled gauge whose every value is read at scrape time, e.g. from the database: a read
   * that fails or takes longer than SCRAPE_READ_TIMEOUT_MS leaves the gauge out of that scrape
   * (the rest still answers; a stuck pool must not stop the metrics that would show it).
   */
  samples<L extends string>(
    name: string,
    help: string,
    labelNames: readonly L[],
    read: () => Promise<Sample<L>[]>,
  ): void {
    const onReadError = this.onReadError;
    new Gauge({
      name,
      help,
      labelNames,
      registers: [this.registry],
      async collect() {
        this.reset();
        try {
          for (const [labels, value] of await timeBoxed(read(), SCRAPE_READ_TIMEOUT_MS)) {
            this.set(labels as Partial<Record<L, string>>, value);
          }
        } catch (error) {
          onReadError(name, error);
        }
      },
    });
  }

  /** Everything, in Prometheus's text format. */
  async text(): Promise<string> {
    const registered = await this.registry.metrics();
    return this.http ? `${registered}\n${this.http.exposition()}` : registered;
  }

  /** The text format's content type. */
  get contentType(): string {
    return this.registry.contentType;
  }
}

function timeBoxed<T>(promise: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_resolve, reject) => {
    timer = setTimeout(() => reject(new Error(`no answer within ${ms} ms`)), ms);
  });
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}
