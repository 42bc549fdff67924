/**
 * The real API for the benchmark, in a process of its own so the load generator does not
 * share its event loop: settings from the environment (as the server entry reads them),
 * plus one no-op member route registered on the built app before it listens. That route
 * runs the same access guard (token check, membership lookup) and nothing else, so it is
 * the floor every other route's figures stand on. Prints `{"port": n}` once listening.
 */
import { buildApp } from 'api/src/app';
import { loadConfig } from 'api/src/config';
import { openDatabase } from 'api/src/db/client';
import { createFirebaseVerifier } from 'api/src/features/auth/identity';
import { NOOP_PATH } from './routes';

const config = loadConfig();
const database = await openDatabase(config.database);
const app = await buildApp({
  config,
  database,
  verifier: createFirebaseVerifier(config.firebase),
  logger: { level: config.logLevel },
});
app.get(NOOP_PATH, { config: { access: 'member' }, schema: { hide: true } }, async () => ({ ok: true }));
await app.listen({ host: '127.0.0.1', port: 0 });

const address = app.server.address();
const port = typeof address === 'object' && address ? address.port : null;
process.stdout.write(`${JSON.stringify({ port })}\n`);

const stop = async () => {
  await app.close();
  process.exit(0);
};
process.on('SIGTERM', () => void stop());
process.on('SIGINT', () => void stop());
