import {
  createCipheriv,
  createDecipheriv,
  createHash,
  createHmac,
  randomBytes,
  randomInt,
} from 'node:crypto';

/** SHA-256, hex. */
export function sha256(value: string): string {
  return createHash('sha256').update(value).digest('hex');
}

/** A URL-safe random token with `bytes` bytes of entropy. */
export function randomToken(bytes = 32): string {
  return randomBytes(bytes).toString('base64url');
}

/**
 * A-Z0-9 without the look-alikes O/0 and I/1/L, so a code read aloud or copied by hand is not
 * mistyped (31 characters: 31^7 ≈ 2.7 × 10^10 invite codes). Input still accepts all of A-Z0-9
 * (CONTRACT).
 */
export const CODE_ALPHABET = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789';

/** A random code of `length` characters from CODE_ALPHABET. */
export function randomCode(length: number): string {
  let out = '';
  for (let i = 0; i < length; i++) out += CODE_ALPHABET[randomInt(CODE_ALPHABET.length)];
  return out;
}

/**
 * The data keys (decision 0042): the current key, which every new value is sealed with, and the
 * old keys still read while the re-encryption job moves their values to the current one. A key's
 * id is the first 8 hex digits of HMAC-SHA256(key, "dama data key id"): it names the key without
 * revealing it, and the same key always has the same id, so there is no numbering to get wrong.
 */
export class DataKeys {
  readonly current: DataKey;
  readonly old: readonly DataKey[];
  private readonly byId: ReadonlyMap<string, Buffer>;

  constructor(current: Buffer, old: readonly Buffer[] = []) {
    const keys = [current, ...old].map((key) => {
      if (key.length !== 32) throw new Error('a data key is 32 bytes');
      return { id: dataKeyId(key), key };
    });
    const byId = new Map<string, Buffer>();
    for (const { id, key } of keys) {
      const known = byId.get(id);
      if (known?.equals(key)) throw new Error(`data key ${id} given twice`);
      if (known) throw new Error(`two data keys share the id ${id}: generate another key`);
      byId.set(id, key);
    }
    this.current = keys[0]!;
    this.old = keys.slice(1);
    this.byId = byId;
  }

  /** The configured key with this id. */
  get(id: string): Buffer | undefined {
    return this.byId.get(id);
  }

  /** Every configured key id, the current one first. */
  get ids(): string[] {
    return [...this.byId.keys()];
  }

  /** The prefix of every value sealed with the current key (`<id>:`). */
  get currentPrefix(): string {
    return `${this.current.id}${ID_SEPARATOR}`;
  }
}

export interface DataKey {
  /** 8 lower-case hex digits (`dataKeyId`). */
  id: string;
  key: Buffer;
}

/** A value no configured key opens: a missing or wrong old key, or damaged data. */
export class DataKeyError extends Error {
  override name = 'DataKeyError';
}

const ID_SEPARATOR = ':';
const KEYED = /^([0-9a-f]{8}):/;

/** A key's id: HMAC-SHA256(key, "dama data key id"), first 8 hex digits. */
export function dataKeyId(key: Buffer): string {
  return createHmac('sha256', key).update('dama data key id').digest('hex').slice(0, 8);
}

/**
 * The id of the key a value was sealed with; null for a legacy value (written before key ids:
 * `base64(iv | tag | ciphertext)` alone). Base64 has no `:`, so the two never mix.
 */
export function sealedKeyId(sealed: string): string | null {
  return KEYED.exec(sealed)?.[1] ?? null;
}

/**
 * AES-256-GCM with a random 12-byte IV, under the current key.
 * Output: `<key id>:base64(iv | tag | ciphertext)`.
 */
export function encrypt(keys: DataKeys, plain: string): string {
  return `${keys.currentPrefix}${seal(keys.current.key, plain)}`;
}

/**
 * Opens a value with the key its id names; a legacy value (no id) with whichever configured key
 * opens it, current first. GCM's tag makes a wrong key fail, never give garbage: a value no
 * configured key opens throws DataKeyError naming what is missing.
 */
export function decrypt(keys: DataKeys, sealed: string): string {
  const id = sealedKeyId(sealed);
  if (id !== null) {
    const key = keys.get(id);
    if (!key) {
      throw new DataKeyError(
        `a value is encrypted with data key ${id}, which is not configured (current ${keys.current.id}): ` +
          'put that key in DATA_ENCRYPTION_OLD_KEYS',
      );
    }
    try {
      return open(key, sealed.slice(id.length + ID_SEPARATOR.length));
    } catch (cause) {
      throw new DataKeyError(`a value under data key ${id} failed to decrypt (damaged)`, { cause });
    }
  }
  for (const key of [keys.current, ...keys.old]) {
    try {
      return open(key.key, sealed);
    } catch {
      // Not this key: GCM's tag did not match.
    }
  }
  throw new DataKeyError(
    `no configured data key (${keys.ids.join(', ')}) opens a value written before key ids: ` +
      'the key it was written with is missing from DATA_ENCRYPTION_OLD_KEYS, or the value is damaged',
  );
}

/** base64(iv | tag | ciphertext): the legacy format, and the body of a keyed value. */
function seal(key: Buffer, plain: string): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', key, iv);
  const body = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
  return Buffer.concat([iv, cipher.getAuthTag(), body]).toString('base64');
}

function open(key: Buffer, body: string): string {
  const raw = Buffer.from(body, 'base64');
  if (raw.length < 28) throw new Error('too short');
  const decipher = createDecipheriv('aes-256-gcm', key, raw.subarray(0, 12));
  decipher.setAuthTag(raw.subarray(12, 28));
  return Buffer.concat([decipher.update(raw.subarray(28)), decipher.final()]).toString('utf8');
}
