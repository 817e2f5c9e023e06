import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, render, screen } from '@testing-library/react';
import { ConnectionBanner } from './connection-banner';
import {
  REACHABILITY_PROBE_MS,
  connectionState,
  reportAnswer,
  reportNoAnswer,
  resetConnection,
} from './connection';

function setDeviceOnline(online: boolean) {
  vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(online);
  window.dispatchEvent(new Event(online ? 'online' : 'offline'));
}

beforeEach(() => {
  resetConnection();
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
  resetConnection();
});

describe('the connection state', () => {
  it('is offline while the browser is, whatever the server did', () => {
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    reportNoAnswer();
    expect(connectionState()).toBe('offline');
  });

  it('is unreachable after a call got no answer, online again after any answer', () => {
    reportNoAnswer();
    expect(connectionState()).toBe('unreachable');
    reportAnswer();
    expect(connectionState()).toBe('online');
  });

  it('asks the server again while it cannot be reached, and clears when it answers', async () => {
    const fetch = vi
      .fn<typeof globalThis.fetch>()
      .mockRejectedValueOnce(new TypeError('Failed to fetch'))
      .mockResolvedValueOnce(new Response('{}', { status: 200 }));
    vi.stubGlobal('fetch', fetch);
    reportNoAnswer();
    await vi.advanceTimersByTimeAsync(REACHABILITY_PROBE_MS);
    expect(fetch).toHaveBeenCalledTimes(1);
    expect(connectionState()).toBe('unreachable');
    await vi.advanceTimersByTimeAsync(REACHABILITY_PROBE_MS);
    expect(fetch).toHaveBeenCalledTimes(2);
    expect(fetch.mock.calls[1]?.[0]).toBe('/api/health');
    expect(connectionState()).toBe('online');
  });
});

describe('ConnectionBanner', () => {
  it('says so calmly while offline and goes away when the connection is back', () => {
    render(<ConnectionBanner />);
    expect(screen.queryByRole('status')).toBeNull();
    act(() => setDeviceOnline(false));
    expect(screen.getByRole('status')).toHaveTextContent('인터넷 연결이 끊겼어요');
    vi.stubGlobal('fetch', vi.fn().mockResolvedValue(new Response('{}')));
    act(() => setDeviceOnline(true));
    expect(screen.queryByRole('status')).toBeNull();
  });

  it('names an unreachable server apart from an offline device', () => {
    render(<ConnectionBanner />);
    act(() => reportNoAnswer());
    expect(screen.getByRole('status')).toHaveTextContent('서버에 다시 연결하고 있어요');
  });
});
