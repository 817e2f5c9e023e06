import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../src/platform/config';
import {
  DataKeyError,
  DataKeys,
  dataKeyId,
  decrypt,
  encrypt,
  sealedKeyId,
} from '../src/platform/crypto';
import { A, B, Z, b64, legacySeal, prefixOf } from './helpers/data-keys';

/** The ciphertext format and the key ring of DATA_ENCRYPTION_KEY's rotation (decision 0042). */
describe('the ciphertext format and the key ring', () => {
  it('new values carry the current key’s id; the id is a short hash of the key', () => {
    const keys = new DataKeys(A);
    const sealed = encrypt(keys, '비밀');
    expect(dataKeyId(A)).toMatch(/^[0-9a-f]{8}$/);
    expect(dataKeyId(A)).toBe(dataKeyId(Buffer.from(A)));
    expect(dataKeyId(A)).not.toBe(dataKeyId(B));
    expect(sealed.startsWith(prefixOf(A))).toBe(true);
    expect(sealedKeyId(sealed)).toBe(dataKeyId(A));
    expect(decrypt(keys, sealed)).toBe('비밀');
  });

  it('legacy values (no id) stay readable, by the current key or an old one', () => {
    const legacy = legacySeal(A, '옛 형식');
    expect(sealedKeyId(legacy)).toBeNull();
    expect(decrypt(new DataKeys(A), legacy)).toBe('옛 형식');
    expect(decrypt(new DataKeys(B, [A]), legacy)).toBe('옛 형식');
    expect(decrypt(new DataKeys(B, [Z, A]), legacy)).toBe('옛 형식');
  });

  it('reads pick the key by id: values under A open with B current and A old', () => {
    const underA = encrypt(new DataKeys(A), '첫 키');
    const rotated = new DataKeys(B, [A]);
    expect(decrypt(rotated, underA)).toBe('첫 키');
    expect(encrypt(rotated, 'x').startsWith(prefixOf(B))).toBe(true);
  });

  it('a missing or wrong key is an error naming it, never garbage', () => {
    const underA = encrypt(new DataKeys(A), '첫 키');
    expect(() => decrypt(new DataKeys(B), underA)).toThrow(DataKeyError);
    expect(() => decrypt(new DataKeys(B, [Z]), underA)).toThrow(
      new RegExp(`${dataKeyId(A)}.*not configured.*DATA_ENCRYPTION_OLD_KEYS`),
    );
    expect(() => decrypt(new DataKeys(B, [Z]), legacySeal(A, 'x'))).toThrow(
      /no configured data key .* opens a value written before key ids/,
    );
    // The id names the key: a damaged value under a known key fails authentication.
    const damaged = underA.slice(0, -4) + (underA.endsWith('AAAA') ? 'BBBB' : 'AAAA');
    expect(() => decrypt(new DataKeys(A), damaged)).toThrow(/failed to decrypt/);
  });

  it('DATA_ENCRYPTION_OLD_KEYS: comma-separated keys; the current key or a bad one refused', () => {
    const env = { JWT_SECRET: 'x'.repeat(32), DATA_ENCRYPTION_KEY: b64(B) };
    const config = loadConfig({ ...env, DATA_ENCRYPTION_OLD_KEYS: ` ${b64(A)} , ${b64(Z)} ` });
    expect(config.dataEncryptionKey.current.id).toBe(dataKeyId(B));
    expect(config.dataEncryptionKey.old.map((k) => k.id)).toEqual([dataKeyId(A), dataKeyId(Z)]);
    expect(loadConfig({ ...env, DATA_ENCRYPTION_OLD_KEYS: '' }).dataEncryptionKey.old).toEqual([]);
    expect(() => loadConfig({ ...env, DATA_ENCRYPTION_OLD_KEYS: b64(B) })).toThrow(ConfigError);
    expect(() => loadConfig({ ...env, DATA_ENCRYPTION_OLD_KEYS: b64(B) })).toThrow(
      /DATA_ENCRYPTION_OLD_KEYS: DATA_ENCRYPTION_KEY와 같은 키/,
    );
    expect(() => loadConfig({ ...env, DATA_ENCRYPTION_OLD_KEYS: `${b64(A)},short` })).toThrow(
      /DATA_ENCRYPTION_OLD_KEYS/,
    );
    expect(() => loadConfig({ ...env, DATA_ENCRYPTION_OLD_KEYS: `${b64(A)},${b64(A)}` })).toThrow(
      /DATA_ENCRYPTION_OLD_KEYS: 같은 키가 두 번/,
    );
  });
});
