#!/usr/bin/env node
// `npm start`: installs what is missing, then runs the whole site on the embedded defaults:
// the Firebase Auth emulator, the API on PGlite with the open demo league, and the web app.
// `npm run dev` (--dev) runs the API and the web app in watch mode instead.
// `npm run start:cluster` (--cluster) runs the API as API_INSTANCES processes on PostgreSQL and
// Redis behind HAProxy on API_PORT instead of one process on PGlite (lib/cluster.mjs).
// Ctrl+C stops everything.
import { createRequire } from 'node:module';
import { pathToFileURL } from 'node:url';
import { ensureAuthEmulator, AUTH_EMULATOR_HOST } from './lib/auth-emulator.mjs';
import { DEFAULT_API_INSTANCES, instancePorts, startApiCluster } from './lib/cluster.mjs';
import { runOnMaintainedNode } from './lib/maintained-node.mjs';
import {
  firstListening,
  isAnswering,
  runToCompletion,
  startProcess,
  stopAll,
  stopAllOnSignal,
  waitUntilAnswering,
} from './lib/processes.mjs';
import { ensureDependencies, root } from './lib/toolchain.mjs';

// On a Node older than 22.12 this runs again under the pinned Node 24 and goes no further here.
await runOnMaintainedNode();

const dev = process.argv.includes('--dev');
const cluster = process.argv.includes('--cluster');
const apiPort = process.env.API_PORT || '4000';
const apiInstances = Number(process.env.API_INSTANCES || DEFAULT_API_INSTANCES);
const apiUrl = `http://127.0.0.1:${apiPort}`;
// Yahoo: with YAHOO_CLIENT_ID set the API talks to Yahoo itself. Otherwise the fake Yahoo runs
// on loopback, the API is pointed at it, and the API connects the demo league on start with
// a code the fake accepts without a browser (YAHOO_DEMO_CODE), so Teams and Settings work offline.
const realYahoo = Boolean(process.env.YAHOO_CLIENT_ID);
const fakeYahooPort = process.env.FAKE_YAHOO_PORT || '4010';
const fakeYahooUrl = `http://127.0.0.1:${fakeYahooPort}`;
const fakeYahoo = { clientId: 'fake-yahoo-client', clientSecret: 'fake-yahoo-secret', demoCode: 'fake-yahoo-demo' };
// Sleeper: its API is public, but offline and in demos the fake Sleeper stands in for it (a
// keeper league followed by its id, docs/sleeper.md), unless SLEEPER_API_BASE names another.
const ownSleeperBase = process.env.SLEEPER_API_BASE;
const fakeSleeperPort = process.env.FAKE_SLEEPER_PORT || '4011';
const fakeSleeperUrl = `http://127.0.0.1:${fakeSleeperPort}`;
// ESPN: offline and in demos the fake ESPN stands in for it (a private league behind two
// cookies and a public one, docs/espn.md), unless ESPN_API_BASE names another.
const ownEspnBase = process.env.ESPN_API_BASE;
const fakeEspnPort = process.env.FAKE_ESPN_PORT || '4012';
const fakeEspnUrl = `http://127.0.0.1:${fakeEspnPort}`;
// Email: with SMTP_URL set the API sends through that server. Otherwise MailDev, an SMTP server
// made for development, catches every email the API sends and shows it on its page
// (docs/notifications.md §3), so a new user sees the notifications without a mail account.
const ownSmtp = process.env.SMTP_URL;
const maildevSmtpPort = process.env.MAILDEV_SMTP_PORT || '1025';
const maildevWebPort = process.env.MAILDEV_WEB_PORT || '1080';

/**
 * The web apps' ports, as their servers choose them (shared-build/src/apps.ts: `<APP>_PORT`,
 * else WEB_PORT_BASE plus the app's offset), read from that one list once it is installed.
 */
async function webPorts() {
  const { tsImport } = createRequire(`${root}/shared-build/package.json`)('tsx/esm/api');
  const { appPort, webApps } = await tsImport(pathToFileURL(`${root}/shared-build/src/apps.ts`).href, import.meta.url);
  return webApps.map((app) => ({
    port: appPort(app),
    what: app.dir === 'shell' ? 'the site (shell)' : `the remote ${app.dir}`,
    setting: `WEB_PORT_BASE or ${app.dir.replace(/-/g, '_').toUpperCase()}_PORT`,
  }));
}

/**
 * Stops before starting or building anything when one of the site's ports is already taken:
 * by another copy still running, or by any other program (a database on 3306 when
 * WEB_PORT_BASE=3300, say). Checked with a TCP connection, not an HTTP request: a server that
 * does not speak HTTP takes the port just the same, and ours would fail to listen there only
 * after the build. The Auth emulator is the exception: one already running is shared on purpose
 * (ensureAuthEmulator checks its port).
 */
