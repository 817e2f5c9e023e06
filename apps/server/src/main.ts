import closeWithGrace from 'close-with-grace';
import { buildApp } from './app';
import { ConfigError, loadConfig } from './platform/config';

async function main(): Promise<void> {
  const config = await refusingBadConfig(() => loadConfig());
  // Start-up checks against the data (a data key still in use but not configured) refuse too.
  const app = await refusingBadConfig(() => buildApp(config));

  closeWithGrace({ delay: 10_000 }, async ({ signal, err }) => {
    if (err) app.log.error({ err }, 'shutting down after an error');
    else app.log.info({ signal }, 'shutting down');
    // Stops accepting connections, lets in-flight requests finish, runs onClose (database).
    await app.close();
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
