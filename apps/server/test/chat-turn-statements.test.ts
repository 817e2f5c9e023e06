import { describe, expect, it } from 'vitest';
import type { TestApp } from './helpers/build';
import { MemberEventLog, currentMessages, currentRoom, send, takeTest } from './helpers/chat';
import { makeCouple } from './helpers/couple-factories';
import { useApp } from './helpers/app-hooks';
import { usePostgres } from './helpers/database';

/**
 * Counts the statements an embedded database runs: PGlite's `query` and `exec`, and inside
 * `transaction` its BEGIN, COMMIT and each statement the transaction runs.
 */
function countStatements(database: unknown) {
  const client = (database as { db: { $client: Record<string, unknown> } }).db.$client;
  const counts = { statements: 0, transactions: 0 };
  const counted = (target: Record<string, unknown>, name: string) => {
    const original = (target[name] as (...a: unknown[]) => unknown).bind(target);
    return (...args: unknown[]) => {
      counts.statements += 1;
      return original(...args);
    };
  };
  for (const name of ['query', 'exec']) client[name] = counted(client, name);
  const transaction = (client.transaction as (fn: (tx: unknown) => unknown) => unknown).bind(
    client,
  );
  client.transaction = (fn: (tx: Record<string, unknown>) => unknown) => {
    counts.transactions += 1;
    counts.statements += 2;
    return transaction((tx: unknown) => {
      const inner = tx as Record<string, unknown>;
      for (const name of ['query', 'exec']) inner[name] = counted(inner, name);
      return fn(inner);
    });
  };
  return counts;
}

const MESSAGES = [
  '요즘 연락 문제로 고민이야',
  '남자친구가 답장을 늦게 해서 서운했어',
  '주말에 같이 영화 보기로 했는데 약속을 잊었대',
  '나는 내 마음을 차분하게 말하고 싶어',
  '그 얘기를 들으니까 조금 불안했던 것 같아',
  '그 사람도 회사 일이 많아서 힘들었대',
];

let t: TestApp;
useApp((app) => (t = app));

describe('a chat turn under load (issue 27)', () => {
  it.skipIf(usePostgres)(
    'a turn (send, reply, judge) opens no transaction and makes few statements',
    async () => {
      const { a, b } = await makeCouple(t.app);
      await takeTest(t.app, a.accessToken);
      await takeTest(t.app, b.accessToken);
      const room = await currentRoom(t.app, a.accessToken);
      const counts = countStatements(t.database);
      const log = new MemberEventLog(t.app, a.memberId);
      try {
        for (const [i, message] of MESSAGES.entries()) {
          const sent = await send(t.app, a.accessToken, message, `turn-${i}`);
          expect(sent.chatRoomId).toBe(room.chatRoomId);
          await log.next('ai_response_id');
          await t.app.chatReplies.settled(room.chatRoomId);
        }
      } finally {
        log.close();
      }
      const { statements, transactions } = counts;
      // Every turn is stored: the member's message and 담이's reply, after the greeting.
      const page = await currentMessages(t.app, a.accessToken, '?size=50');
      expect(page.totalCount).toBe(1 + 2 * MESSAGES.length);
      // Before: two transactions a turn (the send and the stored reply: BEGIN, a locking read,
      // an insert, an update, COMMIT each) and 27–29 statements a turn. Now each write is one
      // statement and the turn's reads go out side by side.
      expect(transactions).toBe(0);
      expect(statements / MESSAGES.length).toBeLessThan(20);
    },
  );
});