async function refuseTakenPorts(web) {
  const ports = [
    { port: apiPort, what: cluster ? 'the load balancer' : 'the API', setting: 'API_PORT' },
    ...(cluster
      ? instancePorts(apiPort, apiInstances).map((port) => ({
          port,
          what: 'an API instance',
          setting: 'API_PORT: the instances take the ports after it',
        }))
      : []),
    ...(realYahoo ? [] : [{ port: fakeYahooPort, what: 'the fake Yahoo', setting: 'FAKE_YAHOO_PORT' }]),
    ...(ownSleeperBase ? [] : [{ port: fakeSleeperPort, what: 'the fake Sleeper', setting: 'FAKE_SLEEPER_PORT' }]),
    ...(ownEspnBase ? [] : [{ port: fakeEspnPort, what: 'the fake ESPN', setting: 'FAKE_ESPN_PORT' }]),
    ...(ownSmtp
      ? []
      : [
          { port: maildevSmtpPort, what: "the email catcher's SMTP", setting: 'MAILDEV_SMTP_PORT' },
          { port: maildevWebPort, what: "the email catcher's page", setting: 'MAILDEV_WEB_PORT' },
        ]),
    ...web,
  ];
  const taken = await firstListening(ports.map(({ port }) => port));
  if (taken === null) return;
  const { what, setting } = ports.find(({ port }) => port === taken);
  const by = (await isAnswering(`http://127.0.0.1:${taken}/`))
    ? 'a web server answers there: another copy of the site still running?'
    : 'another program listens there (not a web server: a database, say).';
  throw new Error(`Port ${taken}, for ${what}, is already taken: ${by} Stop it, or choose another port (${setting}).`);
}

/** The fake Yahoo on loopback, answering (unless YAHOO_CLIENT_ID names a real Yahoo app). */
async function startFakeYahoo() {
  if (realYahoo) return;
  const fake = startProcess('The fake Yahoo', process.execPath, ['--import', 'tsx', 'src/cli.ts'], {
    cwd: `${root}/fake-yahoo`,
    output: 'inherit',
    env: {
      FAKE_YAHOO_PORT: fakeYahooPort,
      FAKE_YAHOO_CLIENT_ID: fakeYahoo.clientId,
      FAKE_YAHOO_CLIENT_SECRET: fakeYahoo.clientSecret,
      FAKE_YAHOO_DEMO_CODE: fakeYahoo.demoCode,
    },
  });
  await waitUntilAnswering(`${fakeYahooUrl}/__state`, fake, { timeoutMs: 60_000 });
}

/** The fake Sleeper on loopback, answering (unless SLEEPER_API_BASE names another). */
async function startFakeSleeper() {
  if (ownSleeperBase) return;
  const fake = startProcess('The fake Sleeper', process.execPath, ['--import', 'tsx', 'src/cli.ts'], {
    cwd: `${root}/fake-sleeper`,
    output: 'inherit',
    env: { FAKE_SLEEPER_PORT: fakeSleeperPort },
  });
  await waitUntilAnswering(`${fakeSleeperUrl}/__state`, fake, { timeoutMs: 60_000 });
}

/** The fake ESPN on loopback, answering (unless ESPN_API_BASE names another). */
async function startFakeEspn() {
  if (ownEspnBase) return;
  const fake = startProcess('The fake ESPN', process.execPath, ['--import', 'tsx', 'src/cli.ts'], {
    cwd: `${root}/fake-espn`,
    output: 'inherit',
    env: { FAKE_ESPN_PORT: fakeEspnPort },
  });
  await waitUntilAnswering(`${fakeEspnUrl}/__state`, fake, { timeoutMs: 60_000 });
}

/** MailDev, catching the API's emails, answering (unless SMTP_URL names a mail server). */
async function startEmailCatcher() {
  if (ownSmtp) return;
  const catcher = startProcess(
    'The email catcher (MailDev)',
    process.execPath,
    [
      `${root}/node_modules/maildev/dist/bin/maildev.js`,
      ...['--smtp', maildevSmtpPort, '--ip', '127.0.0.1'],
      ...['--web', maildevWebPort, '--web-ip', '127.0.0.1', '--silent'],
    ],
    { cwd: root, output: 'inherit' },
  );
  await waitUntilAnswering(`http://127.0.0.1:${maildevWebPort}/api/healthz`, catcher, { timeoutMs: 60_000 });
}

