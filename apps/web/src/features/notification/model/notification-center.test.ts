import { describe, expect, it, vi } from 'vitest';
import { NotificationCenter, type AppNotification } from './notification-center';

const connected = (id: number): AppNotification => ({
  id,
  type: 'COUPLE_CONNECTED',
  partnerNickname: '서연',
});
const disconnected = (id: number): AppNotification => ({
  id,
  type: 'COUPLE_DISCONNECTED',
  partnerNickname: null,
});

function makeCenter(markRead = vi.fn((_ids: number[]) => Promise.resolve())) {
  const onReceive = vi.fn<(item: AppNotification, source: string) => void>();
  const onError = vi.fn();
  const center = new NotificationCenter({ markRead, onReceive, onError });
  return { center, markRead, onReceive, onError };
}

describe('NotificationCenter', () => {
  it('shows each id once, whether it came live, from the pending list, or both', async () => {
    const { center, onReceive } = makeCenter();
    expect(center.receive(connected(1), 'live')).toBe(true);
    expect(center.receive(connected(1), 'pending')).toBe(false);
    expect(center.receive(disconnected(2), 'pending')).toBe(true);
    expect(center.receive(disconnected(2), 'live')).toBe(false);
    await center.settled();
    expect(onReceive.mock.calls.map(([item, source]) => [item.id, source])).toEqual([
      [1, 'live'],
      [2, 'pending'],
    ]);
    expect(center.getCurrent()?.id).toBe(1);
  });

  it('shows one at a time in arrival order and marks each read when it closes', async () => {
    const { center, markRead } = makeCenter();
    const seen: Array<number | null> = [];
    center.subscribe(() => seen.push(center.getCurrent()?.id ?? null));
    center.receive(connected(1), 'pending');
    center.receive(disconnected(2), 'live');
    await center.settled();
    expect(markRead).not.toHaveBeenCalled();

    await center.close(1);
    expect(markRead).toHaveBeenLastCalledWith([1]);
    expect(center.getCurrent()?.id).toBe(2);
    await center.close(2);
    expect(markRead).toHaveBeenLastCalledWith([2]);
    expect(center.getCurrent()).toBeNull();
    expect(seen).toEqual([1, 1, 2, null]);
  });

  it('never shows a closed notification again, even when the pending list still has it', async () => {
    const { center } = makeCenter();
    center.receive(connected(7), 'live');
    await center.settled();
    await center.close(7);
    expect(center.receive(connected(7), 'pending')).toBe(false);
    expect(center.receive(connected(7), 'live')).toBe(false);
    expect(center.getCurrent()).toBeNull();
  });

  it('tries a failed mark-read again when the pending list brings the id back, without showing it', async () => {
    const markRead = vi
      .fn((_ids: number[]) => Promise.resolve())
      .mockRejectedValueOnce(new Error('offline'));
    const { center, onError } = makeCenter(markRead);
    center.receive(connected(3), 'live');
    await center.settled();
    await center.close(3);
    expect(onError).toHaveBeenCalledTimes(1);

    expect(center.receive(connected(3), 'pending')).toBe(false);
    await vi.waitFor(() => expect(markRead).toHaveBeenCalledTimes(2));
    expect(center.getCurrent()).toBeNull();
    // Once it went through, the id is not marked again.
    center.receive(connected(3), 'pending');
    expect(markRead).toHaveBeenCalledTimes(2);
  });

  it('a failing onReceive is reported and the modal still shows', async () => {
    const onError = vi.fn();
    const center = new NotificationCenter({
      markRead: () => Promise.resolve(),
      onReceive: () => Promise.reject(new Error('refresh failed')),
      onError,
    });
    center.receive(disconnected(4), 'live');
    await center.settled();
    expect(center.getCurrent()?.id).toBe(4);
    expect(onError).toHaveBeenCalledWith(expect.any(Error), 'onReceive');
  });

  it('refreshes first, then shows the modal (SPEC 4.3), keeping arrival order', async () => {
    let finishFirst: () => void = () => undefined;
    const onReceive = vi
      .fn<(item: AppNotification) => Promise<void>>()
      .mockImplementationOnce(() => new Promise<void>((resolve) => (finishFirst = resolve)))
      .mockResolvedValue(undefined);
    const center = new NotificationCenter({ markRead: () => Promise.resolve(), onReceive });
    center.receive(connected(5), 'live');
    center.receive(disconnected(6), 'live');
    await Promise.resolve();
    expect(center.getCurrent()).toBeNull();

    finishFirst();
    await center.settled();
    expect(center.getCurrent()?.id).toBe(5);
    await center.close(5);
    expect(center.getCurrent()?.id).toBe(6);
  });
});
