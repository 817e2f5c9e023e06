// Prometheus metrics (decision 0041): the app's registry, the request histogram, the endpoint.
export { bearerMatches, METRICS_PATH, serveMetrics } from './endpoint';
export {
  HTTP_DURATION,
  HTTP_DURATION_BUCKETS,
  HttpHistogram,
  UNMATCHED_ROUTE,
} from './http-histogram';
export { Metrics, SCRAPE_READ_TIMEOUT_MS, type Sample } from './metrics';
export {
  registerLogMetrics,
  registerPlatformMetrics,
  type PlatformMetricSources,
} from './platform-metrics';
