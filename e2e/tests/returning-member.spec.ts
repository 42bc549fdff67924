// A returning member's league at once (docs/web.md §15), on the composed site in the demo league:
// a reload shows the standings from the answers kept in IndexedDB while the API's league read
// and the standings are held, then says "Updated just now" once they are answered; sign-out
// leaves nothing of the league in IndexedDB, Cache Storage or localStorage, and another member
// signing in on the same browser gets none of it, even a record left behind; offline, the page
// says so over the league it had, and a write is refused with a message and never sent later.
import type { Page, Request, Route } from '@playwright/test';
import { endpoints, urlOf } from 'shared-contracts';
import { expect, test } from '../support/fixtures';
import { untilWorkerKeepsPage } from '../support/service-worker';
import { putRecord, storedRecords } from '../support/kept-answers';
import { toast } from '../support/league-setup';
import { signIn } from '../support/sign-in';

const STANDINGS_PATH = urlOf(endpoints.getStandings, { params: { season: 2024 } });
const LEAGUE_PATH = endpoints.getLeague.path;

const standingsRows = (page: Page) =>
  page.getByRole('region', { name: 'League Standings', exact: true }).getByRole('listitem');
const liveStatus = (page: Page) => page.getByTestId('live-status');

/** Everything the browser keeps for the site besides IndexedDB: localStorage and Cache Storage. */
function otherStorage(page: Page) {
  return page.evaluate(async () => {
    const local = Object.keys(localStorage).map((key) => `${key}=${localStorage.getItem(key)}`);
    const cached: string[] = [];
    for (const name of await caches.keys()) {
      const cache = await caches.open(name);
      cached.push(...(await cache.keys()).map((request) => request.url));
    }
    return { local, cached };
  });
}

/** Holds the league's read and the standings until `release` is called; counts what it held. */
async function holdLeagueAnswers(page: Page) {
  let release!: () => void;
  const released = new Promise<void>((done) => (release = done));
  const held: string[] = [];
  const hold = async (route: Route) => {
    held.push(new URL(route.request().url()).pathname);
    await released;
    // A request the page gave up meanwhile (a refetch cancelled) has nothing left to continue.
    await route.continue().catch(() => undefined);
  };
  const matches = (url: URL) => url.pathname === LEAGUE_PATH || url.pathname === STANDINGS_PATH;
  await page.route(matches, hold);
  return {
    held,
    release: async () => {
      release();
      await page.unroute(matches, hold);
    },
  };
}

/** Home with its 12 standings rows, and the member's record of them saved. */
async function openHomeAndKeep(page: Page) {
  await page.goto('/');
  await expect(standingsRows(page)).toHaveCount(12);
  await expect
    .poll(async () => (await storedRecords(page)).some(({ value }) => value.includes('"standings"')))
    .toBe(true);
}

test('a reload shows the standings kept from the last visit before the API answers, then says they were updated', async ({
  signedIn: { page },
}) => {
  await openHomeAndKeep(page);
  const rowsBefore = await standingsRows(page).allTextContents();

  const held = await holdLeagueAnswers(page);
  await page.reload();
  // The league's read is held, and the standings' refetch too: the rows come from the record.
  await expect(standingsRows(page)).toHaveCount(12);
  expect(await standingsRows(page).allTextContents()).toEqual(rowsBefore);
  await expect(liveStatus(page)).toHaveAttribute('data-freshness', 'last-known');
  await expect(liveStatus(page)).toContainText('Showing your league as last seen');
  await expect.poll(() => held.held.includes(LEAGUE_PATH)).toBe(true);

  await held.release();
  await expect(liveStatus(page)).toContainText('Updated just now');
  await expect(liveStatus(page)).toHaveAttribute('data-freshness', 'updated');
  await expect(standingsRows(page)).toHaveCount(12);
});

test('a new tab, with no league chosen, opens the league kept from the last visit before the API answers', async ({
  signedIn: { page },
}) => {
  await openHomeAndKeep(page);
  const rowsBefore = await standingsRows(page).allTextContents();
  const leagueId = await page.evaluate(() => sessionStorage.getItem('fantasy.activeLeague'));
  expect(leagueId).not.toBeNull();

  // The installed site opened again: a new tab, whose own storage names no league.
  const tab = await page.context().newPage();
  const held = await holdLeagueAnswers(tab);
  const leagueAsked: (string | null)[] = [];
  tab.on('request', (request) => {
    if (new URL(request.url()).pathname === LEAGUE_PATH) leagueAsked.push(request.headers()['x-league-id'] ?? null);
  });
  await tab.goto('/');
  await expect(standingsRows(tab)).toHaveCount(12);
  expect(await standingsRows(tab).allTextContents()).toEqual(rowsBefore);
  await expect(liveStatus(tab)).toContainText('Showing your league as last seen');
  // The tab works in the kept league: the account sync's league read names it.
  expect(await tab.evaluate(() => sessionStorage.getItem('fantasy.activeLeague'))).toBe(leagueId);
  await expect.poll(() => leagueAsked).toContain(leagueId);

  await held.release();
  await expect(liveStatus(tab)).toContainText('Updated just now');
  await expect(standingsRows(tab)).toHaveCount(12);
  await tab.close();
});

