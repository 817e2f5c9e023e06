import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { z } from 'zod';

/** apps/server */
export const SERVER_ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '../..');
/** The repository root (two levels above apps/server): one `.data` for root and workspace starts. */
export const REPO_ROOT = resolve(SERVER_ROOT, '../..');
export const MIGRATIONS_DIR = join(SERVER_ROOT, 'drizzle');

const REAL = {
  kakaoIssuer: 'https://kauth.kakao.com',
  kakaoJwksUrl: 'https://kauth.kakao.com/.well-known/jwks.json',
  kakaoUserInfoUrl: 'https://kapi.kakao.com/v1/oidc/userinfo',
  kakaoUnlinkUrl: 'https://kapi.kakao.com/v1/user/unlink',
  appleIssuer: 'https://appleid.apple.com',
  appleJwksUrl: 'https://appleid.apple.com/auth/keys',
  appleTokenUrl: 'https://appleid.apple.com/auth/token',
  appleRevokeUrl: 'https://appleid.apple.com/auth/revoke',
} as const;

/** Audiences the dev identity issuer uses when none are configured (demo mode only). */
export const DEV_AUDIENCE = { KAKAO: 'dama-dev-kakao', APPLE: 'dama-dev-apple' } as const;

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
/** An empty value counts as unset (`LLM_BASE_URL=` in a compose file). */
const blankAsUnset = (v: unknown) => (typeof v === 'string' && v.trim() === '' ? undefined : v);

const EnvSchema = z.object({
  NODE_ENV: z.string().optional(),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  /** Unset: every interface in production, this machine only in demo mode or with the dev login. */
  HOST: z.preprocess(blankAsUnset, z.string().min(1).optional()),
  PUBLIC_ORIGIN: url.optional(),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
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
  VITE_AMPLITUDE_API_KEY: optionalText,
  VITE_SENTRY_DSN: url.optional(),
});

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
  /** 32 bytes. */
  dataEncryptionKey: Buffer;
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
  /** The scripted counsellor: pause between streamed chunks (tests use 0). */
  counsellor: { scriptedDelayMs: number };
}

export class ConfigError extends Error {
  override name = 'ConfigError';
}

export function devIssuerUrls(publicOrigin: string) {
  const base = `${publicOrigin.replace(/\/$/, '')}/api/dev`;
  return {
    jwksUrl: `${base}/jwks.json`,
    userInfoUrl: `${base}/userinfo`,
    issuer: { KAKAO: `${base}/kakao`, APPLE: `${base}/apple` },
  } as const;
}

function sentryHost(dsn: string): string {
  const u = new URL(dsn);
  return `${u.protocol}//${u.host}`;
}

/**
 * Reads and validates the environment. Demo-mode secrets are not generated here (see
 * `ensureDemoSecrets`); a missing production secret is an error naming the variable.
 */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const parsed = EnvSchema.safeParse(env);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`);
    throw new ConfigError(`환경 변수가 올바르지 않아요:\n${lines.join('\n')}`);
  }
  const e = parsed.data;
  const production = e.NODE_ENV === 'production';
  const devLogin = e.DEV_LOGIN ?? !production;
  const dataDir = resolve(REPO_ROOT, e.DATA_DIR ?? '.data');

  const secrets = production ? requireProductionSecrets(e) : ensureDemoSecrets(dataDir, e);

  const publicOrigin = (e.PUBLIC_ORIGIN ?? `http://localhost:${e.PORT}`).replace(/\/$/, '');
  const dev = devIssuerUrls(publicOrigin);

  const appleKeyParts = [e.APPLE_TEAM_ID, e.APPLE_KEY_ID, e.APPLE_PRIVATE_KEY];
  const appleKeyCount = appleKeyParts.filter(Boolean).length;
  if (appleKeyCount !== 0 && appleKeyCount !== 3) {
    throw new ConfigError(
      '환경 변수가 올바르지 않아요:\n  APPLE_TEAM_ID, APPLE_KEY_ID, APPLE_PRIVATE_KEY: 세 값을 함께 설정해야 해요',
    );
  }

  const llm = llmConfig(e);

  const connectSrc: string[] = [];
  if (e.VITE_AMPLITUDE_API_KEY) connectSrc.push('https://*.amplitude.com');
  if (e.VITE_SENTRY_DSN) connectSrc.push(sentryHost(e.VITE_SENTRY_DSN));

  return {
    production,
    port: e.PORT,
    // Demo mode (and any server with the dev login) is reachable from this machine only.
    host: e.HOST ?? (production && !devLogin ? '0.0.0.0' : '127.0.0.1'),
    publicOrigin,
    logLevel: e.LOG_LEVEL,
    trustProxy: e.TRUST_PROXY,
    databaseUrl: e.DATABASE_URL,
    dataDir,
    redisUrl: e.REDIS_URL,
    redisKeyPrefix: e.REDIS_KEY_PREFIX,
    sse: {
      maxConnections: e.SSE_MAX_CONNECTIONS,
      heartbeatMs: e.SSE_HEARTBEAT_MS,
      perMember: e.SSE_MAX_PER_MEMBER,
      perIp: e.SSE_MAX_PER_IP,
    },
    jwtSecret: secrets.jwtSecret,
    dataEncryptionKey: secrets.dataEncryptionKey,
    devLogin,
    webDistDir: resolve(REPO_ROOT, e.WEB_DIST_DIR ?? 'apps/web/dist'),
    kakao: {
      audiences: e.KAKAO_APP_KEYS ?? (devLogin ? [DEV_AUDIENCE.KAKAO] : []),
      adminKey: e.KAKAO_ADMIN_KEY,
      issuer: e.KAKAO_ISSUER ?? (devLogin ? dev.issuer.KAKAO : REAL.kakaoIssuer),
      jwksUrl: e.KAKAO_JWKS_URL ?? (devLogin ? dev.jwksUrl : REAL.kakaoJwksUrl),
      userInfoUrl: e.KAKAO_USERINFO_URL ?? (devLogin ? dev.userInfoUrl : REAL.kakaoUserInfoUrl),
      unlinkUrl: e.KAKAO_UNLINK_URL ?? REAL.kakaoUnlinkUrl,
    },
    apple: {
      audiences: e.APPLE_CLIENT_IDS ?? (devLogin ? [DEV_AUDIENCE.APPLE] : []),
      keys:
        e.APPLE_TEAM_ID && e.APPLE_KEY_ID && e.APPLE_PRIVATE_KEY
          ? {
              teamId: e.APPLE_TEAM_ID,
              keyId: e.APPLE_KEY_ID,
              privateKey: e.APPLE_PRIVATE_KEY.replace(/\\n/g, '\n'),
            }
          : undefined,
      issuer: e.APPLE_ISSUER ?? (devLogin ? dev.issuer.APPLE : REAL.appleIssuer),
      jwksUrl: e.APPLE_JWKS_URL ?? (devLogin ? dev.jwksUrl : REAL.appleJwksUrl),
      tokenUrl: e.APPLE_TOKEN_URL ?? REAL.appleTokenUrl,
      revokeUrl: e.APPLE_REVOKE_URL ?? REAL.appleRevokeUrl,
    },
    connectSrc,
    rateLimit: { globalPerMinute: 600, loginPerMinute: 30 },
    sessionCacheMs: 3000,
    readCacheMs: 15_000,
    llm,
    counsellor: { scriptedDelayMs: e.SCRIPTED_REPLY_DELAY_MS },
  };
}

