import { endpoints } from '@dama/contract';
import { describe, expect, it } from 'vitest';
import { useListeningApp } from './helpers/app-hooks';
import type { TestApp } from './helpers/build';
import {
  inviteCodeOf,
  linkRequest,
  makeCouple,
  makeMember,
  setStartLoveDate,
  unlinkRequest,
} from './helpers/couple-factories';
import { memberCall, ok } from './helpers/http';
import { connect, type SseStream } from './helpers/sse';

/**
 * `partner_updated` (a contract extension, issue 13): a member's nickname or couple-date change
 * reaches the partner's open streams, so the other phone shows it without a reload.
 */
let t: TestApp;
let base: string;
const streams = useListeningApp((app, url) => ([t, base] = [app, url]));

async function stream(token: string): Promise<SseStream> {
  const { stream: s } = await connect(base, { token });
  streams.push(s);
  return s;
}

const rename = (token: string, nickname: string) =>
  memberCall(t.app, token, 'PATCH', '/api/members', { nickname });

describe('partner_updated', () => {
  it('a new nickname and a new couple date reach the partner, not the member', async () => {
    const { a, b, coupleId } = await makeCouple(t.app, { a: { startLoveDate: '2024-02-14' } });
    const partnerStream = await stream(b.accessToken);
    const ownStream = await stream(a.accessToken);

    ok(await rename(a.accessToken, '새이름'), endpoints.updateMember);
    const renamed = await partnerStream.nextEvent();
    expect(renamed.event).toBe('partner_updated');
    expect(JSON.parse(renamed.data ?? '')).toEqual({
      coupleId,
      nickname: '새이름',
      startLoveDate: '2024-02-14',
    });

    ok(await setStartLoveDate(t.app, a.accessToken, '2024-05-05'), endpoints.updateStartLoveDate);
    const redated = await partnerStream.nextEvent();
    expect(redated.event).toBe('partner_updated');
    expect(JSON.parse(redated.data ?? '')).toMatchObject({ startLoveDate: '2024-05-05' });

    expect(ownStream.pending().filter((block) => block.event)).toEqual([]);
  });

  it('after an unlink the former partner hears nothing of it', async () => {
    const { a, b } = await makeCouple(t.app);
    ok(await unlinkRequest(t.app, a.accessToken), endpoints.unlinkCouple);
    const formerStream = await stream(b.accessToken);
    ok(await rename(a.accessToken, '헤어진뒤'), endpoints.updateMember);
    ok(await setStartLoveDate(t.app, a.accessToken, '2024-01-01'), endpoints.updateStartLoveDate);
    // Then someone links with b's code: that is the first event b's stream gets.
    const c = await makeMember(t.app);
    ok(
      await linkRequest(t.app, c.accessToken, await inviteCodeOf(t.app, b.accessToken)),
      endpoints.linkCouple,
    );
    expect((await formerStream.nextEvent()).event).toBe('couple_connected');
  });
});