/** Builds the shell and the six remotes (their output kept, and shown only if the build fails). */
async function buildWeb() {
  const building = Date.now();
  await runToCompletion('The web build', 'pnpm', ['--filter', 'shared-build', 'build'], { cwd: root });
  console.log(`Web: built the shell and six remotes in ${((Date.now() - building) / 1000).toFixed(1)} s`);
}

try {
  ensureDependencies();
  stopAllOnSignal();

  const web = await webPorts();
  await refuseTakenPorts(web);
  // Each part waits only on what it needs, so the slow ones overlap: the web build (CPU, 12 s
  // alone) and the Auth emulator (its Java start, 12–18 s) run while the fakes, the catcher
  // and the API start (the API calls the fake Yahoo as it starts, and the emulator only when
  // someone signs in). The site opens once all are ready. One after another, a fresh clone
  // took a minute; side by side about 45 s (docs/running.md §1).
  const built = dev ? Promise.resolve() : buildWeb();
  const emulator = ensureAuthEmulator();
  // Both are awaited below; a failure before then must not go unhandled meanwhile.
  for (const pending of [built, emulator]) pending.catch(() => {});
  await Promise.all([startFakeYahoo(), startFakeSleeper(), startFakeEspn(), startEmailCatcher()]);

  const apiEnv = {
    FIREBASE_AUTH_EMULATOR_HOST: AUTH_EMULATOR_HOST,
    DEMO_LEAGUE_OPEN: process.env.DEMO_LEAGUE_OPEN ?? 'true',
    SLEEPER_API_BASE: ownSleeperBase || `${fakeSleeperUrl}/v1`,
    ESPN_API_BASE: ownEspnBase || `${fakeEspnUrl}/apis/v3/games/ffl`,
    SMTP_URL: ownSmtp || `smtp://127.0.0.1:${maildevSmtpPort}`,
    // The unsubscribe links open the site being started; a round every 5 s shows an email soon.
    SITE_URL: process.env.SITE_URL || `http://localhost:${web[0].port}`,
    NOTIFY_INTERVAL_SECONDS: process.env.NOTIFY_INTERVAL_SECONDS || '5',
    ...(realYahoo
      ? {}
      : {
          YAHOO_CLIENT_ID: fakeYahoo.clientId,
          YAHOO_CLIENT_SECRET: fakeYahoo.clientSecret,
          YAHOO_AUTH_BASE: `${fakeYahooUrl}/oauth2`,
          YAHOO_API_BASE: `${fakeYahooUrl}/fantasy/v2`,
          YAHOO_DEMO_CODE: fakeYahoo.demoCode,
        }),
  };
  if (cluster) await startApiCluster({ balancerPort: apiPort, count: apiInstances, env: apiEnv });
  else {
    const api = startProcess(
      'The API',
      process.execPath,
      ['--import', 'tsx', ...(dev ? ['--watch'] : []), 'src/server.ts'],
      { cwd: `${root}/api`, output: 'inherit', env: { PORT: apiPort, ...apiEnv } },
    );
    await waitUntilAnswering(`${apiUrl}/api/health`, api, { timeoutMs: 120_000 });
  }
  console.log(`API: ${apiUrl} (OpenAPI document at ${apiUrl}/api/docs)`);
  if (!ownSmtp) console.log(`Emails the API sends: http://localhost:${maildevWebPort} (MailDev)`);

  // The shell and the six remotes: built and served (WEB_PORT_BASE, default 3000..3006), or
  // with --dev one rspack dev server per app, rebuilding on change.
  const webEnv = { API_URL: apiUrl, FIREBASE_AUTH_EMULATOR_HOST: AUTH_EMULATOR_HOST };
  // Signing in needs the emulator: no page is served before it answers.
  await emulator;
  if (dev) {
    const servers = startProcess('The web dev servers', process.execPath, ['--import', 'tsx', 'src/dev-all.ts'], {
      cwd: `${root}/shared-build`,
      env: webEnv,
      output: 'inherit',
    });
    await waitUntilAnswering(`http://127.0.0.1:${web[0].port}/config.json`, servers, { timeoutMs: 180_000 });
  } else {
    await built;
    const servers = startProcess('The web servers', process.execPath, ['--import', 'tsx', 'src/serve-all.ts'], {
      cwd: `${root}/shared-build`,
      env: webEnv,
      output: 'inherit',
    });
    await waitUntilAnswering(`http://127.0.0.1:${web[0].port}/config.json`, servers, { timeoutMs: 60_000 });
  }
  console.log(`\nOpen the site: http://localhost:${web[0].port}`);

  console.log('\nFantasy League is running. Press Ctrl+C to stop.');
} catch (error) {
  console.error(`\n${error.message}`);
  await stopAll();
  process.exit(error.exitCode ?? 1);
}
