/// <reference types="vite/client" />

interface ImportMetaEnv {
  /** Amplitude key; unset: analytics go to the debug sink `window.__DAMA_ANALYTICS__`. */
  readonly VITE_AMPLITUDE_API_KEY?: string;
  /** Sentry DSN; unset: no error-reporting service (error_occurred is still sent). */
  readonly VITE_SENTRY_DSN?: string;
}

interface ImportMeta {
  readonly env: ImportMetaEnv;
}

declare module 'virtual:endpoint-routes' {
  import type { OperationName } from '@dama/contract';
  import type { EndpointRoute } from '@/shared/api/endpoint-routes';
  /** Every contract operation's route, read from the contract at build time (decision 0030). */
  export const endpointRoutes: Record<OperationName, EndpointRoute>;
}

declare module 'virtual:text-font' {
  /** Pretendard cut to the app's own texts, built with the app (decision 0033). */
  export const textFont: { family: string; url: string };
}
