import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../platform/deps';
import { DevExpoPush } from './expo-push';
import { DevIssuer } from './issuer';
import { loadSigningKey } from './keys';
import { registerDevIssuerRoutes } from './routes';

export type { DevIssuer, DevUserInfo } from './issuer';
export type { DevExpoPush, ExpoLikeAnswer } from './expo-push';

export interface DevIssuerOptions {
  /** Keep the signing key in memory only (tests). */
  ephemeralKey: boolean;
}

/**
 * Mounts the dev identity issuer and the Expo push stand-in (caller checks DEV_LOGIN) and
 * returns both.
 */
export async function devIssuerModule(
  app: FastifyInstance,
  deps: AppDeps,
  options: DevIssuerOptions,
): Promise<{ issuer: DevIssuer; expoPush: DevExpoPush }> {
  const key = await loadSigningKey(
    options.ephemeralKey ? null : join(deps.config.dataDir, 'dev-issuer-key.json'),
  );
  const { kakao, apple } = deps.config;
  const issuer = new DevIssuer(
    key,
    {
      KAKAO: { issuer: kakao.issuer, audience: kakao.audiences[0] ?? 'dama-dev-kakao' },
      APPLE: { issuer: apple.issuer, audience: apple.audiences[0] ?? 'dama-dev-apple' },
    },
    deps.now,
  );
  const expoPush = new DevExpoPush(deps.now);
  registerDevIssuerRoutes(app, issuer, expoPush);
  return { issuer, expoPush };
}
