import { loadConfig } from './config';
import { buildServerApp } from './server-app';

/** Starts the API: reads settings, opens the database, listens, and closes cleanly on a signal. */
async function main() {
  const config = loadConfig();
  const app = await buildServerApp(config);

  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down');
    const forceExit = setTimeout(() => process.exit(1), 10_000);
    forceExit.unref();
    await app.close();
    process.exit(0);
  };
  process.on('SIGINT', () => void shutdown('SIGINT'));
  process.on('SIGTERM', () => void shutdown('SIGTERM'));

  await app.listen({ host: config.host, port: config.port });
  app.log.info(
    {
      database: config.database.kind,
      authEmulator: config.firebase.authEmulatorHost,
      demoLeagueOpen: config.demoLeagueOpen,
    },
    'Fantasy League API ready',
  );
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
