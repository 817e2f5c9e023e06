import { z } from 'zod';
import { ConfigError } from './config-error';

/** An Apple team id: ten upper-case letters or digits. */
const TEAM_ID = /^[A-Z0-9]{10}$/;
/** A SHA-256 certificate fingerprint as Android writes it: 32 hex bytes, colon-separated. */
const FINGERPRINT = /^[0-9A-F]{2}(:[0-9A-F]{2}){31}$/;

const commaList = (v: string) =>
  v
    .split(',')
    .map((s) => s.trim())
    .filter((s) => s.length > 0);
const blankAsUnset = (v: unknown) => (typeof v === 'string' && v.trim() === '' ? undefined : v);

/** The variables of the app links (decision 0078), merged into the server's EnvSchema. */
export const AppLinksEnv = {
  IOS_BUNDLE_IDS: z.preprocess(
    blankAsUnset,
    z
      .string()
      .transform(commaList)
      .pipe(
        z.array(
          z
            .string()
            .regex(
              /^[A-Za-z0-9-]+(\.[A-Za-z0-9-]+)+$/,
              'iOS 번들 ID(예: app.dama.shell)의 목록이어야 해요',
            ),
        ),
      )
      .optional(),
  ),
  ANDROID_PACKAGE: z.preprocess(
    blankAsUnset,
    z
      .string()
      .trim()
      .regex(
        /^[A-Za-z][A-Za-z0-9_]*(\.[A-Za-z][A-Za-z0-9_]*)+$/,
        'Android 패키지 이름(예: app.dama.shell)이어야 해요',
      )
      .optional(),
  ),
  ANDROID_CERT_SHA256: z.preprocess(
    blankAsUnset,
    z
      .string()
      .transform((v) => commaList(v).map((s) => s.toUpperCase()))
      .pipe(
        z.array(
          z
            .string()
            .regex(FINGERPRINT, '콜론으로 나눈 32바이트 SHA-256 지문(AA:BB:…)의 목록이어야 해요'),
        ),
      )
      .optional(),
  ),
};

/** Which native apps open our https links; each side null when not configured. */
export interface AppLinksConfig {
  /** Universal links: the apps `<teamId>.<bundleId>`. */
  ios: { teamId: string; bundleIds: string[] } | null;
  /** Android App Links: the package and its signing certificates' SHA-256 fingerprints. */
  android: { packageName: string; certFingerprints: string[] } | null;
}

function fail(name: string, message: string): ConfigError {
  return new ConfigError(`환경 변수가 올바르지 않아요:\n  ${name}: ${message}`);
}

/** What appLinksConfig reads of the parsed environment (typed here: env.ts imports this file). */
export type AppLinksInput = z.output<z.ZodObject<typeof AppLinksEnv>> & { APPLE_TEAM_ID?: string };

/**
 * IOS_BUNDLE_IDS with APPLE_TEAM_ID (the team id of Sign in with Apple's key: one team signs
 * the app), ANDROID_PACKAGE with ANDROID_CERT_SHA256. Half a pair is refused, not ignored.
 */
export function appLinksConfig(e: AppLinksInput): AppLinksConfig {
  let ios: AppLinksConfig['ios'] = null;
  if (e.IOS_BUNDLE_IDS && e.IOS_BUNDLE_IDS.length > 0) {
    if (!e.APPLE_TEAM_ID) throw fail('APPLE_TEAM_ID', 'IOS_BUNDLE_IDS를 설정하면 팀 ID도 필요해요');
    if (!TEAM_ID.test(e.APPLE_TEAM_ID)) {
      throw fail('APPLE_TEAM_ID', '영문 대문자와 숫자 10자여야 해요');
    }
    ios = { teamId: e.APPLE_TEAM_ID, bundleIds: e.IOS_BUNDLE_IDS };
  }
  const fingerprints = e.ANDROID_CERT_SHA256 ?? [];
  if (Boolean(e.ANDROID_PACKAGE) !== fingerprints.length > 0) {
    throw fail('ANDROID_PACKAGE, ANDROID_CERT_SHA256', '두 값을 함께 설정해야 해요');
  }
  const android = e.ANDROID_PACKAGE
    ? { packageName: e.ANDROID_PACKAGE, certFingerprints: fingerprints }
    : null;
  return { ios, android };
}
