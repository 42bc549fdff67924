// Brings up the whole site for the suite: builds the shell and remotes (unless
// E2E_SKIP_BUILD=1), uses the Auth emulator on 127.0.0.1:9099 (starting one if none
// answers), and starts the API on an in-memory database with the open demo league plus the
// web servers, all on the suite's own ports. Answers the teardown that stops what it started.
import path from 'node:path';
import { access } from 'node:fs/promises';
import { answers, run, start, stop, waitUntilAnswering, type Started } from './processes';
import { apiPort, apiUrl, authEmulatorHost, chromiumPath, siteUrl, webPortBase, workspaceRoot } from './settings';

export default async function globalSetup() {
  try {
    await access(chromiumPath);
  } catch {
    throw new Error(`No Chromium at ${chromiumPath}. On Debian: sudo apt-get install -y chromium (or set CHROMIUM_PATH).`);
  }

  const started: Started[] = [];
  const node = process.execPath;
  const tsx = ['--import', 'tsx'];

  if (!process.env.E2E_SKIP_BUILD) {
    const begun = Date.now();
    const sharedBuild = path.join(workspaceRoot, 'shared-build');
    await run('web build', path.join(sharedBuild, 'node_modules', '.bin', 'rspack'), ['build', '-c', 'rspack.all.config.ts'], { cwd: sharedBuild });
    console.log(`e2e: built the shell and remotes in ${((Date.now() - begun) / 1000).toFixed(1)} s`);
  }

  if (!(await answers(`http://${authEmulatorHost}/`))) {
    const emulator = start('auth emulator', path.join(workspaceRoot, 'node_modules', '.bin', 'firebase'), ['emulators:start', '--only', 'auth', '--project', 'demo-fantasy'], {
      cwd: workspaceRoot,
      env: { CI: '1', NO_UPDATE_NOTIFIER: '1', FIREBASE_CLI_DISABLE_UPDATE_CHECK: 'true' },
    });
    started.push(emulator);
    await waitUntilAnswering(`http://${authEmulatorHost}/`, emulator, 90_000);
  }

  const api = start('api', node, [...tsx, 'src/server.ts'], {
    cwd: path.join(workspaceRoot, 'api'),
    env: {
      PORT: String(apiPort),
      DATA_DIR: 'memory',
      DATABASE_URL: '',
      DEMO_LEAGUE_OPEN: 'true',
      FIREBASE_AUTH_EMULATOR_HOST: authEmulatorHost,
      RATE_LIMIT_MAX: '0',
      LOG_LEVEL: 'warn',
    },
  });
  started.push(api);

  const web = start('web servers', node, [...tsx, 'src/serve-all.ts'], {
    cwd: path.join(workspaceRoot, 'shared-build'),
    env: { WEB_PORT_BASE: String(webPortBase), API_URL: apiUrl, FIREBASE_AUTH_EMULATOR_HOST: authEmulatorHost, REMOTES_FILE: '' },
  });
  started.push(web);

  await Promise.all([waitUntilAnswering(`${apiUrl}/api/health`, api, 120_000), waitUntilAnswering(`${siteUrl}/config.json`, web, 60_000)]);

  return async () => {
    for (const server of started.reverse()) await stop(server);
  };
}
