import { describe, expect, it, vi } from 'vitest';
import { QueryClient, QueryObserver } from '@tanstack/react-query';
import type { NotificationItem } from '@dama/contract';
import { notificationKeys } from '../api/notification-keys';
import {
  addCreated,
  applyReadElsewhere,
  markAllReadInCache,
  markReadInCache,
} from './centre-cache';
import type { CentrePages } from './centre-list';

function item(id: number, isRead = false): NotificationItem {
  return {
    id,
    kind: 'QUESTION_ARRIVED',
    title: `알림 ${id}`,
    body: '',
    link: '/question',
    target: {},
    isRead,
    createdAt: `2026-11-27T0${id}:00:00+09:00`,
  };
}

function seeded(list: NotificationItem[], unread: number) {
  const client = new QueryClient();
  client.setQueryData<CentrePages>(notificationKeys.centre, {
    pages: [{ page: 0, size: list.length, list, totalCount: list.length }],
    pageParams: [0],
  });
  client.setQueryData(notificationKeys.unreadCount, unread);
  const ids = () =>
    client
      .getQueryData<CentrePages>(notificationKeys.centre)!
      .pages.flatMap((page) => page.list.map((entry) => `${entry.id}${entry.isRead ? 'r' : ''}`));
  return { client, ids, count: () => client.getQueryData<number>(notificationKeys.unreadCount) };
}

describe('the centre cache', () => {
  it('puts a new entry on top once, with the server count', () => {
    const { client, ids, count } = seeded([item(2), item(1, true)], 1);
    addCreated(client, item(3), 2);
    addCreated(client, item(3), 2);
    expect(ids()).toEqual(['3', '2', '1r']);
    expect(count()).toBe(2);
  });

  it('marks read at once and puts it back on failure', () => {
    const { client, ids, count } = seeded([item(3), item(2), item(1, true)], 2);
    const undo = markReadInCache(client, [3, 1]);
    expect(ids()).toEqual(['3r', '2', '1r']);
    expect(count()).toBe(1);
    undo();
    expect(ids()).toEqual(['3', '2', '1r']);
    expect(count()).toBe(2);
  });

  it('reads all at once and puts them back on failure', () => {
    const { client, ids, count } = seeded([item(2), item(1)], 2);
    const undo = markAllReadInCache(client);
    expect(ids()).toEqual(['2r', '1r']);
    expect(count()).toBe(0);
    undo();
    expect(ids()).toEqual(['2', '1']);
    expect(count()).toBe(2);
  });

  it('takes a read on another device: all read at zero', () => {
    const { client, ids, count } = seeded([item(2), item(1)], 2);
    applyReadElsewhere(client, 0);
    expect(ids()).toEqual(['2r', '1r']);
    expect(count()).toBe(0);
  });
});

describe('the bell count against a read under way', () => {
  it('a count read before the event does not land over it: it is asked again', async () => {
    const client = new QueryClient();
    const answers = [0, 1];
    let release: () => void = () => {};
    const first = new Promise<void>((resolve) => (release = resolve));
    const queryFn = async () => {
      const answer = answers.shift() ?? 1;
      if (answer === 0) await first;
      return answer;
    };
    // The bell watches the count; home's first read (which will say 0) is out.
    const bell = new QueryObserver(client, { queryKey: notificationKeys.unreadCount, queryFn });
    const stop = bell.subscribe(() => undefined);
    await vi.waitFor(() =>
      expect(client.getQueryState(notificationKeys.unreadCount)?.fetchStatus).toBe('fetching'),
    );
    // The event says one is unread while that read is still out.
    addCreated(client, item(9), 1);
    release();
    await vi.waitFor(() =>
      expect(client.getQueryState(notificationKeys.unreadCount)?.fetchStatus).toBe('idle'),
    );
    expect(client.getQueryData(notificationKeys.unreadCount)).toBe(1);
    expect(answers).toEqual([]);
    stop();
  });
});
