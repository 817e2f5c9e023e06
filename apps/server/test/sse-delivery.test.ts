import { endpoints } from '@dama/contract';
import { eq } from 'drizzle-orm';
import { describe, expect, it, vi } from 'vitest';
import { sessions } from './helpers/tables';
import { REPLAY_RETENTION_MS } from '../src/platform/realtime';
import { listen, useListeningApp } from './helpers/app-hooks';
import { build, type TestApp } from './helpers/build';
import { signIn, type SignedIn } from './helpers/factories';
import { bearer, fails, ok } from './helpers/http';
import { connect, openStream } from './helpers/sse';

/** The live stream through a real listening server (inject cannot stream). */
let t: TestApp;
let base: string;
const open = useListeningApp((app, url) => ([t, base] = [app, url]));

async function memberIdOf(app: TestApp, token: string): Promise<number> {
  const res = await app.app.inject({ method: 'GET', url: '/api/members', headers: bearer(token) });
  return ok(res, endpoints.getMember).memberId;
}

async function stream(token: string, lastEventId?: string | number) {
  const opened = await connect(base, {
    token,
    ...(lastEventId === undefined ? {} : { lastEventId }),
  });
  open.push(opened.stream);
  return opened;
}

function coupleConnected(coupleId: number) {
  return { coupleId, notificationId: coupleId * 10, partnerNickname: '짝꿍' };
}

describe('delivery', () => {
  it('an event for a member reaches every connection of that member and no one else', async () => {
    const a = await signIn(t.app);
    const b = await signIn(t.app);
    const aId = await memberIdOf(t, a.accessToken);
    const bId = await memberIdOf(t, b.accessToken);
    const phone = (await stream(a.accessToken)).stream;
    const tablet = (await stream(a.accessToken)).stream;
    const other = (await stream(b.accessToken)).stream;

    await t.app.realtime.events.publish(aId, 'couple_connected', coupleConnected(7));
    for (const s of [phone, tablet]) {
      const e = await s.nextEvent();
      expect(e).toMatchObject({ event: 'couple_connected', id: '1' });
      expect(JSON.parse(e.data ?? '')).toEqual(coupleConnected(7));
    }
    // B's own next event is the first B sees: A's never came.
    await t.app.realtime.events.publish(bId, 'couple_disconnected', {
      coupleId: 9,
      notificationId: 90,
    });
    const e = await other.nextEvent();
    expect(e).toMatchObject({ event: 'couple_disconnected', id: '1' });
  });

  it('frames multi-line text as one data line per line; chat chunks carry no id', async () => {
    const a = await signIn(t.app);
    const aId = await memberIdOf(t, a.accessToken);
    const s = (await stream(a.accessToken)).stream;
    await t.app.realtime.events.publish(aId, 'chat_response', '안녕!\n오늘 어땠어?');
    await t.app.realtime.events.publish(aId, 'ai_response_id', 42);
    const chunk = await s.nextEvent();
    expect(chunk).toEqual({ event: 'chat_response', data: '안녕!\n오늘 어땠어?', comments: [] });
    expect(await s.nextEvent()).toMatchObject({ event: 'ai_response_id', data: '42', id: '1' });
  });

  it('rejects payloads that break the contract and the reserved `connected` event', async () => {
    const events = t.app.realtime.events;
    await expect(
      events.publish(1, 'couple_connected', { coupleId: 'x' } as never),
    ).rejects.toThrow();
    await expect(events.publish(1, 'connected' as never, 'hi' as never)).rejects.toThrow();
  });

  it('sends `: ping` comments at the heartbeat interval', async () => {
    const fast = await build({ config: (c) => ({ ...c, sse: { ...c.sse, heartbeatMs: 40 } }) });
    try {
      const url = await listen(fast);
      const s = await signIn(fast.app);
      const { stream: st } = await connect(url, { token: s.accessToken });
      const ping = await st.next();
      expect(ping.comments).toEqual(['ping']);
      expect(ping.event).toBeUndefined();
      st.close();
    } finally {
      await fast.close();
    }
  });

  it('an id gap (an earlier event still on its way) is filled from the store, in order', async () => {
    const a = await signIn(t.app);
    const aId = await memberIdOf(t, a.accessToken);
    const s = (await stream(a.accessToken)).stream;
    // Event 1 is stored but its bus message has not arrived; event 2 arrives first.
    await t.app.realtime.store.append(
      aId,
      'couple_disconnected',
      JSON.stringify({ coupleId: 1, notificationId: 11 }),
      t.clock.now(),
    );
    await t.app.realtime.events.publish(aId, 'couple_connected', coupleConnected(2));
    expect(await s.nextEvent()).toMatchObject({ id: '1', event: 'couple_disconnected' });
    expect(await s.nextEvent()).toMatchObject({ id: '2', event: 'couple_connected' });
  });
});

