import type { PushDeviceBody } from '@dama/contract';
import { createHash } from 'node:crypto';
import { decrypt, encrypt, type DataKeys } from '../../platform/crypto';
import { AppError } from '../../platform/errors';
import type { Principal } from '../../platform/auth/guard';
import type { Clock } from '../../platform/clock';
import type { PushRepository, StoredDevice } from './repository';
import type { PushDeviceKind } from './schema';
import type { WebPushTarget } from './web-push';

/** Where a device is reached, once its sealed column is opened. */
export type DeviceTarget =
  { kind: 'WEB_PUSH'; subscription: WebPushTarget } | { kind: 'EXPO'; token: string };

/** The device row's lookup key: the SHA-256 of its kind and address (endpoint or token). */
export function targetHash(kind: PushDeviceKind, address: string): string {
  return createHash('sha256').update(`${kind} ${address}`).digest('hex');
}

export function openTarget(
  keys: DataKeys,
  device: Pick<StoredDevice, 'kind' | 'targetEnc'>,
): DeviceTarget {
  const plain = decrypt(keys, device.targetEnc);
  return device.kind === 'EXPO'
    ? { kind: 'EXPO', token: plain }
    : { kind: 'WEB_PUSH', subscription: JSON.parse(plain) as WebPushTarget };
}

/**
 * The subscription's keys as RFC 8291 needs them: `p256dh` an uncompressed P-256 point (65 bytes
 * from 0x04), `auth` 16 bytes. The contract's pattern checks their spelling; this their bytes.
 */
function checkKeys(keys: WebPushTarget['keys']): void {
  const p256dh = Buffer.from(keys.p256dh, 'base64url');
  if (p256dh.length !== 65 || p256dh[0] !== 0x04) {
    throw new AppError(
      'BAD_REQUEST',
      'P-256 공개 키(65바이트)가 아니에요. (subscription.keys.p256dh)',
    );
  }
  if (Buffer.from(keys.auth, 'base64url').length !== 16) {
    throw new AppError('BAD_REQUEST', '16바이트 인증 비밀이 아니에요. (subscription.keys.auth)');
  }
}

/** `PUT` / `DELETE /notifications/devices` (decision 0060). */
export class PushDevices {
  constructor(
    private readonly repo: PushRepository,
    private readonly keys: DataKeys,
    private readonly now: Clock,
  ) {}

  /**
   * Stores the device for the caller's session; the same subscription or token again (this
   * member's or another's, after a sign-in as someone else on the phone) moves to this member
   * and session. Returns its id.
   */
  async register(principal: Principal, body: PushDeviceBody): Promise<number> {
    let address: string;
    let sealed: string;
    if (body.kind === 'WEB_PUSH') {
      const { endpoint, keys } = body.subscription;
      checkKeys(keys);
      address = endpoint;
      sealed = JSON.stringify({ endpoint, keys: { p256dh: keys.p256dh, auth: keys.auth } });
    } else {
      address = body.token;
      sealed = body.token;
    }
    return this.repo.upsertDevice({
      memberId: principal.memberId,
      sessionId: principal.sessionId,
      kind: body.kind,
      targetHash: targetHash(body.kind, address),
      targetEnc: encrypt(this.keys, sealed),
      now: this.now(),
    });
  }

  /** Removes the caller's device; 40302 when no device of that id is the caller's. */
  async remove(memberId: number, deviceId: number): Promise<void> {
    if (!(await this.repo.deleteOwned(memberId, deviceId))) {
      throw new AppError('MEMBER_ACCESS_DENIED');
    }
  }
}
