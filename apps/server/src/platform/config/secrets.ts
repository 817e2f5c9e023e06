import { ConfigError } from './config-error';
import type { Env } from './env';

/** The two secrets every start needs (from the environment, or demo files). */
export interface Secrets {
  jwtSecret: string;
  dataEncryptionKey: Buffer;
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
    dataEncryptionKey: Buffer.from(e.DATA_ENCRYPTION_KEY, 'base64'),
  };
}
