import * as AppleAuthentication from 'expo-apple-authentication';
import { login as kakaoLogin } from '@react-native-seoul/kakao-login';
import { Platform } from 'react-native';
import type { SocialProvider } from '@dama/bridge';
import type { ServerApi, SignIn } from './server-api';

/**
 * Sign-in with a provider's SDK, then the server's login endpoint (CONTRACT 4.1): Kakao's
 * OpenID Connect id token (with its access token), Apple's identity token (iOS only). A build
 * made for demo mode (`devLogin`) asks the server's dev issuer for a token of the same shape.
 */

export class SignInCancelled extends Error {
  constructor() {
    super('로그인을 취소했어요.');
    this.name = 'SignInCancelled';
  }
}

export interface SignInContext {
  api: ServerApi;
  deviceId: string;
  devLogin: boolean;
}

function cancelled(error: unknown): boolean {
  const code = (error as { code?: unknown } | null)?.code;
  const message = error instanceof Error ? error.message : '';
  // Apple: ERR_REQUEST_CANCELED; Kakao: E_CANCELLED_OPERATION (and "user cancelled" texts).
  return (
    code === 'ERR_REQUEST_CANCELED' || code === 'E_CANCELLED_OPERATION' || /cancel/i.test(message)
  );
}

async function withKakao({ api, deviceId }: SignInContext): Promise<SignIn> {
  let token;
  try {
    token = await kakaoLogin();
  } catch (error) {
    if (cancelled(error)) throw new SignInCancelled();
    throw new Error('카카오 로그인을 하지 못했어요.');
  }
  if (!token.idToken) {
    // The app's Kakao settings must turn OpenID Connect on (README.md).
    throw new Error('카카오 로그인을 하지 못했어요.');
  }
  return api.loginKakao({ idToken: token.idToken, accessToken: token.accessToken, deviceId });
}

async function withApple({ api, deviceId }: SignInContext): Promise<SignIn> {
  if (Platform.OS !== 'ios' || !(await AppleAuthentication.isAvailableAsync())) {
    throw new Error('Apple 로그인은 iPhone에서만 할 수 있어요.');
  }
  let credential;
  try {
    credential = await AppleAuthentication.signInAsync({
      requestedScopes: [AppleAuthentication.AppleAuthenticationScope.EMAIL],
    });
  } catch (error) {
    if (cancelled(error)) throw new SignInCancelled();
    throw new Error('Apple 로그인을 하지 못했어요.');
  }
  if (!credential.identityToken) throw new Error('Apple 로그인을 하지 못했어요.');
  return api.loginApple({
    idToken: credential.identityToken,
    ...(credential.authorizationCode ? { authorizationCode: credential.authorizationCode } : {}),
    deviceId,
  });
}

/** Demo mode: the dev issuer's id token, for one member per device and provider. */
async function withDevIssuer(provider: SocialProvider, context: SignInContext): Promise<SignIn> {
  const { api, deviceId } = context;
  const upper = provider === 'kakao' ? 'KAKAO' : 'APPLE';
  const issued = await api.devIdToken({ provider: upper, subject: deviceId.slice(0, 64) });
  return upper === 'KAKAO'
    ? api.loginKakao({ idToken: issued.idToken, accessToken: issued.accessToken, deviceId })
    : api.loginApple({ idToken: issued.idToken, deviceId });
}

export function signInWith(provider: SocialProvider, context: SignInContext): Promise<SignIn> {
  if (context.devLogin) return withDevIssuer(provider, context);
  return provider === 'kakao' ? withKakao(context) : withApple(context);
}
