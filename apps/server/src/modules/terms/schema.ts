import { TermsType, type TermsDetailsType } from '@dama/contract';
import {
  boolean,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { members } from '../../platform/db/schema';
import { valuesOf } from '../../platform/db/schema/enum-values';

export interface TermsDetailRow {
  type: TermsDetailsType;
  content: string;
}

/** One version of one kind of terms. */
export const terms = pgTable(
  'terms',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    type: text('type', { enum: valuesOf(TermsType) }).notNull(),
    version: integer('version').notNull(),
    title: text('title').notNull(),
    isRequired: boolean('is_required').notNull(),
    details: jsonb('details').$type<TermsDetailRow[]>().notNull(),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('terms_type_version_key').on(t.type, t.version)],
);

/** A member's answer to one terms version. */
export const memberTerms = pgTable(
  'member_terms',
  {
    memberId: integer('member_id')
      .notNull()
      .references(() => members.id, { onDelete: 'cascade' }),
    termsId: integer('terms_id')
      .notNull()
      .references(() => terms.id),
    isAgreed: boolean('is_agreed').notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.memberId, t.termsId] })],
);

export type TermsRow = typeof terms.$inferSelect;
