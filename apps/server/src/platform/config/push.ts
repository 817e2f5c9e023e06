import { createECDH } from 'node:crypto';
import { join } from 'node:path';
import { ConfigError } from './config-error';
import { readOrCreate } from './demo-secrets';
import type { Env } from './env';

/** Expo's push API, where native pushes go unless EXPO_PUSH_URL says otherwise. */
export const EXPO_PUSH_API_URL = 'https://exp.host/--/api/v2/push/send';

/**
 * VAPID (RFC 8292): the application server's P-256 key pair, base64url as the Push API takes it
 * (`publicKey` is the browser's `applicationServerKey`), and the contact the push services see.
 */
export interface VapidKeys {
  publicKey: string;
  privateKey: string;
  /** `mailto:` or an `https:` URL. */
  subject: string;
}

/** Push delivery (decision 0060). */
export interface PushConfig {
  vapid: VapidKeys;
  expo: {
    /**
     * Where Expo push messages are POSTed; null: the in-process stand-in of the dev login
     * (DEV_LOGIN on and no EXPO_PUSH_URL), which the device preview shows.
     */
    url: string | null;
    /** Expo's access token (enhanced push security); null: none sent. */
    accessToken: string | null;
  };
}

/** The subject used when none is set and the public origin is not https (demo mode). */
export const DEMO_VAPID_SUBJECT = 'mailto:push@dama.invalid';

function fail(name: string, message: string): ConfigError {
  return new ConfigError(`환경 변수가 올바르지 않아요:\n  ${name}: ${message}`);
}

/** A fresh P-256 key pair as VAPID wants it (uncompressed public point, raw private scalar). */
export function generateVapidKeyPair(): { publicKey: string; privateKey: string } {
  const ecdh = createECDH('prime256v1');
  ecdh.generateKeys();
  return {
    publicKey: ecdh.getPublicKey().toString('base64url'),
    privateKey: ecdh.getPrivateKey().toString('base64url'),
  };
}

function publicKeyOf(privateKey: string): string {
  const ecdh = createECDH('prime256v1');
  ecdh.setPrivateKey(Buffer.from(privateKey, 'base64url'));
  return ecdh.getPublicKey().toString('base64url');
}

/**
 * VAPID_PUBLIC_KEY / VAPID_PRIVATE_KEY / VAPID_SUBJECT, EXPO_PUSH_URL / EXPO_ACCESS_TOKEN. The two
 * keys come together and must be one pair. In production they are required (like the other
 * secrets); in demo mode a pair is generated once into DATA_DIR (`vapid-keys`) and reused, so a
 * browser's subscription survives a restart. The subject defaults to the public origin when it
 * is https, else in demo mode to a placeholder address; production without either is refused.
 */
export function pushConfig(
  e: Env,
  o: { production: boolean; devLogin: boolean; dataDir: string; publicOrigin: string },
): PushConfig {
  if (Boolean(e.VAPID_PUBLIC_KEY) !== Boolean(e.VAPID_PRIVATE_KEY)) {
    throw fail('VAPID_PUBLIC_KEY, VAPID_PRIVATE_KEY', '두 값을 함께 설정해야 해요');
  }
  let keys: { publicKey: string; privateKey: string };
  if (e.VAPID_PUBLIC_KEY && e.VAPID_PRIVATE_KEY) {
    keys = { publicKey: e.VAPID_PUBLIC_KEY, privateKey: e.VAPID_PRIVATE_KEY };
    let derived: string;
    try {
      derived = publicKeyOf(keys.privateKey);
    } catch {
      throw fail('VAPID_PRIVATE_KEY', 'P-256 개인 키가 아니에요');
    }
    if (derived !== keys.publicKey) {
      throw fail('VAPID_PUBLIC_KEY', 'VAPID_PRIVATE_KEY와 한 쌍인 공개 키여야 해요');
    }
  } else if (o.production) {
    throw new ConfigError(
      '환경 변수가 올바르지 않아요:\n' +
        '  VAPID_PUBLIC_KEY: NODE_ENV=production에서는 꼭 설정해야 해요\n' +
        '  VAPID_PRIVATE_KEY: NODE_ENV=production에서는 꼭 설정해야 해요 (npx web-push generate-vapid-keys로 만들 수 있어요)',
    );
  } else {
    const [publicKey, privateKey] = readOrCreate(join(o.dataDir, 'vapid-keys'), () => {
      const pair = generateVapidKeyPair();
      return `${pair.publicKey} ${pair.privateKey}`;
    }).split(' ');
    if (!publicKey || !privateKey) throw fail('DATA_DIR', 'vapid-keys 파일이 올바르지 않아요');
    keys = { publicKey, privateKey };
  }

  let subject = e.VAPID_SUBJECT;
  if (!subject && o.publicOrigin.startsWith('https://')) subject = o.publicOrigin;
  if (!subject) {
    if (o.production) {
      throw fail(
        'VAPID_SUBJECT',
        'PUBLIC_ORIGIN이 https가 아니면 mailto: 주소나 https: URL을 설정해야 해요',
      );
    }
    subject = DEMO_VAPID_SUBJECT;
  }

  return {
    vapid: { ...keys, subject },
    expo: {
      url: e.EXPO_PUSH_URL ?? (o.devLogin ? null : EXPO_PUSH_API_URL),
      accessToken: e.EXPO_ACCESS_TOKEN ?? null,
    },
  };
}
