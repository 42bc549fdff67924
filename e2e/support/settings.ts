// Where the end-to-end suite runs its own copy of the site. Ports default away from
// `npm start`'s (3000-3006, 4000) so both can run at once.
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { findApp } from 'shared-build/apps';

export const workspaceRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

export const webPortBase = Number(process.env.E2E_PORT_BASE || 3100);
export const apiPort = Number(process.env.E2E_API_PORT || 4100);
export const authEmulatorHost = process.env.FIREBASE_AUTH_EMULATOR_HOST || '127.0.0.1:9099';
export const fakeYahooPort = Number(process.env.E2E_FAKE_YAHOO_PORT || 4110);
export const fakeYahooUrl = `http://127.0.0.1:${fakeYahooPort}`;
export const fakeSleeperPort = Number(process.env.E2E_FAKE_SLEEPER_PORT || 4111);
export const fakeSleeperUrl = `http://127.0.0.1:${fakeSleeperPort}`;
export const fakeEspnPort = Number(process.env.E2E_FAKE_ESPN_PORT || 4112);
export const fakeEspnUrl = `http://127.0.0.1:${fakeEspnPort}`;
export const chromiumPath = process.env.CHROMIUM_PATH || '/usr/bin/chromium';

export const siteUrl = `http://127.0.0.1:${webPortBase}`;

/** The second copy of the site, a league of its own (support/own-league.ts). */
export const leagueWebPortBase = Number(process.env.E2E_LEAGUE_PORT_BASE || 3200);
export const leagueApiPort = Number(process.env.E2E_LEAGUE_API_PORT || 4200);
export const apiUrl = `http://127.0.0.1:${apiPort}`;

/** Where the suite serves a remote (`mf-players`), at its port of shared-build/src/apps.ts. */
export const remoteOrigin = (dir: string) => `http://127.0.0.1:${webPortBase + findApp(dir).portOffset}`;

/** Flags for Debian's Chromium on these machines (Playwright adds --headless and a fresh profile). */
export const chromiumArgs = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];
