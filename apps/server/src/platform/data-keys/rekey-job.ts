import type { FastifyBaseLogger } from 'fastify';
import type { Clock } from '../clock';
import type { DataKeys } from '../crypto';
import type { Db } from '../db/client';
import type { JobHandle, JobRunner } from '../jobs';
import type { EncryptedColumns } from './columns';
import { rekeyDataKeys, type RekeyReport } from './rekey';

export const DATA_KEYS_REKEY_JOB = 'data-keys-rekey';

/** Rows per transaction: short locks, few round trips. */
export const REKEY_BATCH = 200;
/** A run stops starting batches after this and queues its follow-up (well inside the expiry). */
export const REKEY_RUN_BUDGET_MS = 5 * 60_000;
/** A complete pass that left movable values (rows locked, an instance still on the old key) runs again after this. */
export const REKEY_AGAIN_AFTER_S = 5 * 60;

/** The job's data: the key it moves values to (an instance sealing with another leaves it). */
export interface RekeyJobData {
  /** The current key of the instance that queued it; absent: this instance's own. */
  keyId?: string;
}

/**
 * The re-encryption job (decision 0042). Queued by every instance that starts with
 * DATA_ENCRYPTION_OLD_KEYS set, so the last instance of a rolling restart queues the run that
 * sees every instance sealing with the new key; it queues its own follow-ups until nothing
 * movable is left. A run taken by an instance whose current key is not the job's (one not yet
 * restarted) fails, so the queue retries it later, on another instance: it never moves values
 * back to the old key. Each run logs what it did; "nothing left under old keys" is the line the
 * operator waits for before removing the old keys (the counts are in `data_keys` too).
 */
export function defineDataKeysRekey(
  jobs: JobRunner,
  deps: {
    db: Db;
    keys: DataKeys;
    tables: readonly EncryptedColumns[];
    now: Clock;
    log: FastifyBaseLogger;
  },
): JobHandle<RekeyJobData> {
  const { keys } = deps;
  const again = { keyId: keys.current.id };
  const handle: JobHandle<RekeyJobData> = jobs.define<RekeyJobData>({
    name: DATA_KEYS_REKEY_JOB,
    run: async (data) => {
      if (data.keyId !== undefined && data.keyId !== keys.current.id) {
        throw new Error(
          `data keys: this job moves values to key ${data.keyId}, but this instance seals with ` +
            `${keys.current.id}; left to an instance with the new key`,
        );
      }
      const report = await rekeyDataKeys(deps.db, keys, deps.tables, {
        batchSize: REKEY_BATCH,
        stop: deadline(REKEY_RUN_BUDGET_MS),
        now: deps.now,
      });
      logReport(deps.log, report);
      if (!report.finished) await handle.enqueue(again);
      else if (report.movableLeft > 0) {
        await handle.enqueue(again, { startAfterSeconds: REKEY_AGAIN_AFTER_S });
      }
    },
  });
  return handle;
}

/** True once `ms` have passed since it was made. */
function deadline(ms: number): () => boolean {
  const end = Date.now() + ms;
  return () => Date.now() >= end;
}

function logReport(log: FastifyBaseLogger, report: RekeyReport): void {
  const { currentKeyId, rewritten, unreadable, left, retired, movableLeft } = report;
  const fields = { job: DATA_KEYS_REKEY_JOB, currentKeyId, rewritten, left, movableLeft, retired };
  if (!report.finished) log.info(fields, 'data keys: re-encryption continues in a follow-up run');
  else if (movableLeft > 0) {
    log.warn(fields, 'data keys: values left under old keys; the job runs again in 5 minutes');
  } else if (unreadable > 0) {
    log.error(
      { ...fields, unreadable },
      'data keys: values no configured key opens (a key missing from DATA_ENCRYPTION_OLD_KEYS, or damaged data)',
    );
  } else {
    log.info(
      { ...fields, valuesLeftUnderOldKeys: 0 },
      'data keys: nothing left under old keys; they may leave DATA_ENCRYPTION_OLD_KEYS',
    );
  }
}
