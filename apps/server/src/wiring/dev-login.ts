import type { FastifyInstance } from 'fastify';
import { devIssuerUrls } from '../platform/config';
import type { AppDeps } from '../platform/deps';
import type { KeySetResolver, UserInfoResolver } from '../modules/auth';
import { devIssuerModule } from '../modules/dev-issuer';
import type { ExpoTransport } from '../modules/push';

/** What the auth and push modules take from the dev login (all empty without DEV_LOGIN). */
export interface DevLoginSeams {
  /** The dev issuer's key set, by the JWKS URL sign-in would fetch it from. */
  localKeySets: Map<string, KeySetResolver>;
  /** The dev issuer's user info, by the URL sign-in would ask. */
  localUserInfo: Map<string, UserInfoResolver>;
  /** Native pushes reach the dev login's Expo stand-in when no EXPO_PUSH_URL is set. */
  expoStandIn: ExpoTransport | undefined;
}

/**
 * With DEV_LOGIN, mounts the dev identity issuer and the Expo push stand-in and answers the
 * seams sign-in and push delivery read them through; without it, empty seams.
 */
export async function devLogin(
  app: FastifyInstance,
  deps: AppDeps,
  options: { ephemeralKey: boolean },
): Promise<DevLoginSeams> {
  const seams: DevLoginSeams = {
    localKeySets: new Map(),
    localUserInfo: new Map(),
    expoStandIn: undefined,
  };
  if (!deps.config.devLogin) return seams;
  const { issuer, expoPush } = await devIssuerModule(app, deps, options);
  const urls = devIssuerUrls(deps.config.publicOrigin);
  seams.localKeySets.set(urls.jwksUrl, issuer.keySet);
  seams.localUserInfo.set(urls.userInfoUrl, (token) => issuer.userInfo(token));
  seams.expoStandIn = (messages) => Promise.resolve(expoPush.receive(messages));
  return seams;
}
