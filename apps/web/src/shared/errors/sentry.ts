import type * as Sentry from '@sentry/react';

type SentryModule = typeof Sentry;

let sentry: SentryModule | null = null;
let loading: Promise<void> | null = null;

/** True when the stack (or message) of an event says a lazy chunk failed to load. */
function isChunkLoadError(event: {
  exception?: { values?: Array<{ type?: string; value?: string; stacktrace?: unknown }> };
}): boolean {
  return (event.exception?.values ?? []).some((value) =>
    /ChunkLoadError/.test(
      `${value.type ?? ''} ${value.value ?? ''} ${JSON.stringify(value.stacktrace ?? '')}`,
    ),
  );
}

/** Starts Sentry when `VITE_SENTRY_DSN` is set (SPEC 9 sample rates). The SDK loads on demand. */
export function initSentry(): Promise<void> {
  const dsn = import.meta.env.VITE_SENTRY_DSN;
  if (!dsn) return Promise.resolve();
  loading ??= import('@sentry/react')
    .then((module) => {
      module.init({
        dsn,
        environment: 'production',
        // SPEC 9 "send default personal info": Sentry 11 replaced sendDefaultPii with dataCollection.
        dataCollection: { userInfo: true, cookies: true, httpHeaders: true, urlQueryParams: true },
        integrations: [module.browserTracingIntegration(), module.replayIntegration()],
        tracesSampleRate: 0.1,
        replaysSessionSampleRate: 0.1,
        replaysOnErrorSampleRate: 1.0,
        beforeSend(event, hint) {
          const original = hint.originalException;
          const stack = original instanceof Error ? `${original.name} ${original.stack ?? ''}` : '';
          if (/ChunkLoadError/.test(stack) || isChunkLoadError(event)) return null;
          return event;
        },
      });
      sentry = module;
    })
    .catch((error: unknown) => {
      console.error('Failed to load error reporting', error);
    });
  return loading;
}

/** Sends an error to Sentry when it is running; otherwise does nothing. */
export function captureWithSentry(
  error: unknown,
  tags: Record<string, string>,
  extra: Record<string, unknown>,
  level: 'fatal' | 'error' | 'warning' | 'info',
): void {
  sentry?.captureException(error, { tags, extra, level });
}
