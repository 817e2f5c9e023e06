// Issue 9: the history list for a member with 5 000 completed rooms, p99 ≤ 20 ms, on PGlite and
// PostgreSQL. The chat's own reads run in this process against a migrated database seeded in SQL,
// among other members' rooms: the page query, and the keyword search the app runs (titles,
// keywords and the rooms' message texts, decision 0036; these rooms have no messages, so it
// measures the search's queries, not the first decryption of a member's messages).
import { randomBytes } from 'node:crypto';
import { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import { pgDatabase, pgliteDatabase, type Database } from '../apps/server/src/platform/db/client';
import { ChatHistoryRepository } from '../apps/server/src/modules/chat/history-repository';
import { ChatHistorySearch } from '../apps/server/src/modules/chat/history-search';
import { chatMessages } from '../apps/server/src/modules/chat/schema';
import { DataKeys, decrypt, encrypt } from '../apps/server/src/platform/crypto';
import {
  adminQuery,
  databaseUrl,
  uniqueDatabaseName,
} from '../apps/server/test/helpers/database-template';
import type { BenchDatabase } from './lib/server';
import { summarize, type Summary } from './lib/stats';

const ROOMS = 5_000;
const OTHER_MEMBERS = 20;
const ROOMS_PER_OTHER = 1_000;
const SAMPLES = 300;
export const HISTORY_BUDGET_P99_MS = 20;
/** Issue 24 / DESIGN 15: a search that finds rooms by their messages' text. */
const TEXT_ROOMS = 500;
const TEXT_MESSAGES = 30;
export const TEXT_SEARCH_BUDGET_P99_MS = 50;

export interface HistoryResult {
  browse: Summary;
  search: Summary;
  budgetP99: number;
  /** 500 rooms × 30 encrypted messages, keywords found only in the messages' text. */
  textSearch: Summary;
  /** The first such search (it reads and decrypts the member's 15 000 messages). */
  firstTextSearchMs: number;
  textBudgetP99: number;
}

/** Words the member and 담이 use in the messages, never in a title or keyword. */
const MESSAGE_WORDS = ['여행', '강아지', 'Netflix', '회사 동기', '생일 선물', '카톡 답장'];

const TOPICS = ['연락', '데이트', '질투', '가족', '결혼', '돈', '거리', '권태기', '다툼', '배려'];

/** Members and completed rooms in two statements; returns the measured member's id. */
async function seed(database: Database): Promise<number> {
  const topics = `array[${TOPICS.map((t) => `'${t}'`).join(',')}]`;
  await database.db.execute(
    sql.raw(`insert into members (provider, state, nickname, created_at, updated_at)
      select 'KAKAO', 'ALIVE', 'bench' || n, now(), now() from generate_series(1, ${OTHER_MEMBERS + 1}) n`),
  );
  await database.db.execute(
    sql.raw(`insert into chat_rooms (member_id, state, level, created_at, completed_at,
        summary_state, total_summary, situation_keyword, solution_keyword)
      select m.id, 'COMPLETED', 4, now() - (r || ' minutes')::interval,
        now() - (r || ' minutes')::interval + interval '20 minutes', 'READY',
        (${topics})[1 + r % 10] || ' 때문에 속상했던 ' || r || '번째 이야기',
        (${topics})[1 + r % 10], '대화'
      from members m
      cross join generate_series(1, case when m.nickname = 'bench1' then ${ROOMS} else ${ROOMS_PER_OTHER} end) r
      where m.nickname like 'bench%'`),
  );
  await database.db.execute(sql.raw('analyze'));
  const result = await database.db.execute(
    sql.raw(`select id from members where nickname = 'bench1'`),
  );
  return Number((result as { rows: Array<{ id: number }> }).rows[0]?.id);
}

async function time(run: () => Promise<unknown>): Promise<number[]> {
  for (let i = 0; i < 20; i++) await run();
  const samples: number[] = [];
  for (let i = 0; i < SAMPLES; i++) {
    const started = performance.now();
    await run();
    samples.push(performance.now() - started);
  }
  return samples;
}

async function open(kind: BenchDatabase): Promise<{ database: Database; drop(): Promise<void> }> {
  if (kind.kind === 'pglite') {
    const client = new PGlite();
    return { database: pgliteDatabase(client), drop: () => Promise.resolve() };
  }
  const name = uniqueDatabaseName('dama_bench_history');
  await adminQuery(kind.adminUrl, `create database ${name}`);
  return {
    database: pgDatabase(databaseUrl(kind.adminUrl, name)),
    drop: () => adminQuery(kind.adminUrl, `drop database if exists ${name}`),
  };
}

export async function historyList(kind: BenchDatabase): Promise<HistoryResult> {
  const opened = await open(kind);
  const { database } = opened;
  try {
    await database.migrate();
    const memberId = await seed(database);
    const repo = new ChatHistoryRepository(database.db);
    let page = 0;
    // Pages deep into the list too (the offset grows), as infinite scroll reaches them.
    const browse = await time(() => repo.history(memberId, undefined, page++ % 50, 10));
    let topic = 0;
    // No message is ever decrypted here (no messages), so opening a sealed text is never asked.
    const searcher = new ChatHistorySearch(repo, () => '');
    const search = await time(() =>
      searcher.page(memberId, TOPICS[topic++ % TOPICS.length] ?? '연락', 0, 10),
    );
    const text = await searchInMessages(database, repo);
    return {
      browse: summarize(browse),
      search: summarize(search),
      budgetP99: HISTORY_BUDGET_P99_MS,
      textSearch: text.warm,
      firstTextSearchMs: text.firstMs,
      textBudgetP99: TEXT_SEARCH_BUDGET_P99_MS,
    };
  } finally {
    await database.close();
    await opened.drop();
  }
}

/**
 * Another member with 500 completed rooms of 30 messages each, sealed as the app seals them; the
 * search the app runs (ChatHistorySearch, decision 0036) for words only the messages hold.
 */
async function searchInMessages(
  database: Database,
  repo: ChatHistoryRepository,
): Promise<{ warm: Summary; firstMs: number }> {
  const keys = new DataKeys(randomBytes(32));
  const inserted = await database.db.execute(
    sql.raw(`insert into members (provider, state, nickname, created_at, updated_at)
      values ('KAKAO', 'ALIVE', 'bench-text', now(), now()) returning id`),
  );
  const memberId = Number((inserted as { rows: Array<{ id: number }> }).rows[0]?.id);
  const rooms = await database.db.execute(
    sql.raw(`insert into chat_rooms (member_id, state, level, created_at, completed_at,
        summary_state, total_summary, situation_keyword, solution_keyword)
      select ${memberId}, 'COMPLETED', 4, now() - (r || ' hours')::interval,
        now() - (r || ' hours')::interval + interval '20 minutes', 'READY',
        '서운했던 ' || r || '번째 이야기', '서운함', '대화'
      from generate_series(1, ${TEXT_ROOMS}) r returning id`),
  );
  const roomIds = (rooms as { rows: Array<{ id: number }> }).rows.map((row) => Number(row.id));
  const rows: Array<typeof chatMessages.$inferInsert> = [];
  for (const [r, roomId] of roomIds.entries()) {
    for (let m = 0; m < TEXT_MESSAGES; m++) {
      // One room in 25 mentions each word once; the rest is everyday talk.
      const word = (r + m) % 25 === 0 ? MESSAGE_WORDS[(r + m) % MESSAGE_WORDS.length] : '연락';
      const line = `요즘 ${word} 때문에 마음이 쓰였어. 어제도 그 이야기를 하다가 조금 서운해졌거든. (${r}-${m})`;
      rows.push({
        roomId,
        memberId,
        sender: m % 2 === 0 ? 'USER' : 'ASSISTANT',
        contentEnc: encrypt(keys, line),
        level: 1 + (m % 4),
        createdAt: new Date(),
      });
    }
  }
  for (let i = 0; i < rows.length; i += 1_000) {
    await database.db.insert(chatMessages).values(rows.slice(i, i + 1_000));
  }
  await database.db.execute(sql.raw('analyze'));
  const searcher = new ChatHistorySearch(repo, (sealed) => decrypt(keys, sealed));
  let word = 0;
  const next = () => MESSAGE_WORDS[word++ % MESSAGE_WORDS.length] ?? '여행';
  const started = performance.now();
  const first = await searcher.page(memberId, next(), 0, 10);
  const firstMs = performance.now() - started;
  if (first.totalCount === 0) throw new Error('the message-text search found nothing');
  const warm = await time(() => searcher.page(memberId, next(), word % 3, 10));
  return { warm: summarize(warm), firstMs };
}
