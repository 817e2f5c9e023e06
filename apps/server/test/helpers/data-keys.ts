import { createCipheriv, randomBytes } from 'node:crypto';
import { dataKeyId } from '../../src/platform/crypto';

/** Keys for rotation tests (decision 0042): A is TEST_ENV's key. */
export const A = Buffer.alloc(32, 7);
export const B = Buffer.alloc(32, 8);
export const Z = Buffer.alloc(32, 9);
export const b64 = (key: Buffer) => key.toString('base64');
export const prefixOf = (key: Buffer) => `${dataKeyId(key)}:`;

/** A value as written before key ids: base64(iv | tag | ciphertext), no prefix. */
export function legacySeal(key: Buffer, plain: string): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', key, iv);
  const body = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
  return Buffer.concat([iv, cipher.getAuthTag(), body]).toString('base64');
}
