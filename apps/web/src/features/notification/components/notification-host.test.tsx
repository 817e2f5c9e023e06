import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { InternalAxiosRequestConfig } from 'axios';
import { api } from '@/shared/api/http';
import { RealtimeHub } from '@/shared/realtime';
import { EventStreamClient } from '@/shared/realtime/event-stream';
import { decodeStreamMessage } from '@/shared/realtime/stream-payloads';
import { fakeAdapter, ok } from '@test/fake-http';
import {
  NotificationHost,
  type LiveNotifications,
  type NotificationModalProps,
  type NotificationRenderers,
} from './notification-host';

const encoder = new TextEncoder();

/** The stream: each connection stays open; `send` writes into the newest one. */
function liveStream() {
  const writers: ReadableStreamDefaultController<Uint8Array>[] = [];
  const fetchFn = (_url: RequestInfo | URL, init: RequestInit = {}) => {
    const body = new ReadableStream<Uint8Array>({
      start: (controller) => void writers.push(controller),
    });
    init.signal?.addEventListener('abort', () => {
      try {
        writers.at(-1)?.error(new DOMException('aborted', 'AbortError'));
      } catch {
        // closed
      }
    });
    return Promise.resolve(
      new Response(body, { headers: { 'content-type': 'text/event-stream' } }),
    );
  };
  const client = new EventStreamClient({
    url: '/api/sse/connect',
    readToken: () => Promise.resolve('t'),
    refreshToken: () => Promise.resolve('t'),
    fetch: fetchFn,
    random: () => 0,
  });
  const hub = new RealtimeHub(() => Promise.resolve({ client, decode: decodeStreamMessage }));
  return {
    hub,
    send: (text: string) => writers.at(-1)?.enqueue(encoder.encode(text)),
    end: () => writers.at(-1)?.close(),
  };
}

/** The server's notification endpoints: a pending list the test sets, and the marks it got. */
const server = {
  pending: [] as Array<{ id: number; type: string; partnerNickname: string | null }>,
  pendingReads: 0,
  marked: [] as number[][],
};

function handle(request: InternalAxiosRequestConfig) {
  if (request.url === '/members/notifications/pending' && request.method === 'get') {
    server.pendingReads += 1;
    const list = server.pending.map((item) => ({
      id: item.id,
      type: item.type,
      state: 'PENDING',
      payload: { coupleId: 1, partnerNickname: item.partnerNickname },
      createdAt: '2026-01-01T00:00:00.000+09:00',
    }));
    return ok({ size: list.length, totalCount: list.length, list });
  }
  if (request.url === '/members/notifications/pending' && request.method === 'patch') {
    const ids = (JSON.parse(String(request.data)) as { pendingNotifications: number[] })
      .pendingNotifications;
    server.marked.push(ids);
    server.pending = server.pending.filter((item) => !ids.includes(item.id));
    return ok();
  }
  throw new Error(`unexpected ${request.method} ${request.url}`);
}

function TestModal({ notification, onOpenChange }: NotificationModalProps) {
  const title = notification.type === 'COUPLE_CONNECTED' ? '연결됨' : '끊어짐';
  return (
    <div role="dialog" aria-label={title}>
      <p>{notification.partnerNickname}</p>
      <button type="button" onClick={() => onOpenChange(false)}>
        닫기
      </button>
    </div>
  );
}

const renderers: NotificationRenderers = {
  COUPLE_CONNECTED: TestModal,
  COUPLE_DISCONNECTED: TestModal,
};

/** The couple events as live notifications, as the couple feature's couple-status gives them. */
const live: LiveNotifications = (receive, hub) => {
  const off = [
    hub.on('couple_connected', ({ notificationId, partnerNickname }) =>
      receive({ id: notificationId, type: 'COUPLE_CONNECTED', partnerNickname }),
    ),
    hub.on('couple_disconnected', ({ notificationId }) =>
      receive({ id: notificationId, type: 'COUPLE_DISCONNECTED', partnerNickname: null }),
    ),
  ];
  return () => off.forEach((unsubscribe) => unsubscribe());
};

function renderHost(hub: RealtimeHub, onReceive = vi.fn()) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={queryClient}>
      <NotificationHost renderers={renderers} live={live} onReceive={onReceive} hub={hub} />
    </QueryClientProvider>,
  );
  return { onReceive };
}

