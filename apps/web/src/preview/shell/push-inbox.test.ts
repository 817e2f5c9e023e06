import { describe, expect, it, vi } from 'vitest';
import type { DevExpoPushMessages } from '@dama/contract';
import { PushInbox, type FetchMessages, type PreviewPush } from './push-inbox';

function message(seq: number, to: string): PreviewPush {
  return {
    seq,
    receivedAt: '2026-11-27T10:00:00.000+09:00',
    to,
    title: `푸시 ${seq}`,
    body: '',
    data: {
      notificationId: seq,
      kind: 'PARTNER_ANSWERED',
      title: `푸시 ${seq}`,
      body: '',
      link: '/',
    },
    priority: 'high',
    ttl: 0,
  };
}

describe("the preview phone's push inbox", () => {
  it('delivers only what arrives after it starts, for its token, in order', async () => {
    const token = 'ExponentPushToken[preview-a]';
    const answers: DevExpoPushMessages[] = [
      // What the stand-in kept from before: skipped, only its cursor is taken.
      { messages: [message(1, token)], cursor: 4 },
      { messages: [message(5, token), message(6, token)], cursor: 6 },
    ];
    const calls: Array<[number, number]> = [];
    let stopped: () => void = () => undefined;
    const fetchMessages: FetchMessages = (_token, after, waitMs, signal) => {
      calls.push([after, waitMs]);
      const next = answers.shift();
      if (next) return Promise.resolve(next);
      return new Promise((_resolve, reject) => {
        stopped = () => reject(new Error('aborted'));
        signal.addEventListener('abort', () => stopped());
      });
    };
    const delivered: number[] = [];
    const inbox = new PushInbox(fetchMessages, (push) => delivered.push(push.seq));
    inbox.watch(token);
    await vi.waitFor(() => expect(delivered).toEqual([5, 6]));
    expect(calls.slice(0, 3)).toEqual([
      [0, 0],
      [4, 20_000],
      [6, 20_000],
    ]);
    inbox.stop();
  });
});
