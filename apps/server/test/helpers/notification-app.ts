import { endpoints } from '@dama/contract';
import { beforeEach } from 'vitest';
import { useListeningApp } from './app-hooks';
import type { BuildOptions, TestApp } from './build';
import type { TestMember } from './couple-factories';
import { memberCall, ok } from './http';
import { RecordingPush } from './push';
import type { SseStream } from './sse';

/**
 * One listening app for a notification test file (`useListeningApp`) whose push seam is a
 * recorder: before every test its clock goes back to the start and the recorder is emptied.
 * `ready` gets the app and its base URL; streams pushed onto `streams` close after each test.
 */
export function useNotifyingApp(
  ready: (app: TestApp, base: string) => void,
  options: Omit<BuildOptions, 'push'> = {},
): { push: RecordingPush; streams: SseStream[] } {
  const push = new RecordingPush();
  let app: TestApp | undefined;
  const streams = useListeningApp(
    (built, base) => {
      app = built;
      ready(built, base);
    },
    { ...options, push },
  );
  beforeEach(() => {
    app?.clock.reset();
    push.clear();
  });
  return { push, streams };
}

/** The member's notification centre, `GET /api/notifications` (`query`: `?page=…&size=…`). */
export async function centreOf(t: TestApp, m: TestMember, query = '') {
  return ok(
    await memberCall(t.app, m.accessToken, 'GET', `/api/notifications${query}`),
    endpoints.listNotifications,
  );
}
