import { DataKeys } from '../crypto';
import { ConfigError } from './config-error';
import type { Env } from './env';

/** The two secrets every start needs (from the environment, or demo files). */
export interface Secrets {
  jwtSecret: string;
  /** DATA_ENCRYPTION_KEY, with DATA_ENCRYPTION_OLD_KEYS behind it. */
  dataEncryptionKey: DataKeys;
}

/**
 * The current data key (base64) and the old ones of DATA_ENCRYPTION_OLD_KEYS. An old key equal
 * to the current one means the rotation did not happen: refused, as is a key given twice.
 */
export function dataKeysOf(current: string, e: Env): DataKeys {
  const fail = (message: string) =>
    new ConfigError(`환경 변수가 올바르지 않아요:\n  DATA_ENCRYPTION_OLD_KEYS: ${message}`);
  const currentKey = Buffer.from(current, 'base64');
  const old = (e.DATA_ENCRYPTION_OLD_KEYS ?? []).map((k) => Buffer.from(k, 'base64'));
  if (old.some((k) => k.equals(currentKey))) {
    throw fail('DATA_ENCRYPTION_KEY와 같은 키가 들어 있어요 (새 키로 바꾼 뒤 옛 키만 넣어 주세요)');
  }
  try {
    return new DataKeys(currentKey, old);
  } catch (error) {
    throw fail(`같은 키가 두 번 들어 있어요 (${(error as Error).message})`);
  }
}

/** Production: both secrets must come from the environment (an error names what is missing). */
export function requireProductionSecrets(e: Env): Secrets {
  const missing = [
    e.JWT_SECRET ? null : 'JWT_SECRET',
    e.DATA_ENCRYPTION_KEY ? null : 'DATA_ENCRYPTION_KEY',
  ].filter((v): v is string => v !== null);
  if (missing.length > 0 || !e.JWT_SECRET || !e.DATA_ENCRYPTION_KEY) {
    throw new ConfigError(
      `환경 변수가 올바르지 않아요:\n${missing.map((m) => `  ${m}: NODE_ENV=production에서는 꼭 설정해야 해요`).join('\n')}`,
    );
  }
  return {
    jwtSecret: e.JWT_SECRET,
    dataEncryptionKey: dataKeysOf(e.DATA_ENCRYPTION_KEY, e),
  };
}
