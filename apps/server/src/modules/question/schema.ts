import { AnswerReaction } from '@dama/contract';
import { sql } from 'drizzle-orm';
import {
  check,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { couplesTable as couples } from '../couple';
import { encryptedColumns } from '../../platform/data-keys/columns';
import { members } from '../../platform/db/schema';
import { valuesOf } from '../../platform/db/schema/enum-values';

const at = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

/**
 * A daily question (DESIGN 8) of a couple (`couple_id`, levels 1, 2, … one a day) or a member
 * without a partner (`solo_member_id`, only level 1). Title and content come from the bank by
 * `level`. One row per couple and level (the unique index the next day's insert-on-conflict
 * relies on), one solo row per member. The couple's rows go with the couple (purge, withdrawal).
 */
export const coupleQuestions = pgTable(
  'couple_questions',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    coupleId: integer('couple_id').references(() => couples.id, { onDelete: 'cascade' }),
    soloMemberId: integer('solo_member_id').references(() => members.id, { onDelete: 'cascade' }),
    level: integer('level').notNull(),
    createdAt: at('created_at').notNull(),
    /** When the second partner answered (the next question may open on a later Korean day). */
    completedAt: at('completed_at'),
    /** When the next question opened: read-only from then on. */
    closedAt: at('closed_at'),
  },
  (t) => [
    check('couple_questions_level_check', sql`${t.level} >= 1`),
    check(
      'couple_questions_owner_check',
      sql`(${t.coupleId} is null) <> (${t.soloMemberId} is null)`,
    ),
    uniqueIndex('couple_questions_couple_level_key').on(t.coupleId, t.level),
    uniqueIndex('couple_questions_solo_member_key').on(t.soloMemberId),
  ],
);

/** A member's answer to a question; `answer_enc` is AES-256-GCM (base64) of the text. */
export const questionAnswers = pgTable(
  'question_answers',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    coupleQuestionId: integer('couple_question_id')
      .notNull()
      .references(() => coupleQuestions.id, { onDelete: 'cascade' }),
    memberId: integer('member_id')
      .notNull()
      .references(() => members.id, { onDelete: 'cascade' }),
    answerEnc: text('answer_enc').notNull(),
    createdAt: at('created_at').notNull(),
    updatedAt: at('updated_at').notNull(),
  },
  (t) => [
    uniqueIndex('question_answers_question_member_key').on(t.coupleQuestionId, t.memberId),
    index('question_answers_member_idx').on(t.memberId),
  ],
);

/**
 * A one-line memory of a member's answer to a closed question, for the counsellor (DESIGN 8);
 * `content_enc` is AES-256-GCM (base64). One per member and question (the job is idempotent).
 */
export const questionMemories = pgTable(
  'question_memories',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    memberId: integer('member_id')
      .notNull()
      .references(() => members.id, { onDelete: 'cascade' }),
    coupleQuestionId: integer('couple_question_id')
      .notNull()
      .references(() => coupleQuestions.id, { onDelete: 'cascade' }),
    contentEnc: text('content_enc').notNull(),
    createdAt: at('created_at').notNull(),
  },
  (t) => [
    uniqueIndex('question_memories_member_question_key').on(t.memberId, t.coupleQuestionId),
    index('question_memories_member_idx').on(t.memberId, t.createdAt.desc(), t.id.desc()),
  ],
);

/**
 * A member's last 콕 찌르기 (nudge) of the partner about today's question (issue 25, decision
 * 0059): one row per member, moved forward by a conditional upsert so two nudges at once cannot
 * both pass the 3-hour limit.
 */
export const questionNudges = pgTable('question_nudges', {
  memberId: integer('member_id')
    .primaryKey()
    .references(() => members.id, { onDelete: 'cascade' }),
  coupleQuestionId: integer('couple_question_id')
    .notNull()
    .references(() => coupleQuestions.id, { onDelete: 'cascade' }),
  nudgedAt: at('nudged_at').notNull(),
});

/**
 * The jar's milestones a member has seen 담이 celebrate (issue 26, decision 0065): one row per
 * couple and member, the highest milestone seen. It goes with the couple (purge) and with the
 * member (withdrawal), so a new partner's jar celebrates again and a relinked one does not.
 */
export const jarCelebrations = pgTable(
  'jar_celebrations',
  {
    coupleId: integer('couple_id')
      .notNull()
      .references(() => couples.id, { onDelete: 'cascade' }),
    memberId: integer('member_id')
      .notNull()
      .references(() => members.id, { onDelete: 'cascade' }),
    milestone: integer('milestone').notNull(),
    seenAt: at('seen_at').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.coupleId, t.memberId] }),
    index('jar_celebrations_member_idx').on(t.memberId),
  ],
);

/**
 * What a member left on the partner's answer (issue 26, decision 0067): one row per answer and
 * responder, with a reaction and a reply (한마디, `reply_enc`: AES-256-GCM, like the answers), each
 * null when none. It goes with the answer (its owner's withdrawal, the couple's purge) and with
 * the responder. `notified_at`: when the partner was last notified about it (at most once in 10
 * minutes).
 */
export const answerResponses = pgTable(
  'answer_responses',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    answerId: integer('answer_id')
      .notNull()
      .references(() => questionAnswers.id, { onDelete: 'cascade' }),
    memberId: integer('member_id')
      .notNull()
      .references(() => members.id, { onDelete: 'cascade' }),
    reaction: text('reaction', { enum: valuesOf(AnswerReaction) }),
    replyEnc: text('reply_enc'),
    replyUpdatedAt: at('reply_updated_at'),
    notifiedAt: at('notified_at'),
    createdAt: at('created_at').notNull(),
    updatedAt: at('updated_at').notNull(),
  },
  (t) => [
    uniqueIndex('answer_responses_answer_member_key').on(t.answerId, t.memberId),
    index('answer_responses_member_idx').on(t.memberId),
  ],
);

/** The questions' values encrypted at rest: answers, memories and replies (decision 0042). */
export const questionEncryptedColumns = [
  encryptedColumns(questionAnswers, questionAnswers.id, [questionAnswers.answerEnc]),
  encryptedColumns(answerResponses, answerResponses.id, [answerResponses.replyEnc]),
  encryptedColumns(questionMemories, questionMemories.id, [questionMemories.contentEnc]),
];

export type CoupleQuestionRow = typeof coupleQuestions.$inferSelect;
export type QuestionAnswerRow = typeof questionAnswers.$inferSelect;
export type AnswerResponseRow = typeof answerResponses.$inferSelect;