describe('resume with Last-Event-ID', () => {
  it('a reconnect receives exactly the events it missed, then live ones', async () => {
    const a = await signIn(t.app);
    const aId = await memberIdOf(t, a.accessToken);
    const first = (await stream(a.accessToken)).stream;
    await t.app.realtime.events.publish(aId, 'couple_connected', coupleConnected(1));
    await t.app.realtime.events.publish(aId, 'couple_connected', coupleConnected(2));
    expect((await first.nextEvent()).id).toBe('1');
    const last = await first.nextEvent();
    expect(last.id).toBe('2');
    first.close();
    await first.ended;

    // Missed while offline.
    await t.app.realtime.events.publish(aId, 'couple_connected', coupleConnected(3));
    await t.app.realtime.events.publish(aId, 'chat_response', '놓친 조각');
    await t.app.realtime.events.publish(aId, 'couple_disconnected', {
      coupleId: 3,
      notificationId: 31,
    });

    const { stream: again, connected } = await stream(a.accessToken, last.id);
    expect(connected.id).toBe('2');
    const replayed = [await again.nextEvent(), await again.nextEvent()];
    expect(replayed.map((e) => [e.id, e.event])).toEqual([
      ['3', 'couple_connected'],
      ['4', 'couple_disconnected'],
    ]);
    await t.app.realtime.events.publish(aId, 'ai_response_id', 5);
    expect(await again.nextEvent()).toMatchObject({ id: '5', event: 'ai_response_id' });
    expect(again.pending().filter((b) => b.event)).toEqual([]);
  });

  it('a fresh connection starts after the latest id and replays nothing', async () => {
    const a = await signIn(t.app);
    const aId = await memberIdOf(t, a.accessToken);
    await t.app.realtime.events.publish(aId, 'couple_connected', coupleConnected(1));
    const { stream: s, connected } = await stream(a.accessToken);
    expect(connected.id).toBe('1');
    await t.app.realtime.events.publish(aId, 'ai_response_id', 8);
    expect(await s.nextEvent()).toMatchObject({ id: '2', event: 'ai_response_id' });
  });

  it('an unknown or future Last-Event-ID resumes from now', async () => {
    const a = await signIn(t.app);
    const aId = await memberIdOf(t, a.accessToken);
    await t.app.realtime.events.publish(aId, 'couple_connected', coupleConnected(1));
    for (const header of ['999', 'abc']) {
      const { stream: s, connected } = await stream(a.accessToken, header);
      expect(connected.id).toBe('1');
      s.close();
    }
    const { stream: s } = await stream(a.accessToken, '999');
    await t.app.realtime.events.publish(aId, 'ai_response_id', 3);
    expect(await s.nextEvent()).toMatchObject({ id: '2', event: 'ai_response_id' });
  });

  it('keeps events at least 2 minutes, then prunes them', async () => {
    const a = await signIn(t.app);
    const aId = await memberIdOf(t, a.accessToken);
    await t.app.realtime.events.publish(aId, 'couple_connected', coupleConnected(1));
    t.clock.advance(2 * 60 * 1000);
    await t.app.realtime.prune();
    const kept = await stream(a.accessToken, 0);
    expect(await kept.stream.nextEvent()).toMatchObject({ id: '1', event: 'couple_connected' });
    kept.stream.close();

    t.clock.advance(REPLAY_RETENTION_MS);
    await t.app.realtime.prune();
    const { stream: s } = await stream(a.accessToken, 0);
    await t.app.realtime.events.publish(aId, 'ai_response_id', 1);
    // Event 1 is gone; the next thing on the stream is the new event 2.
    expect(await s.nextEvent()).toMatchObject({ id: '2', event: 'ai_response_id' });
    t.clock.reset();
  });
});