/**
 * LLM_BASE_URL turns the model counsellor on and then needs LLM_MODEL; LLM_API_KEY may be
 * empty (local endpoints). A key or model without a base URL is a mistake, not a silent
 * fallback to the scripted counsellor.
 */
function llmConfig(e: z.infer<typeof EnvSchema>): LlmConfig | null {
  const fail = (name: string, message: string) =>
    new ConfigError(`환경 변수가 올바르지 않아요:\n  ${name}: ${message}`);
  if (!e.LLM_BASE_URL) {
    if (e.LLM_MODEL || e.LLM_API_KEY) {
      throw fail('LLM_BASE_URL', 'LLM_MODEL·LLM_API_KEY는 LLM_BASE_URL과 함께 설정해야 해요');
    }
    return null;
  }
  if (!e.LLM_MODEL) throw fail('LLM_MODEL', 'LLM_BASE_URL을 설정하면 모델 이름도 필요해요');
  return {
    baseUrl: e.LLM_BASE_URL.replace(/\/+$/, ''),
    apiKey: e.LLM_API_KEY ?? '',
    model: e.LLM_MODEL,
  };
}

interface Secrets {
  jwtSecret: string;
  dataEncryptionKey: Buffer;
}

function requireProductionSecrets(e: z.infer<typeof EnvSchema>): Secrets {
  const missing = [
    e.JWT_SECRET ? null : 'JWT_SECRET',
    e.DATA_ENCRYPTION_KEY ? null : 'DATA_ENCRYPTION_KEY',
  ].filter((v): v is string => v !== null);
  if (missing.length > 0 || !e.JWT_SECRET || !e.DATA_ENCRYPTION_KEY) {
    throw new ConfigError(
      `환경 변수가 올바르지 않아요:\n${missing.map((m) => `  ${m}: NODE_ENV=production에서는 꼭 설정해야 해요`).join('\n')}`,
    );
  }
  return {
    jwtSecret: e.JWT_SECRET,
    dataEncryptionKey: Buffer.from(e.DATA_ENCRYPTION_KEY, 'base64'),
  };
}

/** Demo mode: secrets not given are generated once into DATA_DIR and reused on the next start. */
function ensureDemoSecrets(dataDir: string, e: z.infer<typeof EnvSchema>): Secrets {
  const jwtSecret =
    e.JWT_SECRET ??
    readOrCreate(join(dataDir, 'jwt-secret'), () => randomBytes(48).toString('base64url'));
  const key =
    e.DATA_ENCRYPTION_KEY ??
    readOrCreate(join(dataDir, 'data-encryption-key'), () => randomBytes(32).toString('base64'));
  return { jwtSecret, dataEncryptionKey: Buffer.from(key, 'base64') };
}

export function readOrCreate(file: string, create: () => string): string {
  if (existsSync(file)) return readFileSync(file, 'utf8').trim();
  mkdirSync(dirname(file), { recursive: true });
  const value = create();
  writeFileSync(file, `${value}\n`, { mode: 0o600, flag: 'wx' });
  return value;
}
