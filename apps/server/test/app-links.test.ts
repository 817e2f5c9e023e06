import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { appleAppSiteAssociation, assetLinks } from '../src/modules/app-links/documents';
import { ConfigError, loadConfig } from '../src/platform/config';

const tmp = () => mkdtempSync(join(tmpdir(), 'dama-app-links-'));
const FINGERPRINT = Array.from({ length: 32 }, (_, i) => i.toString(16).padStart(2, '0')).join(':');
const APPLE_KEY = { APPLE_KEY_ID: 'KEY1234567', APPLE_PRIVATE_KEY: 'pem' };

describe('app link documents (decision 0078)', () => {
  it('apple-app-site-association: every bundle id under the team, the invite path only', () => {
    expect(
      appleAppSiteAssociation({
        teamId: 'ABCDE12345',
        bundleIds: ['app.dama.shell', 'app.dama.beta'],
      }),
    ).toEqual({
      applinks: {
        details: [
          {
            appIDs: ['ABCDE12345.app.dama.shell', 'ABCDE12345.app.dama.beta'],
            components: [{ '/': '/onboarding/partner-code*' }],
          },
        ],
      },
    });
    expect(appleAppSiteAssociation(null)).toBeNull();
  });

  it('assetlinks.json: the package with every certificate fingerprint', () => {
    expect(
      assetLinks({ packageName: 'app.dama.shell', certFingerprints: ['AA:BB', 'CC:DD'] }),
    ).toEqual([
      {
        relation: ['delegate_permission/common.handle_all_urls'],
        target: {
          namespace: 'android_app',
          package_name: 'app.dama.shell',
          sha256_cert_fingerprints: ['AA:BB', 'CC:DD'],
        },
      },
    ]);
    expect(assetLinks(null)).toBeNull();
  });
});

describe('app link variables', () => {
  it('unset: neither side', () => {
    expect(loadConfig({ DATA_DIR: tmp() }).appLinks).toEqual({ ios: null, android: null });
  });

  it('read as lists; fingerprints upper-cased', () => {
    const config = loadConfig({
      DATA_DIR: tmp(),
      APPLE_TEAM_ID: 'ABCDE12345',
      ...APPLE_KEY,
      IOS_BUNDLE_IDS: 'app.dama.shell, app.dama.beta',
      ANDROID_PACKAGE: 'app.dama.shell',
      ANDROID_CERT_SHA256: ` ${FINGERPRINT} ,${FINGERPRINT.toUpperCase()}`,
    });
    expect(config.appLinks).toEqual({
      ios: { teamId: 'ABCDE12345', bundleIds: ['app.dama.shell', 'app.dama.beta'] },
      android: {
        packageName: 'app.dama.shell',
        certFingerprints: [FINGERPRINT.toUpperCase(), FINGERPRINT.toUpperCase()],
      },
    });
  });

  it.each([
    ['ANDROID_CERT_SHA256', { ANDROID_PACKAGE: 'app.dama.shell', ANDROID_CERT_SHA256: 'AA:BB' }],
    [
      'ANDROID_CERT_SHA256',
      { ANDROID_PACKAGE: 'app.dama.shell', ANDROID_CERT_SHA256: FINGERPRINT.replaceAll(':', '') },
    ],
    [
      'ANDROID_CERT_SHA256',
      { ANDROID_PACKAGE: 'app.dama.shell', ANDROID_CERT_SHA256: `${FINGERPRINT}:00` },
    ],
    [
      'ANDROID_CERT_SHA256',
      { ANDROID_PACKAGE: 'app.dama.shell', ANDROID_CERT_SHA256: FINGERPRINT.replace('00', 'G0') },
    ],
    ['ANDROID_PACKAGE', { ANDROID_PACKAGE: 'dama', ANDROID_CERT_SHA256: FINGERPRINT }],
    ['ANDROID_CERT_SHA256', { ANDROID_PACKAGE: 'app.dama.shell' }],
    ['ANDROID_PACKAGE', { ANDROID_CERT_SHA256: FINGERPRINT }],
    ['IOS_BUNDLE_IDS', { IOS_BUNDLE_IDS: 'app dama', APPLE_TEAM_ID: 'ABCDE12345', ...APPLE_KEY }],
    ['APPLE_TEAM_ID', { IOS_BUNDLE_IDS: 'app.dama.shell' }],
    ['APPLE_TEAM_ID', { IOS_BUNDLE_IDS: 'app.dama.shell', APPLE_TEAM_ID: 'abc', ...APPLE_KEY }],
  ])('a bad value refuses to start, naming %s', (name, env) => {
    const load = () => loadConfig({ DATA_DIR: tmp(), ...env });
    expect(load).toThrow(ConfigError);
    expect(load).toThrow(new RegExp(`^환경 변수가 올바르지 않아요:\\n  [^\\n]*${name}`));
  });
});
