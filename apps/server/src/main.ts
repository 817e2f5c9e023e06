import closeWithGrace from 'close-with-grace';
import { buildApp } from './app';
import { ConfigError, loadConfig } from './platform/config';
import { CLOSE_TIMEOUT_MS, drainThenClose } from './platform/http/shutdown';

async function main(): Promise<void> {
  const config = await refusingBadConfig(() => loadConfig());
  // Start-up checks against the data (a data key still in use but not configured) refuse too.
  const app = await refusingBadConfig(() => buildApp(config));

  // A second SIGTERM or SIGINT, or the drain and close taking longer than their time, ends the
  // process at once (close-with-grace: exit code 1).
  const { drainMs } = config.shutdown;
  closeWithGrace({ delay: drainMs + CLOSE_TIMEOUT_MS }, async ({ signal, err }) => {
    if (err) {
      app.log.error({ err }, 'shutting down after an error');
      // Not ready, no drain: an instance in an unknown state stops taking requests at once.
      await drainThenClose(app, 0);
      return;
    }
    app.log.info({ signal, drainMs }, 'shutting down');
    // Not ready at once; serves on for drainMs; then stops accepting connections, lets in-flight
    // requests finish and runs onClose (streams, replies, database).
    await drainThenClose(app, drainMs);
  });

  for (const [provider, audiences] of [
    ['KAKAO_APP_KEYS', config.kakao.audiences],
    ['APPLE_CLIENT_IDS', config.apple.audiences],
  ] as const) {
    if (audiences.length === 0)
      app.log.warn(`${provider} is not set: that sign-in is refused (40101)`);
  }

  await app.listen({ port: config.port, host: config.host });
  app.log.info(
    {
      database: config.databaseUrl ? 'postgresql' : 'pglite',
      devLogin: config.devLogin,
      docs: `${config.publicOrigin}/api/docs`,
    },
    '담아 server ready',
  );
}

/** A ConfigError ends the process with its message (no stack); anything else is thrown on. */
async function refusingBadConfig<T>(step: () => T | Promise<T>): Promise<T> {
  try {
    return await step();
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(`[담아] 서버를 시작할 수 없어요.\n${error.message}`);
      process.exit(1);
    }
    throw error;
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
