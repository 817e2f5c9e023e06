/** The name of the request-duration histogram (its `_count` is the request rate). */
export const HTTP_DURATION = 'dama_http_request_duration_seconds';

/** Upper bounds in seconds; the read path's p99 budget (25 ms) is one of them. */
export const HTTP_DURATION_BUCKETS = [
  0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10,
] as const;

/** The `route` of a request no route matched (a real pattern always starts with `/`). */
export const UNMATCHED_ROUTE = 'unmatched';

interface Series {
  method: string;
  route: string;
  status: number;
  /** Observations per bucket, not cumulative; the last slot is above every bound. */
  counts: number[];
  sum: number;
  count: number;
}

/**
 * Request durations by method, route pattern and status, kept in plain arrays and written in
 * Prometheus's text format at scrape time. prom-client's own Histogram hashes the label set on
 * every observation (about 1.5 µs a request on the bench machine, against 0.2 µs here), and a
 * request's fixed costs are the read path's budget (decision 0032). Label values are bounded:
 * the route is the matched pattern (never the URL), `unmatched` otherwise; methods are the ones
 * Node's parser accepts; statuses are the server's own.
 */
export class HttpHistogram {
  /** route → method → status → series: three map reads, no key built per request. */
  private readonly series = new Map<string, Map<string, Map<number, Series>>>();

  observe(method: string, route: string | undefined, status: number, elapsedMs: number): void {
    const pattern = route ?? UNMATCHED_ROUTE;
    let byMethod = this.series.get(pattern);
    if (!byMethod) this.series.set(pattern, (byMethod = new Map<string, Map<number, Series>>()));
    let byStatus = byMethod.get(method);
    if (!byStatus) byMethod.set(method, (byStatus = new Map<number, Series>()));
    let series = byStatus.get(status);
    if (!series) {
      series = {
        method,
        route: pattern,
        status,
        counts: new Array<number>(HTTP_DURATION_BUCKETS.length + 1).fill(0),
        sum: 0,
        count: 0,
      };
      byStatus.set(status, series);
    }
    const seconds = elapsedMs / 1000;
    let bucket = 0;
    while (bucket < HTTP_DURATION_BUCKETS.length && seconds > HTTP_DURATION_BUCKETS[bucket]!) {
      bucket++;
    }
    series.counts[bucket]! += 1;
    series.sum += seconds;
    series.count += 1;
  }

  /** The histogram in Prometheus's text format (empty before the first request). */
  exposition(): string {
    const lines = [
      `# HELP ${HTTP_DURATION} Time from a request's arrival to its response, by method, route pattern and status.`,
      `# TYPE ${HTTP_DURATION} histogram`,
    ];
    for (const byMethod of this.series.values()) {
      for (const byStatus of byMethod.values()) {
        for (const s of byStatus.values()) {
          const labels = `method="${escape(s.method)}",route="${escape(s.route)}",status_code="${s.status}"`;
          let cumulative = 0;
          HTTP_DURATION_BUCKETS.forEach((bound, i) => {
            cumulative += s.counts[i]!;
            lines.push(`${HTTP_DURATION}_bucket{${labels},le="${bound}"} ${cumulative}`);
          });
          lines.push(`${HTTP_DURATION}_bucket{${labels},le="+Inf"} ${s.count}`);
          lines.push(`${HTTP_DURATION}_sum{${labels}} ${s.sum}`);
          lines.push(`${HTTP_DURATION}_count{${labels}} ${s.count}`);
        }
      }
    }
    return `${lines.join('\n')}\n`;
  }
}

/** A label value in the text format: backslash, double quote and newline escaped. */
function escape(value: string): string {
  return value.replace(/\\/g, '\\\\').replace(/"/g, '\\"').replace(/\n/g, '\\n');
}
