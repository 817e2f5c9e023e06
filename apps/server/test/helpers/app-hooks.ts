import { afterAll, afterEach, beforeAll, beforeEach } from 'vitest';
import { build, type BuildOptions, type TestApp } from './build';
import type { SseStream } from './sse';

/** Starts the app listening on a free local port; returns its base URL. */
export function listen(app: TestApp): Promise<string> {
  return app.app.listen({ port: 0, host: '127.0.0.1' });
}

/**
 * One app for the whole test file: built before all tests (then handed to `ready`), closed after
 * them. With `resetClock`, its clock goes back to the start before every test.
 */
export function useApp(
  ready: (app: TestApp) => void,
  options: { resetClock?: boolean; build?: BuildOptions } = {},
) {
  let app: TestApp | undefined;
  beforeAll(async () => {
    app = await build(options.build);
    ready(app);
  });
  if (options.resetClock) {
    beforeEach(() => {
      app?.clock.reset();
    });
  }
  afterAll(async () => {
    await app?.close();
  });
}

/**
 * One app for the whole test file on a real listening server (inject cannot stream): `ready`
 * gets the app and its base URL. Streams pushed onto the returned list are closed after each test.
 */
export function useListeningApp(
  ready: (app: TestApp, base: string) => void,
  options: BuildOptions = {},
): SseStream[] {
  const streams: SseStream[] = [];
  let app: TestApp | undefined;
  beforeAll(async () => {
    app = await build(options);
    ready(app, await listen(app));
  });
  afterEach(() => {
    for (const s of streams.splice(0)) s.close();
  });
  afterAll(async () => {
    await app?.close();
  });
  return streams;
}
