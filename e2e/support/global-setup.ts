// Brings up the whole site for the suite: builds the shell and remotes (unless
// E2E_SKIP_BUILD=1), uses the Auth emulator on 127.0.0.1:9099 (starting one if none
// answers), starts the fake Yahoo, and the API on an in-memory database with the open demo
// league plus the web servers, all on the suite's own ports. Answers the teardown that stops
// what it started.
import path from 'node:path';
import { access } from 'node:fs/promises';
import { answers, run, start, stop, waitUntilAnswering, type Started } from './processes';
import { apiPort, authEmulatorHost, chromiumPath, fakeYahooPort, fakeYahooUrl, webPortBase, workspaceRoot } from './settings';
import { fakeYahoo, startStack } from './stack';

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

  const fake = start('fake yahoo', node, [...tsx, 'src/cli.ts'], {
    cwd: path.join(workspaceRoot, 'fake-yahoo'),
    env: {
      FAKE_YAHOO_PORT: String(fakeYahooPort),
      FAKE_YAHOO_CLIENT_ID: fakeYahoo.clientId,
      FAKE_YAHOO_CLIENT_SECRET: fakeYahoo.clientSecret,
      FAKE_YAHOO_DEMO_CODE: fakeYahoo.demoCode,
    },
  });
  started.push(fake);
  await waitUntilAnswering(`${fakeYahooUrl}/__state`, fake, 60_000);

  started.push(...(await startStack({ webPortBase, apiPort })));

  return async () => {
    for (const server of started.reverse()) await stop(server);
  };
}
