import { Component, Suspense, type ErrorInfo, type ReactNode } from 'react';
import { useAuthStatus } from '@/features/auth';
import { reportError } from '@/shared/errors';
import { CoupleEventsHost } from '@/features/couple';
import { NotificationEventsHost } from '@/features/notification';
import { useFirstScreenPainted } from './first-screen-context';

/** If the live-event handling fails, the app still renders (SPEC 4.3): it just goes quiet. */
class QuietBoundary extends Component<{ children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError(): { failed: boolean } {
    return { failed: true };
  }

  override componentDidCatch(error: Error, info: ErrorInfo): void {
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
 * the first screen's first paint on (decision 0030).
 */
export function LiveEvents() {
  const status = useAuthStatus();
  const painted = useFirstScreenPainted();
  if (status !== 'authenticated' || !painted) return null;
  // Each in its own boundary: the couple notices keep working if the banner fails, and back.
  return (
    <>
      <QuietBoundary>
        <Suspense fallback={null}>
          <CoupleEventsHost />
        </Suspense>
      </QuietBoundary>
      <QuietBoundary>
        <Suspense fallback={null}>
          <NotificationEventsHost />
        </Suspense>
      </QuietBoundary>
    </>
  );
}
