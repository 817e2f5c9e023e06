import { resolve } from 'node:path';
import { appLinksConfig } from './app-links';
import { ConfigError } from './config-error';
import { ensureDemoSecrets } from './demo-secrets';
import { devIssuerUrls } from './dev-issuer-urls';
import { EnvSchema, type Env } from './env';
import { logConfig, metricsConfig } from './observability';
import { REPO_ROOT } from './paths';
import { pushConfig } from './push';
import { requireProductionSecrets } from './secrets';
import { shutdownConfig } from './shutdown';
import type { Config, LlmConfig } from './types';

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
  const metrics = metricsConfig(e, production);
  const push = pushConfig(e, { production, devLogin, dataDir, publicOrigin });

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
    log: logConfig(e),
    shutdown: shutdownConfig(e, production),
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
    metrics,
    push,
    appLinks: appLinksConfig(e),
    counsellor: { scriptedDelayMs: e.SCRIPTED_REPLY_DELAY_MS },
  };
}

/**
 * LLM_BASE_URL turns the model counsellor on and then needs LLM_MODEL; LLM_API_KEY may be
 * empty (local endpoints). A key or model without a base URL is a mistake, not a silent
 * fallback to the scripted counsellor.
 */
function llmConfig(e: Env): LlmConfig | null {
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
