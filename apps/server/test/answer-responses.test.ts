import { endpoints, REPLY_MAX_LENGTH } from '@dama/contract';
import { describe, expect, it } from 'vitest';
import { decrypt } from '../src/platform/crypto';
import { useApp } from './helpers/app-hooks';
import type { TestApp } from './helpers/build';
import {
  inviteCodeOf,
  linkRequest,
  makeCouple,
  makeMember,
  signInAgain,
  unlinkRequest,
} from './helpers/couple-factories';
import { fails, memberCall, ok } from './helpers/http';
import { answer, answersOf, bothAnswer } from './helpers/questions';
import { react, reactRequest, removeRequest, reply, replyRequest } from './helpers/responses';

/**
 * Reactions and replies (한마디) on the partner's answer (issue 26, decision 0067): only once both
 * answered, only the two of the couple (never an ex, never a stranger), the reply sealed at rest
 * and erased with either member's withdrawal.
 */
let t: TestApp;
useApp((app) => (t = app), { resetClock: true });

const SECRET = '네 답을 읽고 한참 웃었어. 고마워';

describe('reacting and replying to the partner’s answer', () => {
  it('both sides see what each left, on the right answer', async () => {
    const { a, b } = await makeCouple(t.app, { a: { nickname: '하나' }, b: { nickname: '두리' } });
    const id = await bothAnswer(t.app, a, b);
    const empty = { reaction: null, reply: null };
    expect((await answersOf(t.app, a, id)).responses).toEqual({
      fromPartner: empty,
      fromMe: empty,
    });

    expect(await react(t.app, b, id, 'HEART')).toEqual({ reaction: 'HEART', reply: null });
    const replied = await reply(t.app, b, id, `  ${SECRET}  `);
    expect(replied).toMatchObject({ reaction: 'HEART', reply: { text: SECRET } });
    expect(replied.reply?.updatedAt).toBe('2026-11-21T14:00:00.000+09:00');

    expect((await answersOf(t.app, a, id)).responses).toEqual({
      fromPartner: replied,
      fromMe: empty,
    });
    expect((await answersOf(t.app, b, id)).responses).toEqual({
      fromPartner: empty,
      fromMe: replied,
    });

    // A second reaction replaces the first; an edit replaces the reply.
    expect(await react(t.app, b, id, 'LAUGH')).toMatchObject({ reaction: 'LAUGH' });
    expect((await reply(t.app, b, id, '고친 한마디')).reply?.text).toBe('고친 한마디');
    // a answers back on b's answer.
    await react(t.app, a, id, 'SAME');
    const seenByB = (await answersOf(t.app, b, id)).responses;
    expect(seenByB.fromPartner).toEqual({ reaction: 'SAME', reply: null });
    expect(seenByB.fromMe).toMatchObject({ reaction: 'LAUGH', reply: { text: '고친 한마디' } });

    // Removing: each part on its own, again and again (nothing there changes nothing).
    expect(ok(await removeRequest(t.app, b, id, 'reaction'), endpoints.removeReaction)).toEqual({
      reaction: null,
      reply: { text: '고친 한마디', updatedAt: expect.any(String) as string },
    });
    expect(ok(await removeRequest(t.app, b, id, 'reply'), endpoints.removeReply)).toEqual(empty);
    expect(ok(await removeRequest(t.app, b, id, 'reply'), endpoints.removeReply)).toEqual(empty);
    expect((await answersOf(t.app, a, id)).responses.fromPartner).toEqual(empty);
  });

  it('not before both answered (40302), and past questions too once both did', async () => {
    const { a, b } = await makeCouple(t.app);
    const id = await answer(t.app, a, '먼저 쓴 답');
    // b has not answered: nothing to react to yet; a's partner has not answered either.
    expect(fails(await reactRequest(t.app, b, id, 'HEART'), 40302)).toBe(
      '두 사람이 모두 답한 뒤에 마음을 남길 수 있어요.',
    );
    fails(await replyRequest(t.app, a, id, '기다릴게'), 40302);
    await answer(t.app, b, '나중에 쓴 답');
    await react(t.app, a, id, 'TOUCHED');

    // The next day the question is closed: still open to reactions and replies.
    t.clock.advance(24 * 60 * 60 * 1000);
    await signInAgain(t.app, a);
    await signInAgain(t.app, b);
    await memberCall(t.app, a.accessToken, 'GET', '/api/questions/today');
    expect((await answersOf(t.app, a, id)).me.updatable).toBe(false);
    expect((await reply(t.app, b, id, '지난 질문에도 한마디')).reply?.text).toBe(
      '지난 질문에도 한마디',
    );
  });

  it('only the two of the couple: a stranger, an ex and a member alone get 40302; unknown 40012', async () => {
    const { a, b } = await makeCouple(t.app);
    const id = await bothAnswer(t.app, a, b);
    await reply(t.app, b, id, SECRET);

    const stranger = await makeMember(t.app);
    fails(await reactRequest(t.app, stranger, id, 'HEART'), 40302);
    fails(await replyRequest(t.app, stranger, id, '남의 답'), 40302);
    fails(await removeRequest(t.app, stranger, id, 'reply'), 40302);
    const other = await makeCouple(t.app);
    const otherId = await bothAnswer(t.app, other.a, other.b);
    fails(await reactRequest(t.app, a, otherId, 'HEART'), 40302);

    // After the unlink, neither (now exes) reads or writes them.
    ok(await unlinkRequest(t.app, a.accessToken), endpoints.unlinkCouple);
    fails(await reactRequest(t.app, a, id, 'HEART'), 40302);
    fails(await replyRequest(t.app, b, id, '다시 한마디'), 40302);
    fails(await removeRequest(t.app, b, id, 'reply'), 40302);
    fails(await memberCall(t.app, a.accessToken, 'GET', `/api/questions/${id}/answers`), 40302);

    // A member alone, on their own solo question.
    const solo = await makeMember(t.app);
    const soloId = await answer(t.app, solo, '혼자 쓴 답');
    fails(await reactRequest(t.app, solo, soloId, 'HEART'), 40302);
    expect((await answersOf(t.app, solo, soloId)).responses.fromMe).toEqual({
      reaction: null,
      reply: null,
    });

    fails(await reactRequest(t.app, a, 999_999, 'HEART'), 40012);
    fails(await reactRequest(t.app, a, 'abc', 'HEART'), 40000);
  });

  it('a relink within 30 days brings them back to the same two', async () => {
    const { a, b } = await makeCouple(t.app);
    const id = await bothAnswer(t.app, a, b);
    await reply(t.app, a, id, SECRET);
    ok(await unlinkRequest(t.app, a.accessToken), endpoints.unlinkCouple);
    ok(
      await linkRequest(t.app, a.accessToken, await inviteCodeOf(t.app, b.accessToken)),
      endpoints.linkCouple,
    );
    expect((await answersOf(t.app, b, id)).responses.fromPartner.reply?.text).toBe(SECRET);
  });

  it('validates: a known reaction, a reply of 1 to 100 characters after trimming', async () => {
    const { a, b } = await makeCouple(t.app);
    const id = await bothAnswer(t.app, a, b);
    fails(await reactRequest(t.app, a, id, 'ANGRY'), 40000);
    fails(await reactRequest(t.app, a, id, null), 40000);
    expect(fails(await replyRequest(t.app, a, id, '   '), 40000)).toContain(
      '한마디를 입력해 주세요.',
    );
    fails(await replyRequest(t.app, a, id, ''), 40000);
    fails(await replyRequest(t.app, a, id, 42), 40000);
    expect(
      fails(await replyRequest(t.app, a, id, '가'.repeat(REPLY_MAX_LENGTH + 1)), 40000),
    ).toContain(`${REPLY_MAX_LENGTH}자까지`);
    fails(await replyRequest(t.app, a, id, '제어\u0000문자'), 40000);
    // 100 characters (an emoji counts as one) pass.
    const full = `${'가'.repeat(REPLY_MAX_LENGTH - 1)}💗`;
    expect((await reply(t.app, a, id, full)).reply?.text).toBe(full);
    expect((await answersOf(t.app, a, id)).responses.fromMe.reaction).toBeNull();
  });
});

