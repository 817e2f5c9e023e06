import { endpoints } from '@dama/contract';
import { describe, expect, it } from 'vitest';
import { useListeningApp } from './helpers/app-hooks';
import type { TestApp } from './helpers/build';
import { makeCouple, makeMember } from './helpers/couple-factories';
import { ok } from './helpers/http';
import { answer, answersOf, editRequest, today } from './helpers/questions';
import { connect, type SseStream } from './helpers/sse';

/**
 * `partner_answered` (a contract extension, issue 24, decision 0054): a member's answer to a
 * couple question, and an edit of it, reach the partner's open streams after they are stored, so
 * the other phone's 서로의 답변 and home's chips show it without a reload.
 */
let t: TestApp;
let base: string;
const streams = useListeningApp((app, url) => ([t, base] = [app, url]));

async function stream(token: string): Promise<SseStream> {
  const { stream: s } = await connect(base, { token });
  streams.push(s);
  return s;
}

describe('partner_answered', () => {
  it('an answer and its edit reach the partner, not the member, once stored', async () => {
    const { a, b, coupleId } = await makeCouple(t.app);
    const partnerStream = await stream(b.accessToken);
    const ownStream = await stream(a.accessToken);

    const coupleQuestionId = await answer(t.app, a, '처음 쓴 답');
    const answered = await partnerStream.nextEvent();
    expect(answered.event).toBe('partner_answered');
    expect(JSON.parse(answered.data ?? '')).toEqual({ coupleId, coupleQuestionId, edited: false });
    // What the event announces is there to read when it arrives.
    expect((await today(t.app, b)).partnerAnswered).toBe(true);
    // Then the centre's entry (issue 25): a first answer only.
    const entry = await partnerStream.nextEvent();
    expect(entry.event).toBe('notification_created');
    expect(JSON.parse(entry.data ?? '')).toMatchObject({
      notification: { kind: 'PARTNER_ANSWERED', target: { coupleId, coupleQuestionId } },
    });

    ok(await editRequest(t.app, a, '고친 답'), endpoints.editTodayAnswer);
    const edited = await partnerStream.nextEvent();
    expect(edited.event).toBe('partner_answered');
    expect(JSON.parse(edited.data ?? '')).toEqual({ coupleId, coupleQuestionId, edited: true });
    await answer(t.app, b, '내 답');
    expect((await answersOf(t.app, b, coupleQuestionId)).partner?.answer).toBe('고친 답');

    // a hears b's answer; nothing of a's own.
    const back = await ownStream.nextEvent();
    expect(back.event).toBe('partner_answered');
    expect(JSON.parse(back.data ?? '')).toMatchObject({ coupleQuestionId, edited: false });
    expect((await ownStream.nextEvent()).event).toBe('notification_created');
    expect(ownStream.pending().filter((block) => block.event)).toEqual([]);
    // The edit made no entry: b has exactly one event left unread, none after the edit.
    expect(partnerStream.pending().filter((block) => block.event)).toEqual([]);
  });

  it('a member without a partner tells no one', async () => {
    const solo = await makeMember(t.app);
    const soloStream = await stream(solo.accessToken);
    await answer(t.app, solo, '혼자 쓴 답');
    ok(await editRequest(t.app, solo, '혼자 고친 답'), endpoints.editTodayAnswer);
    // The next event the stream gets is one published after both writes.
    await t.app.realtime.events.publish(solo.memberId, 'partner_updated', {
      coupleId: 1,
      nickname: null,
      startLoveDate: null,
    });
    expect((await soloStream.nextEvent()).event).toBe('partner_updated');
  });
});
