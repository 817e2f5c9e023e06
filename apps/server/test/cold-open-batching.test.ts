import { endpoints } from '@dama/contract';
import { afterEach, describe, expect, it } from 'vitest';
import { build, type TestApp } from './helpers/build';
import { makeCouple, makeMember } from './helpers/couple-factories';
import { testDatabase, usePostgres } from './helpers/database';
import { dropRooms } from './helpers/first-room';
import { bearer, ok } from './helpers/http';
import { countStatements } from './helpers/statements';

/** The home screen's four reads (apps/web's early-start plan for `/`). */
const HOME = [
  '/api/members',
  '/api/members/partner',
  '/api/questions/today',
  '/api/chatrooms/current',
];

let apps: TestApp[] = [];
afterEach(async () => {
  for (const app of apps) await app.close();
  apps = [];
});

describe('cold app opens (issue 27): many members open the app at once', () => {
  it('each gets their own data, their first room with its greeting, all in few statements', async () => {
    const database = await testDatabase();
    const first = await build({ database });
    const couples = [];
    for (let i = 0; i < 6; i++) couples.push(await makeCouple(first.app));
    const solo = await makeMember(first.app);
    // Members from before first rooms were made at onboarding: their first open makes it.
    for (const m of [...couples.flatMap((c) => [c.a, c.b]), solo])
      await dropRooms(database, m.memberId);
    await first.app.close();
    // A new process: nothing cached, no session checked, no room made yet.
    const app = await build({ database });
    apps.push({
      ...app,
      close: async () => {
        await app.close();
        await database.close();
      },
    });
    const statements = usePostgres ? null : countStatements(database);

    const members = [...couples.flatMap((c) => [c.a, c.b]), solo];
    const opens = await Promise.all(
      members.map((m) =>
        Promise.all(
          HOME.map((url) => app.app.inject({ method: 'GET', url, headers: bearer(m.accessToken) })),
        ),
      ),
    );
    const openStatements = statements?.count() ?? 0;

    for (const [i, member] of members.entries()) {
      const [me, partner, question, room] = opens[i]!;
      expect(ok(me!, endpoints.getMember).memberId).toBe(member.memberId);
      const couple = couples.find((c) => c.a === member || c.b === member);
      if (couple) {
        const other = couple.a === member ? couple.b : couple.a;
        expect(ok(partner!, endpoints.getPartner).nickname).toBe(other.nickname);
      } else {
        expect(partner!.json()).toMatchObject({ code: 40301 });
      }
      expect(ok(question!, endpoints.getTodayQuestion).level).toBe(1);
      const current = ok(room!, endpoints.getCurrentChatRoom);
      const messages = ok(
        await app.app.inject({
          method: 'GET',
          url: '/api/chatrooms/current/messages',
          headers: bearer(member.accessToken),
        }),
        endpoints.getCurrentChatMessages,
      );
      // One room each, opened with 담이's greeting naming the member.
      expect(messages.list).toHaveLength(1);
      expect(messages.list[0]).toMatchObject({ senderType: 'ASSISTANT' });
      expect(messages.list[0]!.content).toContain(member.nickname!);
      expect(current.chatRoomId).toBeGreaterThan(0);
    }
    const rooms = opens.map((open) => ok(open[3]!, endpoints.getCurrentChatRoom).chatRoomId);
    expect(new Set(rooms).size).toBe(members.length);

    // Each read asking the database alone made 232 statements here (about 18 an open); the
    // reads of members opening together share their queries.
    if (statements) expect(openStatements).toBeLessThan(60);
  });

  it.skipIf(usePostgres)(
    "reads the member's row once and the partner's once for the web app's home (issue 36)",
    async () => {
      const database = await testDatabase();
      const first = await build({ database });
      const { a, b } = await makeCouple(first.app);
      await first.app.close();
      const app = await build({ database });
      apps.push({
        ...app,
        close: async () => {
          await app.close();
          await database.close();
        },
      });
      const statements = countStatements(database);

      const [me, home] = await Promise.all(
        ['/api/members', '/api/home'].map((url) =>
          app.app.inject({ method: 'GET', url, headers: bearer(a.accessToken) }),
        ),
      );

      expect(ok(me!, endpoints.getMember).memberId).toBe(a.memberId);
      const parts = ok(home!, endpoints.getHome);
      expect(parts.member).toMatchObject({ success: true, data: { memberId: a.memberId } });
      expect(parts.partner).toMatchObject({ success: true, data: { nickname: b.nickname } });
      // The session check joins `members` by the session; every other read of the table goes
      // through one batched read. Before, the member, auth, love-type and couple modules each
      // asked alone: five statements (the member's row three times, the partner's twice).
      const memberReads = statements
        .texts()
        .filter((text) => /from "members"/.test(text) && !/from "sessions"/.test(text));
      expect(memberReads).toHaveLength(2);
    },
  );

  it('two reads of one new member at once make one room', async () => {
    const app = await build();
    apps.push(app);
    const member = await makeMember(app.app);
    await dropRooms(app.database, member.memberId);
    const reads = await Promise.all(
      [1, 2, 3].map(() =>
        app.app.inject({
          method: 'GET',
          url: '/api/chatrooms/current',
          headers: bearer(member.accessToken),
        }),
      ),
    );
    const ids = reads.map((read) => ok(read, endpoints.getCurrentChatRoom).chatRoomId);
    expect(new Set(ids).size).toBe(1);
  });
});
