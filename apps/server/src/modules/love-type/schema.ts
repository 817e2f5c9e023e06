import { LoveTypeCategory } from '@dama/contract';
import { bigint, index, integer, numeric, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { members } from '../../platform/db/schema';
import { valuesOf } from '../../platform/db/schema/enum-values';

/**
 * Attachment-test results taken without an account (`POST /love-types/result`); the id is the
 * `loveTypeId` a client passes to `POST /members/onboarding` to adopt it. Whoever knows the id can
 * adopt the result, so ids are drawn at random, never from a sequence (the love-type module's
 * `anonymous-id.ts`); `bigint` leaves room to widen them up to 2^53 - 1. Adoption copies the
 * result onto the member (`members.love_type_category`, `anxiety_rate`, `avoidance_rate` hold a
 * member's current result) and records the adopter, so withdrawal erases the row with the rest.
 * Only the scores are kept, never the answers.
 */
export const loveTypeResults = pgTable(
  'love_type_results',
  {
    id: bigint('id', { mode: 'number' }).primaryKey(),
    loveTypeCategory: text('love_type_category', { enum: valuesOf(LoveTypeCategory) }).notNull(),
    anxietyRate: numeric('anxiety_rate', { precision: 3, scale: 2, mode: 'number' }).notNull(),
    avoidanceRate: numeric('avoidance_rate', { precision: 3, scale: 2, mode: 'number' }).notNull(),
    /** The member who adopted this result during onboarding; null while anonymous. */
    adoptedBy: integer('adopted_by').references(() => members.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull(),
  },
  (t) => [index('love_type_results_adopted_by_idx').on(t.adoptedBy)],
);

export type LoveTypeResultRow = typeof loveTypeResults.$inferSelect;