let stream: ReturnType<typeof liveStream>;

beforeEach(() => {
  window.localStorage.setItem('accessToken', 'token');
  server.pending = [];
  server.pendingReads = 0;
  server.marked = [];
  api.defaults.adapter = fakeAdapter(handle);
  stream = liveStream();
});

afterEach(() => {
  stream.hub.stop();
});

describe('NotificationHost', () => {
  it('shows a pending notification at start-up once, even when the same id also arrives live', async () => {
    server.pending = [{ id: 5, type: 'COUPLE_CONNECTED', partnerNickname: '서연' }];
    const { onReceive } = renderHost(stream.hub);
    expect(await screen.findByRole('dialog', { name: '연결됨' })).toHaveTextContent('서연');

    act(() => stream.hub.start());
    await vi.waitFor(() => expect(stream.hub.getState()).toBe('OPEN'));
    // The stream opened: the pending list is asked again, and the live event repeats id 5.
    await vi.waitFor(() => expect(server.pendingReads).toBe(2));
    stream.send(
      'event: couple_connected\ndata: {"coupleId":1,"notificationId":5,"partnerNickname":"서연"}\n\n',
    );
    // A later, different notification marks when the repeat has been handled.
    stream.send('event: couple_disconnected\ndata: {"coupleId":1,"notificationId":8}\n\n');
    await vi.waitFor(() => expect(onReceive).toHaveBeenCalledTimes(2));
    expect(onReceive.mock.calls.map(([item]) => (item as { id: number }).id)).toEqual([5, 8]);
    expect(screen.getAllByRole('dialog')).toHaveLength(1);

    await userEvent.click(screen.getByRole('button', { name: '닫기' }));
    // Next comes 8, not a second 5.
    expect(await screen.findByRole('dialog', { name: '끊어짐' })).toBeInTheDocument();
    await vi.waitFor(() => expect(server.marked).toEqual([[5]]));
  });

  it('shows a live notification, marks it read on close and never shows it again', async () => {
    renderHost(stream.hub);
    act(() => stream.hub.start());
    await vi.waitFor(() => expect(stream.hub.getState()).toBe('OPEN'));
    expect(screen.queryByRole('dialog')).toBeNull();

    // The server keeps the row pending until it is marked read.
    server.pending = [{ id: 6, type: 'COUPLE_DISCONNECTED', partnerNickname: null }];
    stream.send('event: couple_disconnected\ndata: {"coupleId":1,"notificationId":6}\n\n');
    expect(await screen.findByRole('dialog', { name: '끊어짐' })).toBeInTheDocument();
    expect(server.marked).toEqual([]);

    // A reconnect while it shows: the pending list has it too, still one notice.
    const readsBefore = server.pendingReads;
    stream.end();
    await vi.waitFor(() => expect(server.pendingReads).toBe(readsBefore + 1), { timeout: 3000 });
    expect(screen.getAllByRole('dialog')).toHaveLength(1);

    await userEvent.click(screen.getByRole('button', { name: '닫기' }));
    await vi.waitFor(() => expect(server.marked).toEqual([[6]]));
    stream.send('event: couple_disconnected\ndata: {"coupleId":1,"notificationId":6}\n\n');
    stream.send(
      'event: couple_connected\ndata: {"coupleId":2,"notificationId":7,"partnerNickname":"민준"}\n\n',
    );
    expect(await screen.findByRole('dialog', { name: '연결됨' })).toHaveTextContent('민준');
    expect(screen.getAllByRole('dialog')).toHaveLength(1);
    await userEvent.click(screen.getByRole('button', { name: '닫기' }));
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('queues a second notification behind the first', async () => {
    server.pending = [
      { id: 1, type: 'COUPLE_CONNECTED', partnerNickname: '서연' },
      { id: 2, type: 'COUPLE_DISCONNECTED', partnerNickname: null },
    ];
    renderHost(stream.hub);
    expect(await screen.findByRole('dialog', { name: '연결됨' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: '닫기' }));
    expect(await screen.findByRole('dialog', { name: '끊어짐' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: '닫기' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    await vi.waitFor(() => expect(server.marked).toEqual([[1], [2]]));
  });
});
