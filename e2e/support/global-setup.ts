// Brings up the whole site for the suite: builds the shell and remotes (unless
// E2E_SKIP_BUILD=1), uses the Auth emulator on 127.0.0.1:9099 (starting one if none
// answers), finds or starts a PostgreSQL for the leagues of their own (support/own-league.ts),
// starts the fake Yahoo, the fake Sleeper and the fake ESPN, and the API on an in-memory database with the open demo league plus
// the web servers, all on the suite's own ports. Answers the teardown that stops what it
// started and, after a whole run, checks that every operation the web calls was exercised
// (support/operation-coverage.ts). E2E_VERBOSE=1 prints the servers' output as it comes.
import os from 'node:os';
import path from 'node:path';
import { access, mkdtemp, rm } from 'node:fs/promises';
import { ensureAuthEmulator } from '../../scripts/lib/auth-emulator.mjs';
import { ensureTestPostgres } from '../../scripts/lib/test-postgres.mjs';
import {
  runToCompletion,
  startProcess,
  stopProcess,
  waitUntilAnswering,
  type StartedProcess,
} from '../../scripts/lib/processes.mjs';
import {
  apiPort,
  apiUrl,
  chromiumPath,
  fakeEspnPort,
  fakeEspnUrl,
  fakeSleeperPort,
  fakeSleeperUrl,
  fakeYahooPort,
  fakeYahooUrl,
  siteUrl,
  webPortBase,
  workspaceRoot,
} from './settings';
import { fakeYahoo, refuseTakenPort, startStack } from './stack';
import { checkOperationCoverage } from './operation-coverage';

/** Whether the command line picked some tests only (files, a title, a line): then not every call can have run. */
function runIsFiltered(): boolean {
  const args = process.argv.slice(process.argv.indexOf('test') + 1);
  return (
    args.some(
      (arg, index) => !arg.startsWith('-') && !/^--?(c|config|project|reporter|workers|j)$/.test(args[index - 1] ?? ''),
    ) || args.some((arg) => /^(-g|--grep|--grep-invert|--only-changed|--last-failed)(=|$)/.test(arg))
  );
}

export default async function globalSetup() {
  try {
    await access(chromiumPath);
  } catch {
    throw new Error(
      `No Chromium at ${chromiumPath}. On Debian: sudo apt-get install -y chromium (or set CHROMIUM_PATH).`,
    );
  }

  // Before anything starts: a server left on one of the suite's ports would answer in its place.
  await refuseTakenPort(
    `${fakeYahooUrl}/__state`,
    `${fakeSleeperUrl}/__state`,
    `${fakeEspnUrl}/__state`,
    `${apiUrl}/api/health`,
    `${siteUrl}/config.json`,
  );

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
  const postgres = await ensureTestPostgres();
  // Handed on through the environment, which the test workers inherit.
  process.env.E2E_POSTGRES_URL = postgres.url;
  const logFolder = await mkdtemp(path.join(os.tmpdir(), 'e2e-operations-'));
  const operationsLog = path.join(logFolder, 'operations.jsonl');
  process.env.E2E_OPERATIONS_LOG = operationsLog;

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

  const fakeSleeper = startProcess('The fake Sleeper', node, [...tsx, 'src/cli.ts'], {
    cwd: path.join(workspaceRoot, 'fake-sleeper'),
    env: { FAKE_SLEEPER_PORT: String(fakeSleeperPort) },
    echo: Boolean(process.env.E2E_VERBOSE),
  });
  started.push(fakeSleeper);
  await waitUntilAnswering(`${fakeSleeperUrl}/__state`, fakeSleeper, { timeoutMs: 60_000 });

  const fakeEspn = startProcess('The fake ESPN', node, [...tsx, 'src/cli.ts'], {
    cwd: path.join(workspaceRoot, 'fake-espn'),
    env: { FAKE_ESPN_PORT: String(fakeEspnPort) },
    echo: Boolean(process.env.E2E_VERBOSE),
  });
  started.push(fakeEspn);
  await waitUntilAnswering(`${fakeEspnUrl}/__state`, fakeEspn, { timeoutMs: 60_000 });

  started.push(...(await startStack({ webPortBase, apiPort })));

  return async () => {
    for (const server of started.reverse()) await stopProcess(server);
    await postgres.stop();
    await emulator.stop();
    try {
      if (runIsFiltered()) console.log('web operations exercised end to end: not checked (only some tests ran)');
      else checkOperationCoverage(operationsLog);
    } finally {
      await rm(logFolder, { recursive: true, force: true });
    }
  };
}
