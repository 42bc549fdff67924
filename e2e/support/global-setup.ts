// Brings up the whole site for the suite: builds the shell and remotes (unless
// E2E_SKIP_BUILD=1), uses the Auth emulator on 127.0.0.1:9099 (starting one if none
// answers), starts the fake Yahoo, and the API on an in-memory database with the open demo
// league plus the web servers, all on the suite's own ports. Answers the teardown that stops
// what it started. E2E_VERBOSE=1 prints the servers' output as it comes.
import path from 'node:path';
import { access } from 'node:fs/promises';
import { ensureAuthEmulator } from '../../scripts/lib/auth-emulator.mjs';
import {
  runToCompletion,
  startProcess,
  stopProcess,
  waitUntilAnswering,
  type StartedProcess,
} from '../../scripts/lib/processes.mjs';
import { apiPort, chromiumPath, fakeYahooPort, fakeYahooUrl, webPortBase, workspaceRoot } from './settings';
import { fakeYahoo, startStack } from './stack';

export default async function globalSetup() {
  try {
    await access(chromiumPath);
  } catch {
    throw new Error(
      `No Chromium at ${chromiumPath}. On Debian: sudo apt-get install -y chromium (or set CHROMIUM_PATH).`,
    );
  }

  const started: StartedProcess[] = [];
  const node = process.execPath;
  const tsx = ['--import', 'tsx'];

  if (!process.env.E2E_SKIP_BUILD) {
    const begun = Date.now();
    const sharedBuild = path.join(workspaceRoot, 'shared-build');
    await runToCompletion(
      'web build',
      path.join(sharedBuild, 'node_modules', '.bin', 'rspack'),
      ['build', '-c', 'rspack.all.config.ts'],
      {
        cwd: sharedBuild,
        echo: Boolean(process.env.E2E_VERBOSE),
      },
    );
    console.log(`e2e: built the shell and remotes in ${((Date.now() - begun) / 1000).toFixed(1)} s`);
  }

  const emulator = await ensureAuthEmulator();

  const fake = startProcess('The fake Yahoo', node, [...tsx, 'src/cli.ts'], {
    cwd: path.join(workspaceRoot, 'fake-yahoo'),
    env: {
      FAKE_YAHOO_PORT: String(fakeYahooPort),
      FAKE_YAHOO_CLIENT_ID: fakeYahoo.clientId,
      FAKE_YAHOO_CLIENT_SECRET: fakeYahoo.clientSecret,
      FAKE_YAHOO_DEMO_CODE: fakeYahoo.demoCode,
    },
    echo: Boolean(process.env.E2E_VERBOSE),
  });
  started.push(fake);
  await waitUntilAnswering(`${fakeYahooUrl}/__state`, fake, { timeoutMs: 60_000 });

  started.push(...(await startStack({ webPortBase, apiPort })));

  return async () => {
    for (const server of started.reverse()) await stopProcess(server);
    await emulator.stop();
  };
}
