/** The validated configuration `loadConfig` returns. */

import type { DataKeys } from '../crypto';
import type { AppLinksConfig } from './app-links';
import type { LogConfig, MetricsConfig } from './observability';
import type { PushConfig } from './push';
import type { ShutdownConfig } from './shutdown';

export interface AppleKeys {
  teamId: string;
  keyId: string;
  /** PKCS#8 PEM of the Sign in with Apple key (ES256). */
  privateKey: string;
}

/** An OpenAI-compatible chat-completions endpoint for the counsellor. */
export interface LlmConfig {
  /** http(s) base URL, without a trailing slash (e.g. `https://api.openai.com/v1`). */
  baseUrl: string;
  /** Bearer key; empty for local endpoints that need none (then no Authorization header). */
  apiKey: string;
  model: string;
}

export interface Config {
  production: boolean;
  port: number;
  host: string;
  publicOrigin: string;
  logLevel: string;
  /** Sampling of successful requests' lines and the log output's buffer (decision 0044). */
  log: LogConfig;
  /** SIGTERM: how long to keep serving while not ready, before closing (decision 0047). */
  shutdown: ShutdownConfig;
  /** true: every hop (the left-most X-Forwarded-For); a list: only those proxies' addresses. */
  trustProxy: boolean | string[];
  databaseUrl: string | undefined;
  dataDir: string;
  redisUrl: string | undefined;
  /** Prefix of every Redis key and pub/sub channel (instances of one deployment share it). */
  redisKeyPrefix: string;
  /** Live stream: open connections one process accepts (50002 above), heartbeat interval. */
  sse: { maxConnections: number; heartbeatMs: number; perMember: number; perIp: number };
  jwtSecret: string;
  /** The data keys: DATA_ENCRYPTION_KEY (seals) and DATA_ENCRYPTION_OLD_KEYS (still read). */
  dataEncryptionKey: DataKeys;
  devLogin: boolean;
  webDistDir: string;
  kakao: {
    audiences: string[];
    adminKey: string | undefined;
    issuer: string;
    jwksUrl: string;
    userInfoUrl: string;
    unlinkUrl: string;
  };
  apple: {
    audiences: string[];
    keys: AppleKeys | undefined;
    issuer: string;
    jwksUrl: string;
    tokenUrl: string;
    revokeUrl: string;
  };
  /** Hosts the CSP's connect-src allows besides our own origin. */
  connectSrc: string[];
  rateLimit: { globalPerMinute: number; loginPerMinute: number };
  /** How long a checked session stays trusted without asking the database again. */
  sessionCacheMs: number;
  /** The longest a member's read is served from memory (writes drop it sooner; decision 0031). */
  readCacheMs: number;
  /** The counsellor's model endpoint; null: the scripted counsellor (no LLM_BASE_URL). */
  llm: LlmConfig | null;
  /** Where Prometheus reads the metrics; null: no metrics endpoint (decision 0041). */
  metrics: MetricsConfig | null;
  /** Push delivery: VAPID keys for Web Push, Expo's push API (decision 0060). */
  push: PushConfig;
  /** The native apps the https invite links open; served under /.well-known (decision 0078). */
  appLinks: AppLinksConfig;
  /** The scripted counsellor: pause between streamed chunks (tests use 0). */
  counsellor: { scriptedDelayMs: number };
}