describe('at rest and on withdrawal', () => {
  it('the raw row never holds the reply’s text, nor do the logs', async () => {
    const { a, b } = await makeCouple(t.app);
    const id = await bothAnswer(t.app, a, b);
    await react(t.app, a, id, 'CHEER');
    await reply(t.app, a, id, SECRET);
    const { rows } = await t.database.executeSql(
      `select r.* from answer_responses r join question_answers q on q.id = r.answer_id
        where q.couple_question_id = $1`,
      [id],
    );
    expect(rows).toHaveLength(1);
    const raw = JSON.stringify(rows);
    expect(raw).not.toContain(SECRET);
    expect(raw).not.toContain(Buffer.from(SECRET).toString('base64').slice(0, 16));
    const row = rows[0] as { reply_enc: string; reaction: string };
    expect(row.reaction).toBe('CHEER');
    expect(decrypt(t.config.dataEncryptionKey, row.reply_enc)).toBe(SECRET);
    expect(t.logs.join('\n')).not.toContain(SECRET);
  });

  it('erased with the answer’s owner’s data, and with the responder’s', async () => {
    const count = async (memberIds: number[]) =>
      (
        (
          await t.database.executeSql(
            `select count(*)::int as n from answer_responses r
             left join question_answers q on q.id = r.answer_id
            where r.member_id = any($1) or q.member_id = any($1)`,
            [memberIds],
          )
        ).rows[0] as { n: number }
      ).n;

    // The answer's owner withdraws: what the partner left on that answer goes with it.
    const first = await makeCouple(t.app);
    const id = await bothAnswer(t.app, first.a, first.b);
    await reply(t.app, first.b, id, SECRET);
    await react(t.app, first.a, id, 'HEART');
    expect(await count([first.a.memberId, first.b.memberId])).toBe(2);
    ok(await memberCall(t.app, first.a.accessToken, 'DELETE', '/api/members'), endpoints.withdraw);
    expect(await count([first.a.memberId, first.b.memberId])).toBe(0);

    // The responder withdraws: their reply goes; the partner's on their answer too.
    const second = await makeCouple(t.app);
    const id2 = await bothAnswer(t.app, second.a, second.b);
    await reply(t.app, second.a, id2, SECRET);
    ok(await memberCall(t.app, second.a.accessToken, 'DELETE', '/api/members'), endpoints.withdraw);
    expect(await count([second.a.memberId, second.b.memberId])).toBe(0);
    const { rows } = await t.database.executeSql('select * from answer_responses');
    expect(JSON.stringify(rows)).not.toContain(SECRET);
  });

  it('the couple’s purge after 30 days takes them with the answers', async () => {
    const { a, b } = await makeCouple(t.app);
    const id = await bothAnswer(t.app, a, b);
    await reply(t.app, a, id, SECRET);
    ok(await unlinkRequest(t.app, a.accessToken), endpoints.unlinkCouple);
    t.clock.advance(31 * 24 * 60 * 60 * 1000);
    await t.app.appJobs.couplesPurgeEnded.runNow({});
    const { rows } = await t.database.executeSql(
      `select r.id from answer_responses r join question_answers q on q.id = r.answer_id
        where q.couple_question_id = $1`,
      [id],
    );
    expect(rows).toEqual([]);
  });
});
