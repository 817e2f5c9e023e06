// Rotation of DATA_ENCRYPTION_KEY (decision 0042): the encrypted columns' declaration, the key
// registry checked at start-up and the re-encryption job. The key ring itself is in crypto.ts.
export { encryptedColumns, type EncryptedColumns } from './columns';
export { registerDataKeys } from './registry';
export { countLeft, LEGACY, rekeyDataKeys, type RekeyOptions, type RekeyReport } from './rekey';
export {
  DATA_KEYS_REKEY_JOB,
  defineDataKeysRekey,
  REKEY_AGAIN_AFTER_S,
  REKEY_BATCH,
  REKEY_RUN_BUDGET_MS,
  type RekeyJobData,
} from './rekey-job';
