import { createContext, useContext, useEffect } from 'react';

/** How long the stream waits for the hosts at most (a host that never mounts must not hold it). */
export const LIVE_HOSTS_WAIT_MS = 3000;

/**
 * The app-level live-event hosts (live-events.tsx) load lazily after the first paint, and the
 * stream used to open at the same moment: an event that arrived before a host listened was heard
 * by no one (a partner's answer a second after the app opened gave no banner). The stream now
 * opens once every host listens, or once a host failed, or after `LIVE_HOSTS_WAIT_MS`.
 */
export class LiveHostsGate {
  private readonly waiting: Set<string>;
  private readonly waiters = new Set<() => void>();

  constructor(names: readonly string[]) {
    this.waiting = new Set(names);
  }

  /** The named host listens (or gave up: it failed to load or render). */
  listening(name: string): void {
    if (!this.waiting.delete(name) || this.waiting.size > 0) return;
    for (const resolve of [...this.waiters]) resolve();
    this.waiters.clear();
  }

  get allListening(): boolean {
    return this.waiting.size === 0;
  }

  /** Resolves once every host listens, or after `timeoutMs`, whichever comes first. */
  whenListening(timeoutMs = LIVE_HOSTS_WAIT_MS): Promise<void> {
    if (this.allListening) return Promise.resolve();
    return new Promise((resolve) => {
      const done = () => {
        clearTimeout(timer);
        this.waiters.delete(done);
        resolve();
      };
      const timer = setTimeout(done, timeoutMs);
      this.waiters.add(done);
    });
  }
}

/** The names of the hosts live-events.tsx mounts. */
export const LIVE_HOSTS = ['couple', 'notification'] as const;
export type LiveHostName = (typeof LIVE_HOSTS)[number];

/** Outside the app (component tests), nobody waits. */
export const LiveHostsContext = createContext<LiveHostsGate>(new LiveHostsGate([]));

/**
 * Rendered right after a host, inside its Suspense: its effect runs after the host's own effects
 * (siblings' effects run in order), so the host's stream subscriptions are in place by then.
 */
export function HostListening({ name }: { name: LiveHostName }) {
  const gate = useContext(LiveHostsContext);
  useEffect(() => {
    gate.listening(name);
  }, [gate, name]);
  return null;
}
