import { DevExpoPushMessages, type DevExpoPushMessage } from '@dama/contract';

/** How long one read of the dev Expo stand-in waits for a message (its maximum is 25 s). */
export const PUSH_POLL_WAIT_MS = 20_000;
/** After a failed read (server restarting, no stand-in yet), the next one waits this long. */
export const PUSH_RETRY_MS = 5_000;

/** What the preview's phone receives from Expo: one message, its `data` the contract's payload. */
export type PreviewPush = DevExpoPushMessage;

export type FetchMessages = (
  token: string,
  after: number,
  waitMs: number,
  signal: AbortSignal,
) => Promise<DevExpoPushMessages>;

/** GET /api/dev/expo-push/messages (DEV_LOGIN only), read with the contract's schema. */
export function createFetchMessages(
  baseUrl = '/api',
  fetchImpl: typeof fetch = fetch,
): FetchMessages {
  return async (token, after, waitMs, signal) => {
    const query = new URLSearchParams({ token, after: String(after), waitMs: String(waitMs) });
    const response = await fetchImpl(`${baseUrl}/dev/expo-push/messages?${query}`, { signal });
    if (!response.ok) throw new Error(`HTTP ${response.status}`);
    const json = (await response.json()) as { data?: unknown };
    return DevExpoPushMessages.parse(json.data);
  };
}

function sleep(ms: number, signal: AbortSignal): Promise<void> {
  return new Promise((resolve) => {
    const timer = setTimeout(resolve, ms);
    signal.addEventListener('abort', () => {
      clearTimeout(timer);
      resolve();
    });
  });
}

/**
 * What the server's Expo stand-in received for one phone's push token (decision 0062), read by
 * long polling while the phone holds a token. Only what arrives after `watch` starts is
 * delivered: a reloaded preview does not show old pushes again.
 */
export class PushInbox {
  private running: AbortController | null = null;
  private token: string | null = null;

  constructor(
    private readonly fetchMessages: FetchMessages,
    private readonly deliver: (push: PreviewPush) => void,
  ) {}

  /** Reads pushes for `token` from now on (another token's reading stops); null stops. */
  watch(token: string | null): void {
    if (token === this.token) return;
    this.running?.abort();
    this.running = null;
    this.token = token;
    if (!token) return;
    const controller = new AbortController();
    this.running = controller;
    void this.loop(token, controller.signal);
  }

  stop(): void {
    this.watch(null);
  }

  private async loop(token: string, signal: AbortSignal): Promise<void> {
    let cursor: number | null = null;
    while (!signal.aborted) {
      try {
        if (cursor === null) {
          // Where the stand-in is now: what came before this phone watched is not shown.
          cursor = (await this.fetchMessages(token, 0, 0, signal)).cursor;
          continue;
        }
        const { messages, cursor: next } = await this.fetchMessages(
          token,
          cursor,
          PUSH_POLL_WAIT_MS,
          signal,
        );
        cursor = Math.max(cursor, next);
        if (signal.aborted) return;
        for (const message of messages) if (message.to === token) this.deliver(message);
      } catch {
        if (signal.aborted) return;
        await sleep(PUSH_RETRY_MS, signal);
      }
    }
  }
}
