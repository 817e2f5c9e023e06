import { describe, expect, it } from 'vitest';
import { QueryClient } from '@tanstack/react-query';
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
