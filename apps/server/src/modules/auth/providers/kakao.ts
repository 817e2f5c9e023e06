import { AppError } from '../../../platform/errors';
import { form, providerFailure, providerFetch } from './http';

export interface KakaoUserInfo {
  sub: string;
  email: string | null;
}

export type UserInfoResolver = (
  accessToken: string,
) => Promise<{ sub: string; email: string | null; email_verified: boolean } | null>;
/** User-info served in-process (the dev identity issuer), by URL. */
export type LocalUserInfo = ReadonlyMap<string, UserInfoResolver>;

interface UserInfoResponse {
  sub?: unknown;
  email?: unknown;
  email_verified?: unknown;
}

/** Kakao's OIDC user-info with the member's Kakao access token; the e-mail only when verified. */
export async function fetchKakaoUserInfo(
  url: string,
  accessToken: string,
  local: LocalUserInfo,
): Promise<KakaoUserInfo> {
  const inProcess = local.get(url);
  let body: UserInfoResponse;
  if (inProcess) {
    const info = await inProcess(accessToken);
    if (!info) throw new AppError('INVALID_ID_TOKEN');
    body = info;
  } else {
    const res = await providerFetch('kakao userinfo', url, {
      headers: { authorization: `Bearer ${accessToken}` },
    });
    if (res.status === 401) throw new AppError('INVALID_ID_TOKEN');
    if (!res.ok) throw providerFailure('kakao userinfo', `status ${res.status}`);
    body = (await res.json().catch(() => {
      throw providerFailure('kakao userinfo', 'invalid JSON');
    })) as UserInfoResponse;
  }
  if (typeof body.sub !== 'string' && typeof body.sub !== 'number') {
    throw providerFailure('kakao userinfo', 'no sub');
  }
  const verified = body.email_verified === true || body.email_verified === 'true';
  return {
    sub: String(body.sub),
    email: verified && typeof body.email === 'string' ? body.email : null,
  };
}

/** Kakao admin unlink of one user. A user Kakao no longer links to the app counts as done. */
export async function kakaoUnlink(
  url: string,
  adminKey: string,
  kakaoUserId: string,
): Promise<void> {
  const res = await providerFetch('kakao unlink', url, {
    method: 'POST',
    headers: {
      authorization: `KakaoAK ${adminKey}`,
      'content-type': 'application/x-www-form-urlencoded;charset=utf-8',
    },
    body: form({ target_id_type: 'user_id', target_id: kakaoUserId }),
  });
  if (res.ok) return;
  const body = (await res.json().catch(() => ({}))) as { code?: unknown };
  // -101: the user is not linked to this app any more (already unlinked on Kakao's side).
  if (body.code === -101) return;
  throw providerFailure('kakao unlink', `status ${res.status} code ${String(body.code)}`);
}