describe('closing', () => {
  async function twoDevices(): Promise<{ phone: SignedIn; tablet: SignedIn; memberId: number }> {
    const phone = await signIn(t.app, { deviceId: 'phone' });
    const tablet = await signIn(t.app, { subject: phone.subject, deviceId: 'tablet' });
    return { phone, tablet, memberId: await memberIdOf(t, phone.accessToken) };
  }

  it('logout closes the streams of that session only', async () => {
    const { phone, tablet, memberId } = await twoDevices();
    const p = (await stream(phone.accessToken)).stream;
    const tb = (await stream(tablet.accessToken)).stream;
    ok(
      await t.app.inject({
        method: 'POST',
        url: '/api/logout',
        headers: bearer(phone.accessToken),
      }),
      endpoints.logout,
    );
    await p.ended;
    expect(tb.hasEnded).toBe(false);
    await t.app.realtime.events.publish(memberId, 'ai_response_id', 1);
    expect(await tb.nextEvent()).toMatchObject({ event: 'ai_response_id' });
    const again = await openStream(base, { token: phone.accessToken });
    expect(again.status).toBe(401);
  });

  it('refresh-token reuse (session revocation) closes the stream', async () => {
    const { phone, tablet } = await twoDevices();
    const p = (await stream(phone.accessToken)).stream;
    const tb = (await stream(tablet.accessToken)).stream;
    const refresh = (refreshToken: string) =>
      t.app.inject({ method: 'POST', url: '/api/refresh', payload: { refreshToken } });
    const next = ok(await refresh(phone.refreshToken), endpoints.refresh);
    // Its successor spent too, the old token coming back is reuse (not a repeat within the
    // grace window, auth-refresh-grace.test.ts).
    ok(await refresh(next.refreshToken), endpoints.refresh);
    expect(p.hasEnded).toBe(false);
    fails(await refresh(phone.refreshToken), 40102);
    await p.ended;
    expect(tb.hasEnded).toBe(false);
  });

  it('withdrawal closes every stream of the member', async () => {
    const { phone, tablet } = await twoDevices();
    const p = (await stream(phone.accessToken)).stream;
    const tb = (await stream(tablet.accessToken)).stream;
    ok(
      await t.app.inject({
        method: 'DELETE',
        url: '/api/members',
        headers: bearer(phone.accessToken),
      }),
      endpoints.withdraw,
    );
    await Promise.all([p.ended, tb.ended]);
    expect((await openStream(base, { token: tablet.accessToken })).status).toBe(401);
  });

  it('a session revoked behind the check cache gets no stream (the stream re-checks)', async () => {
    const a = await signIn(t.app);
    const memberId = await memberIdOf(t, a.accessToken); // the guard trusts it for a few seconds
    await t.database.db
      .update(sessions)
      .set({ revokedAt: t.clock.now() })
      .where(eq(sessions.memberId, memberId));
    const res = await openStream(base, { token: a.accessToken });
    if (!res.stream) throw new Error('the cached check should let the request through');
    await res.stream.ended;
    expect(res.stream.pending().filter((b) => b.event)).toEqual([]);
  });

  it('a session revoked without a bus message (lost) has its stream closed at the next heartbeat', async () => {
    const fast = await build({ config: (c) => ({ ...c, sse: { ...c.sse, heartbeatMs: 40 } }) });
    try {
      const url = await listen(fast);
      const gone = await signIn(fast.app);
      const stays = await signIn(fast.app);
      const g = (await connect(url, { token: gone.accessToken })).stream;
      const st = (await connect(url, { token: stays.accessToken })).stream;
      const goneId = await memberIdOf(fast, gone.accessToken);
      // Straight in the database: no revocation goes over the bus.
      await fast.database.db
        .update(sessions)
        .set({ revokedAt: fast.clock.now() })
        .where(eq(sessions.memberId, goneId));
      const closed = await Promise.race([
        g.ended.then(() => true),
        new Promise<boolean>((resolve) => setTimeout(() => resolve(false), 1000)),
      ]);
      expect(closed).toBe(true);
      // The live session's stream is left alone (several sweeps later).
      await new Promise((resolve) => setTimeout(resolve, 200));
      expect(st.hasEnded).toBe(false);
      expect(fast.app.realtime.hub.size).toBe(1);
      st.close();
    } finally {
      await fast.close();
    }
  });

  it('a client that goes away is forgotten', async () => {
    const before = t.app.realtime.hub.size;
    const a = await signIn(t.app);
    const s = (await stream(a.accessToken)).stream;
    expect(t.app.realtime.hub.size).toBe(before + 1);
    s.close();
    await vi.waitFor(() => expect(t.app.realtime.hub.size).toBe(before));
  });
});
