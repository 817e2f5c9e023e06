import { describe, expect, it, vi } from 'vitest';
import type { AppNotification } from '@/features/notification';
import {
  fakeServer,
  makeHub,
  runOnFakeTimers,
  settle,
} from '@/shared/realtime/stream-test-support';
import {
  coupleStatusNotifications,
  subscribeCoupleStatus,
  type CoupleStatusEvent,
} from './couple-status';

runOnFakeTimers();

describe('couple-status channel', () => {
  it('turns stream events and errors into connected / disconnected / error', async () => {
    const server = fakeServer();
    const { hub } = makeHub(server);
    const events: CoupleStatusEvent[] = [];
    const unsubscribe = subscribeCoupleStatus((event) => events.push(event), hub);
    hub.start();
    await settle();
    server
      .last()
      .send(
        'event: couple_connected\ndata: {"coupleId":3,"notificationId":7,"partnerNickname":"서연"}\n\n',
      );
    server.last().send('event: couple_disconnected\ndata: {"coupleId":3,"notificationId":8}\n\n');
    server.last().send('event: couple_disconnected\ndata: {"coupleId":"x"}\n\n');
    server.last().send('event: chat_response\ndata: 안녕\n\n');
    await settle();
    await vi.advanceTimersByTimeAsync(60_000);

    expect(events.slice(0, 2)).toEqual([
      { type: 'connected', coupleId: 3, notificationId: 7, partnerNickname: '서연' },
      { type: 'disconnected', coupleId: 3, notificationId: 8 },
    ]);
    expect(events[2]).toMatchObject({
      type: 'error',
      error: { message: expect.stringMatching(/^Malformed couple_disconnected event/) as unknown },
    });
    // The heartbeat time-out is an error of the channel too.
    expect(events[3]).toMatchObject({ type: 'error', error: { kind: 'heartbeat' } });
    expect(events).toHaveLength(4);

    // Back after the first retry delay (1 s plus the fake client's 10 % jitter).
    await vi.advanceTimersByTimeAsync(1100);
    expect(hub.getState()).toBe('OPEN');
    unsubscribe();
    server.last().send('event: couple_disconnected\ndata: {"coupleId":3,"notificationId":9}\n\n');
    await settle();
    expect(events).toHaveLength(4);
    hub.stop();
  });
});

describe('coupleStatusNotifications', () => {
  it('gives the notification host each couple event as a notification, and no errors', async () => {
    const server = fakeServer();
    const { hub } = makeHub(server);
    const received: AppNotification[] = [];
    const unsubscribe = coupleStatusNotifications((item) => received.push(item), hub);
    hub.start();
    await settle();
    server
      .last()
      .send(
        'event: couple_connected\ndata: {"coupleId":3,"notificationId":7,"partnerNickname":"서연"}\n\n',
      );
    server.last().send('event: couple_disconnected\ndata: {"coupleId":"x"}\n\n');
    server.last().send('event: couple_disconnected\ndata: {"coupleId":3,"notificationId":8}\n\n');
    await settle();

    expect(received).toEqual([
      { id: 7, type: 'COUPLE_CONNECTED', partnerNickname: '서연' },
      { id: 8, type: 'COUPLE_DISCONNECTED', partnerNickname: null },
    ]);
    unsubscribe();
    hub.stop();
  });
});
