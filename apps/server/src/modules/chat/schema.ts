import {
  SAFETY_KINDS,
  ChatPausedReason,
  ChatRoomState,
  MessageStatus,
  SenderType,
  SummaryState,
} from '@dama/contract';
import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { encryptedColumns } from '../../platform/data-keys/columns';
import { valuesOf } from '../../platform/db/schema/enum-values';
import { members } from '../../platform/db/schema';

const at = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

/**
 * A counselling chat room of one member (DESIGN 6). At most one room per member is not
 * COMPLETED (the partial unique index). The level summaries are AES-256-GCM (base64) like the
 * messages; the total summary and keywords stay plain text so the history search can match them.
 * `reply_started_at` / `reply_token` are the lease of the reply in progress (decision 0019);
 * `reply_holder` / `reply_renewed_at` say which process holds it and when it last said it was
 * alive (decision 0039: a dead holder's lease is failed at start-up or taken over in seconds).
 */
export const chatRooms = pgTable(
  'chat_rooms',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    memberId: integer('member_id')
      .notNull()
      .references(() => members.id, { onDelete: 'cascade' }),
    state: text('state', {
      enum: valuesOf(ChatRoomState),
    }).notNull(),
    level: integer('level').notNull().default(1),
    pausedReason: text('paused_reason', { enum: valuesOf(ChatPausedReason) }),
    createdAt: at('created_at').notNull(),
    /** The last user message (null before the first). */
    lastMessageAt: at('last_message_at'),
    completedAt: at('completed_at'),
    /** Set while a reply is being generated (`pendingReply`); older than the lease = dead. */
    replyStartedAt: at('reply_started_at'),
    /** Names the reply in progress: a reply whose token was taken away is discarded. */
    replyToken: text('reply_token'),
    /** The user message the reply in progress answers; null for a level's opening. */
    replyToMessageId: integer('reply_to_message_id'),
    /** The process generating the reply: `host:port#boot` (`ReplyLeases.holder`). */
    replyHolder: text('reply_holder'),
    /** Renewed by the holder every few seconds while the reply runs; stale = holder dead. */
    replyRenewedAt: at('reply_renewed_at'),
    firstSummaryEnc: text('first_summary_enc'),
    secondSummaryEnc: text('second_summary_enc'),
    thirdSummaryEnc: text('third_summary_enc'),
    summaryState: text('summary_state', { enum: valuesOf(SummaryState) }),
    /** Summary job runs since the room completed (or since a FAILED summary was re-queued). */
    summaryAttempts: integer('summary_attempts').notNull().default(0),
    totalSummary: text('total_summary'),
    situationKeyword: text('situation_keyword'),
    solutionKeyword: text('solution_keyword'),
    /** Safety mode (issue 21): the risk the room is in, kept until it ends; null: ordinary. */
    safetyMode: text('safety_mode', { enum: SAFETY_KINDS }),
    /** Replies given in safety mode so far (varies 담이's words turn by turn). */
    safetyTurns: integer('safety_turns').notNull().default(0),
    /**
     * The check-in awaiting the member's answer (issue 35, decision 0073): the rule of the weak
     * sign 담이 asked about, the kind a "yes" enters, and the member message that raised it.
     */
    checkInRule: text('check_in_rule'),
    checkInKind: text('check_in_kind', { enum: SAFETY_KINDS }),
    checkInMessageId: integer('check_in_message_id'),
    /** Rules of signs the member answered as fine, space-separated: never asked again here. */
    checkInCleared: text('check_in_cleared').notNull().default(''),
  },
  (t) => [
    check('chat_rooms_level_check', sql`${t.level} between 1 and 4`),
    uniqueIndex('chat_rooms_member_current_key')
      .on(t.memberId)
      .where(sql`${t.state} <> 'COMPLETED'`),
    index('chat_rooms_member_completed_idx').on(t.memberId, t.completedAt.desc(), t.id.desc()),
    index('chat_rooms_reply_lease_idx')
      .on(t.replyRenewedAt)
      .where(sql`${t.replyToken} is not null`),
    index('chat_rooms_idle_idx')
      .on(sql`coalesce(${t.lastMessageAt}, ${t.createdAt})`)
      .where(sql`${t.state} <> 'COMPLETED'`),
  ],
);

/** A message of a room; `content_enc` is AES-256-GCM (base64) of the text. */
export const chatMessages = pgTable(
  'chat_messages',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    roomId: integer('room_id')
      .notNull()
      .references(() => chatRooms.id, { onDelete: 'cascade' }),
    memberId: integer('member_id')
      .notNull()
      .references(() => members.id, { onDelete: 'cascade' }),
    sender: text('sender', { enum: valuesOf(SenderType) }).notNull(),
    contentEnc: text('content_enc').notNull(),
    level: integer('level').notNull(),
    status: text('status', { enum: valuesOf(MessageStatus) })
      .notNull()
      .default('DONE'),
    /** The client's id for an idempotent send (user messages only). */
    clientMessageId: text('client_message_id'),
    createdAt: at('created_at').notNull(),
  },
  (t) => [
    uniqueIndex('chat_messages_member_client_id_key').on(t.memberId, t.clientMessageId),
    index('chat_messages_room_idx').on(t.roomId, t.id),
  ],
);

/** The chat's values encrypted at rest: level summaries and message texts (decision 0042). */
export const chatEncryptedColumns = [
  encryptedColumns(chatRooms, chatRooms.id, [
    chatRooms.firstSummaryEnc,
    chatRooms.secondSummaryEnc,
    chatRooms.thirdSummaryEnc,
  ]),
  encryptedColumns(chatMessages, chatMessages.id, [chatMessages.contentEnc]),
];

export type ChatRoomRow = typeof chatRooms.$inferSelect;
export type ChatMessageRow = typeof chatMessages.$inferSelect;
