import type { EncryptedColumns } from '../platform/data-keys/columns';
import { authEncryptedColumns } from '../modules/auth';
import { chatEncryptedColumns } from '../modules/chat';
import { coupleEncryptedColumns } from '../modules/couple';
import { pushEncryptedColumns } from '../modules/push';
import { questionEncryptedColumns } from '../modules/question';

/**
 * Every column encrypted at rest, as each owning module declares it: the one list the
 * re-encryption job rewrites and test/data-keys-columns.test.ts checks against the database.
 */
export const ENCRYPTED_COLUMNS: readonly EncryptedColumns[] = [
  ...authEncryptedColumns,
  ...chatEncryptedColumns,
  ...coupleEncryptedColumns,
  ...questionEncryptedColumns,
  ...pushEncryptedColumns,
];
