import type * as Amplitude from '@amplitude/analytics-browser';

/** Where analytics events go: Amplitude when configured, else a debug array on `window`. */
export interface AnalyticsEvent {
  event: string;
  props: Record<string, unknown>;
}

declare global {
  interface Window {
    __DAMA_ANALYTICS__?: AnalyticsEvent[];
  }
}

type AmplitudeModule = typeof Amplitude;

interface Sink {
  track(event: string, props: Record<string, unknown>): void;
  identify(userId: string, properties: Record<string, unknown>): void;
  reset(): void;
}

const debugSink: Sink = {
  track(event, props) {
    (window.__DAMA_ANALYTICS__ ??= []).push({ event, props });
  },
  identify(userId, properties) {
    (window.__DAMA_ANALYTICS__ ??= []).push({
      event: 'identify',
      props: { userId, ...properties },
    });
  },
  reset() {
    (window.__DAMA_ANALYTICS__ ??= []).push({ event: 'reset', props: {} });
  },
};

function amplitudeSink(apiKey: string): Sink {
  // Loaded on demand so the SDK stays out of the initial bundle; calls made before it loads
  // are replayed in order.
  const pending: Array<(amplitude: AmplitudeModule) => void> = [];
  let loaded: AmplitudeModule | null = null;
  import('@amplitude/analytics-browser')
    .then((amplitude) => {
      amplitude.init(apiKey, { autocapture: false });
      loaded = amplitude;
      pending.splice(0).forEach((run) => run(amplitude));
    })
    .catch((error: unknown) => {
      console.error('Failed to load analytics', error);
    });
  const run = (action: (amplitude: AmplitudeModule) => void) => {
    if (loaded) action(loaded);
    else pending.push(action);
  };
  return {
    track(event, props) {
      run((amplitude) => amplitude.track(event, props));
    },
    identify(userId, properties) {
      run((amplitude) => {
        amplitude.setUserId(userId);
        const identify = new amplitude.Identify();
        for (const [key, value] of Object.entries(properties)) {
          if (
            typeof value === 'string' ||
            typeof value === 'number' ||
            typeof value === 'boolean'
          ) {
            identify.set(key, value);
          }
        }
        amplitude.identify(identify);
      });
    },
    reset() {
      run((amplitude) => amplitude.reset());
    },
  };
}

let sink: Sink | null = null;

export function analyticsSink(): Sink {
  if (!sink) {
    const apiKey = import.meta.env.VITE_AMPLITUDE_API_KEY;
    sink = apiKey ? amplitudeSink(apiKey) : debugSink;
  }
  return sink;
}
