import { z } from 'zod';
import { AppLinksEnv } from './app-links';

const bool = z
  .enum(['true', 'false', '1', '0', 'yes', 'no'], { error: 'true 또는 false여야 해요' })
  .transform((v) => v === 'true' || v === '1' || v === 'yes');
const list = z.string().transform((v) =>
  v
    .split(',')
    .map((s) => s.trim())
    .filter((s) => s.length > 0),
);
const url = z.url({ protocol: /^https?$/, error: 'http(s) URL이어야 해요' });
const optionalText = z.string().trim().min(1).optional();
const isBase64Url = (v: string) => /^[A-Za-z0-9_-]+$/.test(v);
/** An empty value counts as unset (`LLM_BASE_URL=` in a compose file). */
const blankAsUnset = (v: unknown) => (typeof v === 'string' && v.trim() === '' ? undefined : v);

/** The environment variables the server reads, as zod checks them. */
export const EnvSchema = z.object({
  NODE_ENV: z.string().optional(),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  /** Unset: every interface in production, this machine only in demo mode or with the dev login. */
  HOST: z.preprocess(blankAsUnset, z.string().min(1).optional()),
  PUBLIC_ORIGIN: url.optional(),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  // Prometheus metrics (observability.ts): a port of their own, or /metrics behind a token.
  METRICS_PORT: z.preprocess(blankAsUnset, z.coerce.number().int().min(0).max(65535).optional()),
  METRICS_HOST: z.preprocess(blankAsUnset, z.string().trim().min(1).optional()),
  METRICS_TOKEN: z.preprocess(
    blankAsUnset,
    z
      .string()
      .regex(/^[\x21-\x7e]{32,}$/, '공백 없는 32자 이상의 ASCII 문자열이어야 해요')
      .optional(),
  ),
  // Bounded logs (observability.ts): successful fast requests sampled, a capped output buffer.
  LOG_SAMPLE: z.preprocess(
    blankAsUnset,
    z
      .string()
      .trim()
      .toLowerCase()
      .regex(/^(all|\d{1,6}\/s)$/, "'all' 또는 '초당 줄 수/s'(예: 20/s)여야 해요")
      .optional(),
  ),
  LOG_SLOW_MS: z.coerce.number().int().min(1).max(600_000).default(1000),
  LOG_BUFFER_MB: z.coerce.number().int().min(1).max(1024).default(16),
  // How long a SIGTERM keeps serving while readiness says 503, before the listener closes
  // (shutdown.ts); up to 2 minutes.
  SHUTDOWN_DRAIN_MS: z.preprocess(
    blankAsUnset,
    z.coerce.number().int().min(0).max(120_000).optional(),
  ),
  // true/false, or the proxies' addresses (IPs or CIDRs, comma-separated): then only those hops
  // are trusted and a client cannot choose its own address with X-Forwarded-For.
  TRUST_PROXY: z
    .string()
    .default('false')
    .transform((value, ctx): boolean | string[] => {
      const flag = bool.safeParse(value.trim().toLowerCase());
      if (flag.success) return flag.data;
      const addresses = value
        .split(',')
        .map((part) => part.trim())
        .filter(Boolean);
      if (addresses.length > 0 && addresses.every((a) => /^[0-9a-fA-F.:]+(\/\d{1,3})?$/.test(a))) {
        return addresses;
      }
      ctx.addIssue({ code: 'custom', message: 'true, false 또는 프록시 주소 목록이어야 해요' });
      return z.NEVER;
    }),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, 'postgres:// URL이어야 해요')
    .optional(),
  DATA_DIR: z.string().min(1).optional(),
  REDIS_URL: z
    .string()
    .regex(/^rediss?:\/\//, 'redis:// URL이어야 해요')
    .optional(),
  REDIS_KEY_PREFIX: z.string().min(1).max(64).default('dama:'),
  SSE_MAX_CONNECTIONS: z.coerce.number().int().min(1).default(10_000),
  SSE_HEARTBEAT_MS: z.coerce.number().int().min(10).default(15_000),
  // Open streams one member, or one client address, may hold on this instance.
  SSE_MAX_PER_MEMBER: z.coerce.number().int().min(1).default(10),
  SSE_MAX_PER_IP: z.coerce.number().int().min(1).default(100),
  JWT_SECRET: z.string().min(32, 'JWT_SECRET은 32자 이상이어야 해요').optional(),
  DATA_ENCRYPTION_KEY: z
    .string()
    .refine((v) => Buffer.from(v, 'base64').length === 32, '32바이트 키의 base64여야 해요')
    .optional(),
  // Keys rotated out (decision 0042): still read until the re-encryption job has moved their
  // values to DATA_ENCRYPTION_KEY. Comma-separated, each the base64 of 32 bytes.
  DATA_ENCRYPTION_OLD_KEYS: z.preprocess(
    blankAsUnset,
    list
      .pipe(
        z.array(
          z
            .string()
            .refine((v) => Buffer.from(v, 'base64').length === 32, '32바이트 키의 base64여야 해요'),
        ),
      )
      .optional(),
  ),
  DEV_LOGIN: bool.optional(),
  WEB_DIST_DIR: z.string().min(1).optional(),
  KAKAO_APP_KEYS: list.optional(),
  KAKAO_ADMIN_KEY: optionalText,
  KAKAO_ISSUER: z.string().min(1).optional(),
  KAKAO_JWKS_URL: url.optional(),
  KAKAO_USERINFO_URL: url.optional(),
  KAKAO_UNLINK_URL: url.optional(),
  APPLE_CLIENT_IDS: list.optional(),
  APPLE_TEAM_ID: optionalText,
  APPLE_KEY_ID: optionalText,
  APPLE_PRIVATE_KEY: optionalText,
  APPLE_ISSUER: z.string().min(1).optional(),
  APPLE_JWKS_URL: url.optional(),
  APPLE_TOKEN_URL: url.optional(),
  APPLE_REVOKE_URL: url.optional(),
  LLM_BASE_URL: z.preprocess(blankAsUnset, url.optional()),
  LLM_API_KEY: z.preprocess(blankAsUnset, z.string().trim().optional()),
  LLM_MODEL: z.preprocess(blankAsUnset, z.string().trim().optional()),
  SCRIPTED_REPLY_DELAY_MS: z.coerce.number().int().min(0).max(10_000).default(40),
  // Push delivery (push.ts, decision 0060): the VAPID key pair of Web Push (RFC 8292), base64url
  // as the Push API takes it; both required in production, generated into DATA_DIR in demo mode.
  VAPID_PUBLIC_KEY: z.preprocess(
    blankAsUnset,
    z
      .string()
      .trim()
      .refine(
        (v) => isBase64Url(v) && Buffer.from(v, 'base64url').length === 65 && v.startsWith('B'),
        'P-256 공개 키(압축하지 않은 65바이트)의 base64url이어야 해요',
      )
      .optional(),
  ),
  VAPID_PRIVATE_KEY: z.preprocess(
    blankAsUnset,
    z
      .string()
      .trim()
      .refine(
        (v) => isBase64Url(v) && Buffer.from(v, 'base64url').length === 32,
        'P-256 개인 키(32바이트)의 base64url이어야 해요',
      )
      .optional(),
  ),
  VAPID_SUBJECT: z.preprocess(
    blankAsUnset,
    z
      .string()
      .trim()
      .regex(/^(mailto:\S+@\S+|https:\/\/\S+)$/, 'mailto: 주소나 https: URL이어야 해요')
      .optional(),
  ),
  // Expo's push API (native pushes); unset: Expo's own, or with DEV_LOGIN the in-process stand-in.
  EXPO_PUSH_URL: z.preprocess(blankAsUnset, url.optional()),
  EXPO_ACCESS_TOKEN: z.preprocess(blankAsUnset, z.string().trim().optional()),
  // The native apps our https invite links open (app-links.ts, decision 0078).
  ...AppLinksEnv,
  VITE_AMPLITUDE_API_KEY: optionalText,
  VITE_SENTRY_DSN: url.optional(),
});

export type Env = z.infer<typeof EnvSchema>;
