import { z } from 'zod';
import { defineEndpoint } from '../kit/define';
import { MemberState, Provider } from './members';
import { JWT_PATTERN, PRINTABLE_PATTERN, VISIBLE_ASCII_PATTERN } from '../kit/primitives';

const DeviceId = z
  .string()
  .trim()
  .min(1)
  .max(128)
  .regex(PRINTABLE_PATTERN, { error: '제어 문자는 쓸 수 없어요.' })
  .optional();

/** A provider id token (compact JWT). */
const IdToken = z.string().min(1).regex(JWT_PATTERN, { error: '토큰 형식이 올바르지 않아요.' });

/** An OAuth access token or authorization code: visible ASCII, no spaces. */
const OpaqueToken = z
  .string()
  .min(1)
  .regex(VISIBLE_ASCII_PATTERN, { error: '토큰 형식이 올바르지 않아요.' });

export const SignIn = z.object({
  memberState: MemberState,
  grantType: z.literal('Bearer'),
  accessToken: z.string(),
  refreshToken: z.string(),
});
export type SignIn = z.infer<typeof SignIn>;

export const TokenPair = z.object({
  grantType: z.literal('Bearer'),
  accessToken: z.string(),
  refreshToken: z.string(),
});
export type TokenPair = z.infer<typeof TokenPair>;

export const KakaoLoginBody = z.object({
  idToken: IdToken,
  accessToken: OpaqueToken,
  deviceId: DeviceId,
});

export const AppleLoginBody = z.object({
  idToken: IdToken,
  authorizationCode: OpaqueToken.optional(),
  deviceId: DeviceId,
});

export const RefreshBody = z.object({ refreshToken: OpaqueToken });

export const DevIdTokenBody = z.object({
  provider: Provider,
  subject: z
    .string()
    .min(1)
    .max(64)
    .regex(PRINTABLE_PATTERN, { error: '제어 문자는 쓸 수 없어요.' }),
  email: z.email().optional(),
});
export const DevIdToken = z.object({ idToken: z.string(), accessToken: z.string() });
export type DevIdToken = z.infer<typeof DevIdToken>;

export const authEndpoints = {
  loginKakao: defineEndpoint({
    method: 'POST',
    path: '/login/kakao',
    auth: 'public',
    tag: 'auth',
    summary: '카카오 id 토큰으로 로그인 (첫 로그인은 회원 생성)',
    message: '로그인되었어요.',
    body: KakaoLoginBody,
    data: SignIn,
    errors: [40000, 40101, 50200, 42900],
  }),
  loginApple: defineEndpoint({
    method: 'POST',
    path: '/login/apple',
    auth: 'public',
    tag: 'auth',
    summary: '애플 id 토큰으로 로그인 (첫 로그인은 회원 생성)',
    message: '로그인되었어요.',
    body: AppleLoginBody,
    data: SignIn,
    errors: [40000, 40101, 50200, 42900],
  }),
  refresh: defineEndpoint({
    method: 'POST',
    path: '/refresh',
    auth: 'public',
    tag: 'auth',
    summary: '리프레시 토큰으로 토큰 재발급 (회전)',
    body: RefreshBody,
    data: TokenPair,
    errors: [40000, 40102],
  }),
  logout: defineEndpoint({
    method: 'POST',
    path: '/logout',
    auth: 'member',
    tag: 'auth',
    summary: '현재 세션 로그아웃',
    message: '로그아웃되었어요.',
    data: null,
  }),
  devIdToken: defineEndpoint({
    method: 'POST',
    path: '/dev/id-token',
    auth: 'public',
    tag: 'dev',
    summary: '개발용 id 토큰 발급 (DEV_LOGIN 모드 전용)',
    body: DevIdTokenBody,
    data: DevIdToken,
  }),
} as const;
