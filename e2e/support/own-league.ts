// A league of its own for a spec file: a second copy of the site (the demo closed, the league
// created from LEAGUE_COMMISSIONERS, empty) on a PostgreSQL database of its own, started
// before the file's tests and stopped after them, so a spec walks what a real league walks
// into, on the engine a real league runs on, instead of the seeded demo. It runs on the
// E2E_LEAGUE_* ports; the suite runs one spec at a time, so the files take turns.
import { type Browser, expect, type Page, test } from '@playwright/test';
import { stopProcess, type StartedProcess } from '../../scripts/lib/processes.mjs';
import { createLeagueDatabase, type LeagueDatabase } from './league-database';
import { fakeYahooUrl, leagueApiPort, leagueWebPortBase } from './settings';
import { routeGoogleScripts, signIn } from './sign-in';
import { startStack } from './stack';

export const ownLeagueOrigin = `http://127.0.0.1:${leagueWebPortBase}`;

export interface OwnLeague {
  name: string;
  /** The email of its first commissioner. */
  commissioner: string;
  /** Its current season (LEAGUE_SEASON); the API's default when left out. */
  season?: number;
  /** Clears the fake Yahoo's connections first, for a spec that connects the league to it. */
  resetFakeYahoo?: boolean;
}

/** Registers the hooks that start the league's site before this file's tests and stop it after. */
export function startOwnLeague({ name, commissioner, season, resetFakeYahoo = false }: OwnLeague): void {
  let stack: StartedProcess[] = [];
  let database: LeagueDatabase | null = null;
  test.beforeAll(async () => {
    test.setTimeout(180_000);
    if (resetFakeYahoo) await fetch(`${fakeYahooUrl}/__reset`, { method: 'POST' });
    database = await createLeagueDatabase(name);
    stack = await startStack({
      webPortBase: leagueWebPortBase,
      apiPort: leagueApiPort,
      apiEnv: {
        DATABASE_URL: database.url,
        DEMO_LEAGUE_OPEN: 'false',
        LEAGUE_NAME: name,
        LEAGUE_COMMISSIONERS: commissioner,
        ...(season === undefined ? {} : { LEAGUE_SEASON: String(season) }),
      },
    });
  });
  test.afterAll(async () => {
    for (const server of stack.reverse()) await stopProcess(server);
    await database?.drop();
  });
}

/** A person of their own: a new browser context on the league's site, signed in as `email`. */
export async function signInToOwnLeague(browser: Browser, email: string): Promise<Page> {
  const context = await browser.newContext({ baseURL: ownLeagueOrigin });
  await routeGoogleScripts(context);
  const page = await context.newPage();
  await signIn(page, ownLeagueOrigin, { email });
  return page;
}

/**
 * A new person (the emulator's generated details) on the league's site, once it shows its
 * navigation, with the email they signed in as: for a spec that runs its own copy of the site
 * on these ports and makes the people it needs members.
 */
export async function newPersonOnOwnLeague(browser: Browser): Promise<{ page: Page; email: string }> {
  const context = await browser.newContext({ baseURL: ownLeagueOrigin });
  await routeGoogleScripts(context);
  const page = await context.newPage();
  const { email } = await signIn(page, ownLeagueOrigin);
  await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible();
  return { page, email };
}
