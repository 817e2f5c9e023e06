import type { AppLinksConfig } from '../../platform/config';

/** The paths the native shell opens from https links (apps/shell/app.config.ts). */
export const APP_LINK_PATH = '/onboarding/partner-code';

/** `apple-app-site-association`: the `components` form (iOS 13+; the shell needs iOS 15.1+). */
export interface AppleAppSiteAssociation {
  applinks: { details: { appIDs: string[]; components: { '/': string }[] }[] };
}

/** One statement of `assetlinks.json` (Digital Asset Links). */
export interface AssetLinkStatement {
  relation: ['delegate_permission/common.handle_all_urls'];
  target: { namespace: 'android_app'; package_name: string; sha256_cert_fingerprints: string[] };
}

/** iOS's document, or null when no iOS app is configured. */
export function appleAppSiteAssociation(
  ios: AppLinksConfig['ios'],
): AppleAppSiteAssociation | null {
  if (!ios) return null;
  return {
    applinks: {
      details: [
        {
          appIDs: ios.bundleIds.map((bundleId) => `${ios.teamId}.${bundleId}`),
          components: [{ '/': `${APP_LINK_PATH}*` }],
        },
      ],
    },
  };
}

/** Android's document, or null when no Android app is configured. */
export function assetLinks(android: AppLinksConfig['android']): AssetLinkStatement[] | null {
  if (!android) return null;
  return [
    {
      relation: ['delegate_permission/common.handle_all_urls'],
      target: {
        namespace: 'android_app',
        package_name: android.packageName,
        sha256_cert_fingerprints: android.certFingerprints,
      },
    },
  ];
}
