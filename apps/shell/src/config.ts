import Constants from 'expo-constants';

/** What app.config.ts put into this build (its `extra`). */
export interface ShellConfig {
  /** Where the web app is served, without a trailing slash. */
  webOrigin: string;
  /** The server's origin; its API is under `/api`. */
  apiOrigin: string;
  /** Sign in through the server's dev issuer (demo mode) instead of Kakao / Apple. */
  devLogin: boolean;
  /** Whether this build carries a Kakao native app key (the Kakao SDK is set up). */
  kakaoConfigured: boolean;
  /** The Expo project id push tokens are issued for (EAS), if the build has one. */
  projectId: string | null;
}

function text(value: unknown, fallback: string): string {
  return typeof value === 'string' && value.length > 0 ? value.replace(/\/+$/, '') : fallback;
}

export function shellConfig(): ShellConfig {
  const extra = (Constants.expoConfig?.extra ?? {}) as Record<string, unknown>;
  const eas = (extra.eas ?? {}) as Record<string, unknown>;
  const webOrigin = text(extra.webOrigin, 'http://localhost:3000');
  return {
    webOrigin,
    apiOrigin: text(extra.apiOrigin, webOrigin),
    devLogin: extra.devLogin === true,
    kakaoConfigured: extra.kakaoConfigured === true,
    projectId: typeof eas.projectId === 'string' ? eas.projectId : null,
  };
}
