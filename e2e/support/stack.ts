// Starts one copy of the site for the suite: the API (on an in-memory database unless the
// caller gives it DATABASE_URL) and the web servers for the built shell and remotes, on ports of the caller's choosing. The global setup
// starts the open demo league's copy; a spec that needs another (a league of its own, say)
// starts a second one beside it with other ports and settings.
import path from 'node:path';
import { isAnswering, startProcess, waitUntilAnswering, type StartedProcess } from '../../scripts/lib/processes.mjs';
import { authEmulatorHost, fakeEspnUrl, fakeSleeperUrl, fakeYahooUrl, workspaceRoot } from './settings';

export type StackOptions = {
  webPortBase: number;
  apiPort: number;
  /** Settings for the API beyond the suite's defaults (e.g. DEMO_LEAGUE_OPEN, LEAGUE_COMMISSIONERS). */
  apiEnv?: NodeJS.ProcessEnv;
};

/** The fake Yahoo's client credentials and demo code: the suite's, matching global-setup. */
export const fakeYahoo = { clientId: 'e2e-yahoo-client', clientSecret: 'e2e-yahoo-secret', demoCode: 'e2e-yahoo-demo' };

export async function startStack({ webPortBase, apiPort, apiEnv = {} }: StackOptions): Promise<StartedProcess[]> {
  const node = process.execPath;
  const apiUrl = `http://127.0.0.1:${apiPort}`;
  const siteUrl = `http://127.0.0.1:${webPortBase}`;
  await refuseTakenPort(`${apiUrl}/api/health`, `${siteUrl}/config.json`);
  const api = startProcess(`The API :${apiPort}`, node, ['--import', 'tsx', 'src/server.ts'], {
    cwd: path.join(workspaceRoot, 'api'),
    env: {
      PORT: String(apiPort),
      DATA_DIR: 'memory',
      DATABASE_URL: '',
      DEMO_LEAGUE_OPEN: 'true',
      FIREBASE_AUTH_EMULATOR_HOST: authEmulatorHost,
      RATE_LIMIT_MAX: '0',
      RATE_LIMIT_ADDRESS_MAX: '0',
      LOG_LEVEL: 'warn',
      YAHOO_CLIENT_ID: fakeYahoo.clientId,
      YAHOO_CLIENT_SECRET: fakeYahoo.clientSecret,
      YAHOO_AUTH_BASE: `${fakeYahooUrl}/oauth2`,
      YAHOO_API_BASE: `${fakeYahooUrl}/fantasy/v2`,
      YAHOO_DEMO_CODE: fakeYahoo.demoCode,
      SLEEPER_API_BASE: `${fakeSleeperUrl}/v1`,
      ESPN_API_BASE: `${fakeEspnUrl}/apis/v3/games/ffl`,
      // Every API of the run appends the operations it answered to global-setup's one file.
      OPERATIONS_LOG: process.env.E2E_OPERATIONS_LOG ?? '',
      ...apiEnv,
    },
    echo: Boolean(process.env.E2E_VERBOSE),
  });
  const web = startProcess(`The web servers :${webPortBase}`, node, ['--import', 'tsx', 'src/serve-all.ts'], {
    cwd: path.join(workspaceRoot, 'shared-build'),
    env: {
      WEB_PORT_BASE: String(webPortBase),
      PUBLIC_ORIGIN: siteUrl,
      API_URL: apiUrl,
      FIREBASE_AUTH_EMULATOR_HOST: authEmulatorHost,
      REMOTES_FILE: '',
    },
    echo: Boolean(process.env.E2E_VERBOSE),
  });
  await Promise.all([
    waitUntilAnswering(`${apiUrl}/api/health`, api, { timeoutMs: 120_000 }),
    waitUntilAnswering(`${siteUrl}/config.json`, web, { timeoutMs: 60_000 }),
  ]);
  return [api, web];
}

/**
 * Stops with the reason when something already answers where a server is about to start: a
 * copy left running by an interrupted run would otherwise answer in the new one's place (its
 * own start failing unseen), so the run would test old code against another database.
 */
export async function refuseTakenPort(...urls: string[]): Promise<void> {
  for (const url of urls) {
    if (await isAnswering(url))
      throw new Error(
        `Something already answers at ${url}: a copy of the site an earlier run left running? ` +
          'Stop it, or give this run other ports (E2E_PORT_BASE, E2E_API_PORT, E2E_FAKE_YAHOO_PORT, E2E_FAKE_SLEEPER_PORT, E2E_FAKE_ESPN_PORT, ' +
          'E2E_LEAGUE_PORT_BASE, E2E_LEAGUE_API_PORT).',
      );
  }
}
