import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MEMORY_JOB } from '../src/modules/question';
import { ConfigError } from '../src/platform/config';
import { DataKeys, dataKeyId } from '../src/platform/crypto';
import { rekeyDataKeys } from '../src/platform/data-keys';
import type { Database } from '../src/platform/db/client';
import { ENCRYPTED_COLUMNS } from '../src/wiring/encrypted-columns';
import { build, type TestApp } from './helpers/build';
import { currentRoom, sendAndWait, takeTest } from './helpers/chat';
import { makeCouple } from './helpers/couple-factories';
import { testDatabase } from './helpers/database';
import { settledRuns } from './helpers/jobs';
import { bothAnswer } from './helpers/questions';
import { A, B, Z, b64, valuesUnder } from './helpers/data-keys';

/**
 * Rotation of DATA_ENCRYPTION_KEY (decision 0042), the parts around the rotation itself
 * (data-keys.test.ts): a configuration missing a key still in use is refused at start-up, and the
 * re-encryption job works in resumable batches that two instances split.
 */
describe('start-up with a key still in use missing from the configuration', () => {
  let database: Database;
  beforeAll(async () => {
    database = await testDatabase();
    const t = await build({ database, env: { DATA_ENCRYPTION_KEY: b64(A) } });
    await t.close();
  });
  afterAll(async () => {
    await database?.close();
  });

  const startWith = (env: Record<string, string>) => build({ database, env });

  it('the old key left out, or a wrong one given, is refused naming the missing key', async () => {
    await expect(startWith({ DATA_ENCRYPTION_KEY: b64(B) })).rejects.toThrow(ConfigError);
    await expect(startWith({ DATA_ENCRYPTION_KEY: b64(B) })).rejects.toThrow(
      new RegExp(`DATA_ENCRYPTION_OLD_KEYS: 데이터 키 ${dataKeyId(A)}로 암호화된 값이`),
    );
    await expect(
      startWith({ DATA_ENCRYPTION_KEY: b64(B), DATA_ENCRYPTION_OLD_KEYS: b64(Z) }),
    ).rejects.toThrow(new RegExp(dataKeyId(A)));
  });

  it('with the old key it starts; once the job retired it, B alone starts too', async () => {
    const t = await startWith({ DATA_ENCRYPTION_KEY: b64(B), DATA_ENCRYPTION_OLD_KEYS: b64(A) });
    await t.app.appJobs.dataKeysRekey.runNow({});
    await t.close();
    const alone = await startWith({ DATA_ENCRYPTION_KEY: b64(B) });
    await alone.close();
  });
});

describe('the re-encryption in batches', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await build({ env: { SCRIPTED_REPLY_DELAY_MS: '0' } });
    const { a, b } = await makeCouple(t.app);
    await takeTest(t.app, a.accessToken);
    const remembered = settledRuns(t.app.jobs, MEMORY_JOB, 2);
    await bothAnswer(t.app, a, b);
    await remembered;
    await currentRoom(t.app, a.accessToken);
    for (const text of ['하나', '둘', '셋']) await sendAndWait(t.app, a, text);
  });
  afterAll(async () => {
    await t?.close();
  });

  it('stops at its budget and resumes; two runs at once split the rows; each value moves once', async () => {
    const rotated = new DataKeys(B, [A]);
    const db = t.database.db;
    const initial = await valuesUnder(t.database, B);
    expect(initial.notUnderKey).toBe(initial.total);
    // The messages alone, stopped after two batches of two (a budget spent, or a crash).
    const messages = ENCRYPTED_COLUMNS.filter((c) => c.table === 'chat_messages');
    let batches = 0;
    const first = await rekeyDataKeys(db, rotated, messages, {
      batchSize: 2,
      stop: () => batches++ >= 2,
      now: t.clock.now,
    });
    expect(first).toMatchObject({ finished: false, rewritten: 4, retired: [] });
    expect(first.movableLeft).toBeGreaterThan(0);
    const opts = { batchSize: 2, stop: () => false, now: t.clock.now };
    const [r1, r2] = await Promise.all([
      rekeyDataKeys(db, rotated, ENCRYPTED_COLUMNS, opts),
      rekeyDataKeys(db, rotated, ENCRYPTED_COLUMNS, opts),
    ]);
    expect(first.rewritten + r1.rewritten + r2.rewritten).toBe(initial.total);
    expect((await valuesUnder(t.database, B)).notUnderKey).toBe(0);
    expect(new Set([...r1.retired, ...r2.retired])).toEqual(new Set([dataKeyId(A)]));
    // Idempotent: a run with nothing to do rewrites nothing.
    const again = await rekeyDataKeys(db, rotated, ENCRYPTED_COLUMNS, opts);
    expect(again).toMatchObject({ rewritten: 0, finished: true, movableLeft: 0, left: {} });
  });

  it('a run on an instance whose key is not the job’s fails, so another instance takes it', async () => {
    await expect(t.app.appJobs.dataKeysRekey.runNow({ keyId: dataKeyId(B) })).rejects.toThrow(
      /moves values to key .* this instance seals with/,
    );
  });
});
