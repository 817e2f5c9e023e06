import { and, isNull, notInArray, sql } from 'drizzle-orm';
import { ConfigError } from '../config';
import type { DataKeys } from '../crypto';
import type { Db } from '../db/client';
import { dataKeys } from '../db/schema';

/**
 * At start-up, after the migrations: refuses to start when a key that may still have values
 * (registered, not retired) is missing from the configuration: removed too early, or replaced
 * by a wrong key. Its values would otherwise fail to open one read at a time. Then records the
 * configured keys (the current one is in use again even if a job had retired it).
 */
export async function registerDataKeys(db: Db, keys: DataKeys, now: Date): Promise<void> {
  // Checked before this start registers its own keys: a wrong key is never recorded as in use.
  const missing = await db
    .select({ keyId: dataKeys.keyId, valuesLeft: dataKeys.valuesLeft })
    .from(dataKeys)
    .where(and(isNull(dataKeys.retiredAt), notInArray(dataKeys.keyId, keys.ids)))
    .orderBy(sql`${dataKeys.firstSeenAt} desc`);
  if (missing.length > 0) {
    const named = missing
      .map((k) => (k.valuesLeft === null ? k.keyId : `${k.keyId} (마지막 셈: ${k.valuesLeft}개)`))
      .join(', ');
    throw new ConfigError(
      `환경 변수가 올바르지 않아요:\n  DATA_ENCRYPTION_OLD_KEYS: 데이터 키 ${named}로 암호화된 값이 ` +
        `아직 남아 있을 수 있어요. 설정된 키는 ${keys.ids.join(', ')}예요. 그 키를 ` +
        'DATA_ENCRYPTION_OLD_KEYS에 다시 넣어 주세요. 옛 키는 재암호화 작업이 "nothing left under ' +
        'old keys"를 알린 뒤에만 뺄 수 있어요 (docs/DEPLOY.md, "Rotating DATA_ENCRYPTION_KEY").',
    );
  }
  await db
    .insert(dataKeys)
    .values({ keyId: keys.current.id, firstSeenAt: now })
    .onConflictDoUpdate({ target: dataKeys.keyId, set: { retiredAt: null } });
  if (keys.old.length > 0) {
    await db
      .insert(dataKeys)
      .values(keys.old.map((k) => ({ keyId: k.id, firstSeenAt: now })))
      .onConflictDoNothing();
  }
}
