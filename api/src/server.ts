import { buildApp } from './app';
import { loadConfig } from './config';
import { openDatabase } from './db/client';
import { createFirebaseVerifier } from './features/auth/identity';

/** Starts the API: reads settings, opens the database, listens, and closes cleanly on a signal. */
async function main() {
  const config = loadConfig();
  const database = await openDatabase(config.database);
  const app = await buildApp({
    config,
    database,
    verifier: createFirebaseVerifier(config.firebase),
    yahoo: config.yahoo,
    logger: {
      level: config.logLevel,
      // Never write tokens or cookies to the log (provider tokens included, wherever they sit).
      redact: ['req.headers.authorization', 'req.headers.cookie', '*.access_token', '*.refresh_token', '*.accessToken', '*.refreshToken'],
    },
  });

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
    { database: database.kind, authEmulator: config.firebase.authEmulatorHost, demoLeagueOpen: config.demoLeagueOpen },
    'Fantasy League API ready',
  );
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