test('sign-out leaves nothing of the league in the browser, and the next member on it gets none of it', async ({
  signedIn: { page },
}) => {
  await openHomeAndKeep(page);
  const [annsRecord] = await storedRecords(page);
  expect(annsRecord!.key).toMatch(/^answers:/);

  await page.getByRole('button', { name: 'Log out' }).click();
  await expect(page).toHaveURL(/\/login$/);
  await expect.poll(() => storedRecords(page)).toEqual([]);
  const { local, cached } = await otherStorage(page);
  expect(cached.filter((url) => new URL(url).pathname.startsWith('/api/'))).toEqual([]);
  expect(local.filter((entry) => /standings|answers|last-known-league|Harambe/i.test(entry))).toEqual([]);

  // A record of the first member left behind (a session that ended without a sign-out): the
  // next member's sign-in, with the league's read held, shows none of it, and deletes it.
  await putRecord(page, annsRecord!.key, annsRecord!.value);
  const held = await holdLeagueAnswers(page);
  await signIn(page);
  await expect.poll(() => held.held.includes(LEAGUE_PATH)).toBe(true);
  await expect(page.getByText('Setting up your account...')).toBeVisible();
  await expect(standingsRows(page)).toHaveCount(0);
  await expect.poll(async () => (await storedRecords(page)).map(({ key }) => key)).not.toContain(annsRecord!.key);
  await held.release();
  await expect(standingsRows(page)).toHaveCount(12);
  await expect(liveStatus(page)).toHaveAttribute('data-freshness', 'none');
  expect((await storedRecords(page)).map(({ key }) => key)).not.toContain(annsRecord!.key);
});

test('offline, the page says so over the league it had, and a write is refused with a message and never sent', async ({
  signedIn: { page },
  context,
}) => {
  const nav = page.getByRole('navigation', { name: 'Main' });
  // Settings and Home both opened online, so their code is on the page.
  await page.goto('/settings');
  await expect(page.getByRole('heading', { level: 1, name: 'Settings' })).toBeVisible();
  await nav.getByRole('link', { name: 'Home', exact: true }).click();
  await expect(standingsRows(page)).toHaveCount(12);

  const writes: string[] = [];
  page.on('request', (request: Request) => {
    if (request.method() !== 'GET' && new URL(request.url()).pathname.startsWith('/api/'))
      writes.push(`${request.method()} ${new URL(request.url()).pathname}`);
  });
  await context.setOffline(true);
  await expect(liveStatus(page)).toHaveAttribute('data-online', 'false');
  await expect(liveStatus(page)).toContainText(
    'Offline: showing the last known league. Nothing can be saved until you are back online.',
  );
  // The league it had stays on the page.
  await expect(standingsRows(page)).toHaveCount(12);

  await nav.getByRole('link', { name: 'Settings', exact: true }).click();
  const form = page.getByRole('form', { name: 'Add a team' });
  await form.getByLabel('Team name').fill('Offline Owls');
  await form.getByRole('button', { name: 'Add team' }).click();
  await expect(toast(page, 'You are offline: nothing was saved.')).toBeVisible();
  await expect(form.getByRole('button', { name: 'Add team' })).toBeEnabled();

  await context.setOffline(false);
  await expect(liveStatus(page)).toHaveAttribute('data-online', 'true');
  await expect(liveStatus(page)).not.toContainText('Offline: showing the last known league');
  await expect(page.getByRole('rowheader', { name: 'Offline Owls' })).toHaveCount(0);
  // Back online, a paused write would be sent at once: a read sent after that moment comes
  // back, and still no write has gone out.
  const playersRead = page.waitForResponse((answer) => new URL(answer.url()).pathname.startsWith('/api/players'));
  await nav.getByRole('link', { name: 'Players', exact: true }).click();
  await playersRead;
  await expect(page.getByRole('heading', { level: 1, name: 'Players' })).toBeVisible();
  expect(writes).toEqual([]);
});

test('offline, a reload opens the league from the worker’s files and the kept answers, and says it is offline', async ({
  signedIn: { page },
  context,
}) => {
  await openHomeAndKeep(page);
  const rowsBefore = await standingsRows(page).allTextContents();
  // The service worker keeps the page and its scripts once it controls the page (docs/web.md §14).
  await untilWorkerKeepsPage(page);

  await context.setOffline(true);
  await page.reload();
  await expect(standingsRows(page)).toHaveCount(12);
  expect(await standingsRows(page).allTextContents()).toEqual(rowsBefore);
  await expect(liveStatus(page)).toContainText(
    'Offline: showing the last known league. Nothing can be saved until you are back online.',
  );
  await context.setOffline(false);
});
