import { Suspense, lazy, useEffect } from 'react';
import { render } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { HostListening, LiveHostsContext, LiveHostsGate } from './live-hosts';

describe('LiveHostsGate', () => {
  it('opens once every host listens, not before', async () => {
    const gate = new LiveHostsGate(['couple', 'notification']);
    const opened = vi.fn();
    void gate.whenListening(60_000).then(opened);
    gate.listening('couple');
    await Promise.resolve();
    expect(opened).not.toHaveBeenCalled();
    expect(gate.allListening).toBe(false);
    gate.listening('notification');
    await vi.waitFor(() => expect(opened).toHaveBeenCalledOnce());
    expect(gate.allListening).toBe(true);
    // Later waiters pass at once.
    await expect(gate.whenListening(60_000)).resolves.toBeUndefined();
  });

  it('does not wait longer than its time-out for a host that never comes', async () => {
    vi.useFakeTimers();
    try {
      const gate = new LiveHostsGate(['couple']);
      const opened = vi.fn();
      void gate.whenListening(3000).then(opened);
      await vi.advanceTimersByTimeAsync(2999);
      expect(opened).not.toHaveBeenCalled();
      await vi.advanceTimersByTimeAsync(1);
      expect(opened).toHaveBeenCalledOnce();
    } finally {
      vi.useRealTimers();
    }
  });

  it('ignores names it does not wait for, and the same name twice', () => {
    const gate = new LiveHostsGate(['couple', 'notification']);
    gate.listening('other');
    gate.listening('couple');
    gate.listening('couple');
    expect(gate.allListening).toBe(false);
  });
});

describe('HostListening', () => {
  it('reports after the lazily loaded host before it has subscribed', async () => {
    const order: string[] = [];
    let release: (() => void) | undefined;
    const loaded = new Promise<void>((resolve) => (release = resolve));
    function Host() {
      useEffect(() => {
        order.push('host subscribed');
      }, []);
      return null;
    }
    const LazyHost = lazy(async () => {
      await loaded;
      return { default: Host };
    });
    const gate = new LiveHostsGate(['couple']);
    vi.spyOn(gate, 'listening').mockImplementation(() => order.push('host listening'));

    render(
      <LiveHostsContext.Provider value={gate}>
        <Suspense fallback={null}>
          <LazyHost />
          <HostListening name="couple" />
        </Suspense>
      </LiveHostsContext.Provider>,
    );
    await Promise.resolve();
    expect(order).toEqual([]);
    release?.();
    await vi.waitFor(() => expect(order).toEqual(['host subscribed', 'host listening']));
  });
});
