// The server's configuration: environment checks (load.ts), demo secrets kept in DATA_DIR
// (demo-secrets.ts), production secrets (secrets.ts) and the paths the server runs from.
export { ConfigError } from './config-error';
export { devIssuerUrls } from './dev-issuer-urls';
export { DEV_AUDIENCE, loadConfig } from './load';
export { MIGRATIONS_DIR, REPO_ROOT, SERVER_ROOT } from './paths';
export type { AppLinksConfig } from './app-links';
export type { AppleKeys, Config, LlmConfig } from './types';
export type { LogConfig, MetricsConfig } from './observability';
export { DEMO_VAPID_SUBJECT, EXPO_PUSH_API_URL, type PushConfig, type VapidKeys } from './push';
export { DEFAULT_SHUTDOWN_DRAIN_MS, type ShutdownConfig } from './shutdown';
