import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../platform/deps';
import { DevIssuer } from './issuer';
import { loadSigningKey } from './keys';
import { registerDevIssuerRoutes } from './routes';

export type { DevIssuer, DevUserInfo } from './issuer';

export interface DevIssuerOptions {
  /** Keep the signing key in memory only (tests). */
  ephemeralKey: boolean;
}

/** Mounts the dev identity issuer (caller checks DEV_LOGIN) and returns it. */
export async function devIssuerModule(
  app: FastifyInstance,
  deps: AppDeps,
  options: DevIssuerOptions,
): Promise<DevIssuer> {
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
  registerDevIssuerRoutes(app, issuer);
  return issuer;
}
