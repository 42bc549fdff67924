// Serves the built shell and remotes (all, or those named), each on its own port, in one
// process. Settings: WEB_PORT_BASE (3000) or <APP>_PORT, WEB_HOST (127.0.0.1), API_URL
// (http://127.0.0.1:4000), REMOTES_FILE, and the /config.json settings of runtime-config.ts.
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { appPort, findApp, shellApp, webApps, type WebApp } from './apps';
import { createWebServer } from './server';

const workspaceRoot = fileURLToPath(new URL('../..', import.meta.url));
const appDir = (app: WebApp) => path.join(workspaceRoot, app.dir);

const names = process.argv.slice(2);
const apps = names.length > 0 ? names.map(findApp) : webApps;
const host = process.env.WEB_HOST || '127.0.0.1';
const apiUrl = process.env.API_URL || `http://127.0.0.1:${process.env.API_PORT || 4000}`;

const servers = await Promise.all(
  apps.map(async (app) => {
    const server = await createWebServer({
      distDir: path.join(appDir(app), 'dist'),
      apiUrl,
      servesRemotes: app === shellApp,
    });
    const port = appPort(app);
    await server.listen({ port, host });
    console.log(`${app.dir}: http://${host === '0.0.0.0' ? '127.0.0.1' : host}:${port}`);
    return server;
  }),
);

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, async () => {
    await Promise.all(servers.map((server) => server.close()));
    process.exit(0);
  });
}
