import { endpoints } from '@dama/contract';
import { beforeEach } from 'vitest';
import { useListeningApp } from './app-hooks';
import type { BuildOptions, TestApp } from './build';
import type { TestMember } from './couple-factories';
import { memberCall, ok } from './http';
import { RecordingPush } from './push';
import { connect, type SseStream } from './sse';

/**
 * One listening app for a notification test file (`useListeningApp`) whose push seam is a
 * recorder: before every test its clock goes back to the start and the recorder is emptied.
 * `ready` gets the app and its base URL; `stream(token)` opens the member's live stream, and
 * it and the streams pushed onto `streams` close after each test.
 */
export function useNotifyingApp(
  ready: (app: TestApp, base: string) => void,
  options: Omit<BuildOptions, 'push'> = {},
): { push: RecordingPush; streams: SseStream[]; stream: (token: string) => Promise<SseStream> } {
  const push = new RecordingPush();
  let app: TestApp | undefined;
  let baseUrl = '';
  const streams = useListeningApp(
    (built, base) => {
      app = built;
      baseUrl = base;
      ready(built, base);
    },
    { ...options, push },
  );
  beforeEach(() => {
    app?.clock.reset();
    push.clear();
  });
  async function stream(token: string): Promise<SseStream> {
    const { stream: opened } = await connect(baseUrl, { token });
    streams.push(opened);
    return opened;
  }
  return { push, streams, stream };
}

/** The member's notification centre, `GET /api/notifications` (`query`: `?page=…&size=…`). */
export async function centreOf(t: TestApp, m: TestMember, query = '') {
  return ok(
    await memberCall(t.app, m.accessToken, 'GET', `/api/notifications${query}`),
    endpoints.listNotifications,
  );
}

/** The member's unread count, `GET /api/notifications/unread-count`. */
export async function unreadCountOf(t: TestApp, m: TestMember): Promise<number> {
  return ok(
    await memberCall(t.app, m.accessToken, 'GET', '/api/notifications/unread-count'),
    endpoints.getUnreadNotificationCount,
  ).unreadCount;
}
