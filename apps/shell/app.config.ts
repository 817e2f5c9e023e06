import type { ConfigContext, ExpoConfig } from 'expo/config';

/**
 * The shell's configuration per build (eas.json's profiles set the environment; README.md). Only
 * public values: the origins, the Kakao *native app* key (shipped inside every Kakao app), the
 * Expo project id. Signing keys and store credentials live in EAS, never here.
 *
 * - DAMA_WEB_ORIGIN: where the web app is served (default http://localhost:3000, a development
 *   build on a simulator; a phone needs the computer's LAN address).
 * - DAMA_API_ORIGIN: the server's origin for sign-in (default: the web origin, which serves /api).
 * - DAMA_DEV_LOGIN=1: sign in through the server's dev issuer (demo mode) instead of Kakao/Apple.
 * - KAKAO_NATIVE_APP_KEY, EXPO_PROJECT_ID, DAMA_IOS_BUNDLE_ID, DAMA_ANDROID_PACKAGE.
 */
const env = (name: string): string | undefined => process.env[name]?.trim() || undefined;

const webOrigin = env('DAMA_WEB_ORIGIN') ?? 'http://localhost:3000';
const apiOrigin = env('DAMA_API_ORIGIN') ?? webOrigin;
const kakaoNativeAppKey = env('KAKAO_NATIVE_APP_KEY');
const projectId = env('EXPO_PROJECT_ID');
const webHost = new URL(webOrigin).host;
const secureWeb = webOrigin.startsWith('https://');

const MASCOT_CREAM = '#fff8f1';
const MASCOT_NIGHT = '#1e1917';

export default ({ config }: ConfigContext): ExpoConfig => ({
  ...config,
  name: '담아',
  slug: 'dama',
  scheme: 'dama',
  version: '1.0.0',
  orientation: 'portrait',
  icon: './assets/icon.png',
  userInterfaceStyle: 'automatic',
  backgroundColor: MASCOT_CREAM,
  ios: {
    bundleIdentifier: env('DAMA_IOS_BUNDLE_ID') ?? 'app.dama.shell',
    supportsTablet: false,
    usesAppleSignIn: true,
    // Universal links for the invite link (the web origin serves apple-app-site-association).
    ...(secureWeb ? { associatedDomains: [`applinks:${webHost}`] } : {}),
    infoPlist: { ITSAppUsesNonExemptEncryption: false },
  },
  android: {
    package: env('DAMA_ANDROID_PACKAGE') ?? 'app.dama.shell',
    adaptiveIcon: { foregroundImage: './assets/adaptive-icon.png', backgroundColor: MASCOT_CREAM },
    softwareKeyboardLayoutMode: 'resize',
    // App links for the invite link (the web origin serves assetlinks.json).
    intentFilters: secureWeb
      ? [
          {
            action: 'VIEW',
            autoVerify: true,
            data: [{ scheme: 'https', host: webHost, pathPrefix: '/onboarding/partner-code' }],
            category: ['BROWSABLE', 'DEFAULT'],
          },
        ]
      : [],
  },
  plugins: [
    'expo-secure-store',
    'expo-apple-authentication',
    ['expo-notifications', { color: '#cc4b3a' }],
    [
      'expo-splash-screen',
      {
        image: './assets/splash-icon.png',
        imageWidth: 160,
        backgroundColor: MASCOT_CREAM,
        dark: { image: './assets/splash-icon.png', backgroundColor: MASCOT_NIGHT },
      },
    ],
    ...(kakaoNativeAppKey
      ? [
          ['@react-native-seoul/kakao-login', { kakaoAppKey: kakaoNativeAppKey }] as [
            string,
            object,
          ],
        ]
      : []),
  ],
  extra: {
    webOrigin,
    apiOrigin,
    devLogin: env('DAMA_DEV_LOGIN') === '1',
    kakaoConfigured: kakaoNativeAppKey !== undefined,
    ...(projectId ? { eas: { projectId } } : {}),
  },
});
