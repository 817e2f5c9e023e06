import {
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { encryptedColumns } from '../../platform/data-keys/columns';
import { members, sessions } from '../../platform/db/schema';

export const PUSH_DEVICE_KINDS = ['WEB_PUSH', 'EXPO'] as const;
export type PushDeviceKind = (typeof PUSH_DEVICE_KINDS)[number];

/**
 * A device that receives a member's pushes (decision 0060), bound to the session that registered
 * it: the session's logout removes it, and so does the session's deletion (expiry, withdrawal)
 * by the foreign key. Where it is reached is sealed at rest (`target_enc`: a Web Push
 * subscription's endpoint and keys as JSON, or an Expo token); `target_hash`, the SHA-256 of the
 * kind and that address, is what makes a second registration of the same one update this row.
 */
export const pushDevices = pgTable(
  'push_devices',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    memberId: integer('member_id')
      .notNull()
      .references(() => members.id, { onDelete: 'cascade' }),
    sessionId: uuid('session_id')
      .notNull()
      .references(() => sessions.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: PUSH_DEVICE_KINDS }).notNull(),
    targetHash: text('target_hash').notNull(),
    targetEnc: text('target_enc').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull(),
  },
  (t) => [
    uniqueIndex('push_devices_target_hash_idx').on(t.targetHash),
    index('push_devices_member_idx').on(t.memberId),
    index('push_devices_session_idx').on(t.sessionId),
  ],
);

export type PushDeviceRow = typeof pushDevices.$inferSelect;

/**
 * One notification's push to one device (decision 0060): claimed (SENDING) before the push
 * service is asked, SENT once it accepted, FAILED when it refused for good. A delivery job run
 * again (a retry, a crash, the same order twice) skips every pair that has a row, so no device
 * gets a notification twice; a pair the push service asked to retry (429, 5xx) has its claim
 * removed before the job is retried. Rows go with their device, and after a few days.
 */
export const pushDeliveries = pgTable(
  'push_deliveries',
  {
    notificationId: integer('notification_id').notNull(),
    deviceId: integer('device_id')
      .notNull()
      .references(() => pushDevices.id, { onDelete: 'cascade' }),
    state: text('state', { enum: ['SENDING', 'SENT', 'FAILED'] }).notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.notificationId, t.deviceId] }),
    index('push_deliveries_updated_idx').on(t.updatedAt),
  ],
);

/** Push's values sealed at rest: where each device is reached. */
export const pushEncryptedColumns = [
  encryptedColumns(pushDevices, pushDevices.id, [pushDevices.targetEnc]),
];
