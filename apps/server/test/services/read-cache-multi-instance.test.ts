import type { Member as MemberView, Partner, Question } from '@dama/contract';
import { describe, expect, it } from 'vitest';
import { usePostgres } from '../helpers/database';
import { api, signInThrough, useTwoInstances, type Member } from '../helpers/server-processes';

/**
 * Decision 0031 across two real server processes on one PostgreSQL and Redis: a member's hot
 * reads are cached on instance B first, a write goes through instance A, and the next read on B
 * sees the write (A drops B's copies through the bus before it answers).
 */
describe.runIf(usePostgres)('the read cache across two server processes', () => {
  const servers = useTwoInstances();

  const results = (score: number) =>
    Array.from({ length: 36 }, (_, i) => ({ questionId: i + 1, score }));

  async function read<T>(base: string, path: string, who: Member) {
    return api<T>(base, 'GET', path, { token: who.accessToken });
  }

  async function linked(): Promise<{ owner: Member; caller: Member }> {
    const owner = await signInThrough(servers.a.url);
    const caller = await signInThrough(servers.a.url);
    const code = await read<{ coupleCode: string }>(servers.a.url, '/members/invite-code', owner);
    const link = await api(servers.a.url, 'POST', '/couples', {
      token: caller.accessToken,
      body: { coupleCode: code.body.data?.coupleCode },
    });
    expect(link.status).toBe(200);
    return { owner, caller };
  }

  it("a member's own write on A reaches their cached member view on B", async () => {
    const m = await signInThrough(servers.a.url);
    expect(
      (await read<MemberView>(servers.b.url, '/members', m)).body.data?.loveTypeCategory,
    ).toBeNull();
    const saved = await api(servers.a.url, 'POST', '/members/love-type', {
      token: m.accessToken,
      body: { results: results(5) },
    });
    expect(saved.status).toBe(200);
    expect(
      (await read<MemberView>(servers.b.url, '/members', m)).body.data?.loveTypeCategory,
    ).not.toBeNull();
  });

  it('a link on A reaches the cached partner check and notifications of the owner on B', async () => {
    const owner = await signInThrough(servers.a.url);
    const caller = await signInThrough(servers.a.url);
    expect((await read(servers.b.url, '/members/partner', owner)).body.code).toBe(40301);
    expect(
      (await read<{ list: unknown[] }>(servers.b.url, '/members/notifications/pending', owner)).body
        .data?.list,
    ).toEqual([]);
    const code = await read<{ coupleCode: string }>(servers.a.url, '/members/invite-code', owner);
    const link = await api(servers.a.url, 'POST', '/couples', {
      token: caller.accessToken,
      body: { coupleCode: code.body.data?.coupleCode },
    });
    expect(link.status).toBe(200);
    expect((await read<Partner>(servers.b.url, '/members/partner', owner)).status).toBe(200);
    expect(
      (await read<{ list: unknown[] }>(servers.b.url, '/members/notifications/pending', owner)).body
        .data?.list,
    ).toHaveLength(1);
  });

  it("a partner's writes on A reach the other's cached partner view and question on B", async () => {
    const { owner, caller } = await linked();
    expect(
      (await read<Partner>(servers.b.url, '/members/partner', owner)).body.data?.loveTypeCategory,
    ).toBeNull();
    expect(
      (await read<Question>(servers.b.url, '/questions/today', owner)).body.data?.partnerAnswered,
    ).toBe(false);

    await api(servers.a.url, 'POST', '/members/love-type', {
      token: caller.accessToken,
      body: { results: results(1) },
    });
    expect(
      (await read<Partner>(servers.b.url, '/members/partner', owner)).body.data?.loveTypeCategory,
    ).not.toBeNull();

    const answered = await api(servers.a.url, 'POST', '/questions/today/answers', {
      token: caller.accessToken,
      body: { answer: '저는 이렇게 생각해요' },
    });
    expect(answered.status).toBe(200);
    expect(
      (await read<Question>(servers.b.url, '/questions/today', owner)).body.data?.partnerAnswered,
    ).toBe(true);
  });

  it('an unlink on A reaches the cached partner check of the one who was left, on B', async () => {
    const { owner, caller } = await linked();
    expect((await read(servers.b.url, '/members/partner', owner)).status).toBe(200);
    expect(
      (await api(servers.a.url, 'DELETE', '/couples', { token: caller.accessToken })).status,
    ).toBe(200);
    expect((await read(servers.b.url, '/members/partner', owner)).body.code).toBe(40301);
  });
});
