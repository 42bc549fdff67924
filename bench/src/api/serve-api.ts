/**
 * The real API for the benchmark, in a process of its own so the load generator does not
 * share its event loop: built exactly as the server entry builds it (buildServerApp),
 * plus one no-op member route registered on the built app before it listens. That route
 * runs the same access guard (token check, membership lookup) and nothing else, so it is
 * the floor every other route's figures stand on. Listens on loopback, on PORT
 * (api-process.ts picks a free one).
 */
import { loadConfig } from 'api/src/config';
import { buildServerApp } from 'api/src/server-app';
import { NOOP_PATH } from './routes';

const config = loadConfig();
const app = await buildServerApp(config);
app.get(NOOP_PATH, { config: { access: 'member' }, schema: { hide: true } }, async () => ({ ok: true }));
await app.listen({ host: '127.0.0.1', port: config.port });

const stop = async () => {
  await app.close();
  process.exit(0);
};
process.on('SIGTERM', () => void stop());
process.on('SIGINT', () => void stop());
