import { Component, Suspense, useContext, type ErrorInfo, type ReactNode } from 'react';
import { useAuthStatus } from '@/features/auth';
import { reportError } from '@/shared/errors';
import { CoupleEventsHost } from '@/features/couple';
import { NotificationEventsHost } from '@/features/notification';
import { useFirstScreenPainted } from './first-screen-context';
import {
  HostListening,
  LiveHostsContext,
  type LiveHostName,
  type LiveHostsGate,
} from './live-hosts';

/** If the live-event handling fails, the app still renders (SPEC 4.3): it just goes quiet. */
class QuietBoundary extends Component<
  { children: ReactNode; host: LiveHostName; gate: LiveHostsGate },
  { failed: boolean }
> {
  override state = { failed: false };

  static getDerivedStateFromError(): { failed: boolean } {
    return { failed: true };
  }

  override componentDidCatch(error: Error, info: ErrorInfo): void {
    // A host that failed will never listen: the stream does not wait for it.
    this.props.gate.listening(this.props.host);
    reportError(error, {
      source: 'global',
      feature: 'couple',
      component: `LiveEvents${info.componentStack ? ` ${info.componentStack.trim().split('\n')[0]}` : ''}`,
    });
  }

  override render(): ReactNode {
    return this.state.failed ? null : this.props.children;
  }
}

/**
 * The app-level handling of live events, mounted once under the router while signed in, from
 * the first screen's first paint on (decision 0030). Each host says when it listens: the stream
 * opens after (live-hosts.ts).
 */
export function LiveEvents() {
  const status = useAuthStatus();
  const painted = useFirstScreenPainted();
  const gate = useContext(LiveHostsContext);
  if (status !== 'authenticated' || !painted) return null;
  // Each in its own boundary: the couple notices keep working if the banner fails, and back.
  return (
    <>
      <QuietBoundary host="couple" gate={gate}>
        <Suspense fallback={null}>
          <CoupleEventsHost />
          <HostListening name="couple" />
        </Suspense>
      </QuietBoundary>
      <QuietBoundary host="notification" gate={gate}>
        <Suspense fallback={null}>
          <NotificationEventsHost />
          <HostListening name="notification" />
        </Suspense>
      </QuietBoundary>
    </>
  );
}
