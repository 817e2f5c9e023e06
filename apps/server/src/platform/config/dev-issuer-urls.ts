/** Where the dev identity issuer (demo mode) serves its keys, user info and issuers. */
export function devIssuerUrls(publicOrigin: string) {
  const base = `${publicOrigin.replace(/\/$/, '')}/api/dev`;
  return {
    jwksUrl: `${base}/jwks.json`,
    userInfoUrl: `${base}/userinfo`,
    issuer: { KAKAO: `${base}/kakao`, APPLE: `${base}/apple` },
  } as const;
}
