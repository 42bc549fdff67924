// Home (/) on the composed site: the demo league's 2024 week 17, the week in the URL, the
// panels' contents against what the API answered, and no week 19.
import type { Page, Request } from '@playwright/test';
import { expectAccessibleInEveryTheme } from '../support/accessibility';
import { expect, test } from '../support/fixtures';
import { siteUrl } from '../support/settings';
import { endpoints, urlOf, type StandingsResponse } from 'shared-contracts';

type Standings = StandingsResponse;
type Week = {
  matchups: Array<{
    homeTeam: { name: string; abbreviation: string };
    awayTeam: { name: string };
    description: string | null;
  }>;
};

const panel = (page: Page, title: string) => page.getByRole('region', { name: title, exact: true });
const record = ({ wins, losses, ties }: Standings['teams'][number]) =>
  ties > 0 ? `${wins}-${losses}-${ties}` : `${wins}-${losses}`;

/** Every /api request the page sends from now on, as path and query. */
function apiRequests(page: Page): string[] {
  const seen: string[] = [];
  page.on('request', (request: Request) => {
    const url = new URL(request.url());
    if (url.pathname.startsWith('/api/')) seen.push(url.pathname + url.search);
  });
  return seen;
}

test('opens on 2024 week 17: the week’s games, week 18’s games and 12 standings rows as the API ranks them', async ({
  signedIn: { page },
}) => {
  const standingsAnswer = page.waitForResponse((response) =>
    response.url().endsWith(urlOf(endpoints.getStandings, { params: { season: 2024 } })),
  );
  const weekAnswer = page.waitForResponse((response) =>
    response.url().endsWith(urlOf(endpoints.getWeekMatchups, { params: { week: 17 }, query: { season: 2024 } })),
  );
  const nextAnswer = page.waitForResponse((response) =>
    response.url().endsWith(urlOf(endpoints.getWeekMatchups, { params: { week: 18 }, query: { season: 2024 } })),
  );
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
  await expect(page.getByRole('combobox', { name: 'Season' })).toHaveText(/2024/);
  await expect(page.getByRole('combobox', { name: 'Week' })).toHaveText(/Week 17/);

  const standings = (await (await standingsAnswer).json()) as Standings;
  const rows = panel(page, 'League Standings').getByRole('listitem');
  await expect(rows).toHaveCount(12);
  for (const [index, team] of standings.teams.entries()) {
    const gamesBack = team.gamesBack === 0 ? '—' : String(team.gamesBack);
    await expect(rows.nth(index)).toHaveText(
      `${index + 1}${team.name}${record(team)}${team.totalPoints.toFixed(2)} PTS` +
        `${team.pointsAgainst.toFixed(2)} PA${team.streak ?? '–'}${gamesBack} GB`,
    );
  }
  // A season played out: every team has a streak, and the leader is no games back.
  expect(standings.teams.every((team) => /^[WLT][1-9]\d*$/.test(team.streak ?? ''))).toBe(true);
  await expect(rows.first()).toContainText('— GB');
  // Beside Recent Matchups the panel is narrow: the season's extras take a line of their own,
  // and no name is squeezed into a letter a line (a row of a few lines, not a column of letters).
  for (const row of await rows.all()) expect((await row.boundingBox())!.height).toBeLessThan(110);

  const week = (await (await weekAnswer).json()) as Week;
  const games = panel(page, 'Recent Matchups').getByRole('listitem');
  await expect(games).toHaveCount(week.matchups.length);
  const first = week.matchups[0]!;
  await expect(games.first()).toContainText(first.homeTeam.name);
  await expect(games.first()).toContainText(first.homeTeam.abbreviation);
  await expect(games.first()).toContainText(first.awayTeam.name);
  await expect(games.first()).toContainText('Week 17');
  await expect(games.first()).toContainText(first.description ?? '');

  const next = (await (await nextAnswer).json()) as Week;
  const upcoming = panel(page, 'Upcoming Games').getByRole('listitem');
  await expect(upcoming).toHaveCount(next.matchups.length);
  await expect(upcoming.first()).toContainText(next.matchups[0]!.homeTeam.name);
  // Upcoming games show the team's badge image when it has one; matchups never do.
  expect(await panel(page, 'Upcoming Games').locator('img').count()).toBeGreaterThan(0);
  await expect(panel(page, 'Recent Matchups').locator('img')).toHaveCount(0);
});

test('changing the week refetches, writes it in the URL, survives a reload, and Back undoes it', async ({
  signedIn: { page },
}) => {
  await page.goto('/');
  await expect(panel(page, 'League Standings').getByRole('listitem')).toHaveCount(12);
  const requests = apiRequests(page);

  await page.getByRole('combobox', { name: 'Week' }).click();
  await page.getByRole('option', { name: 'Week 5', exact: true }).click();
  await expect(page).toHaveURL(`${siteUrl}/?week=5`);
  await expect(panel(page, 'Recent Matchups').getByRole('listitem').first()).toContainText('Week 5');
  await expect(panel(page, 'Upcoming Games')).toContainText('Week 6');
  expect(requests).toEqual(
    expect.arrayContaining([
      urlOf(endpoints.getWeekMatchups, { params: { week: 5 }, query: { season: 2024 } }),
      urlOf(endpoints.getWeekMatchups, { params: { week: 6 }, query: { season: 2024 } }),
    ]),
  );
  // The standings are the season's: a new week does not ask for them again.
  expect(requests.filter((path) => path.startsWith('/api/matchups/standings/'))).toEqual([]);

  await page.reload();
  await expect(page.getByRole('combobox', { name: 'Week' })).toHaveText(/Week 5/);
  await expect(panel(page, 'Recent Matchups').getByRole('listitem').first()).toContainText('Week 5');

  await page.goBack();
  await expect(page).toHaveURL(`${siteUrl}/`);
  await expect(page.getByRole('combobox', { name: 'Week' })).toHaveText(/Week 17/);
  await expect(panel(page, 'Recent Matchups').getByRole('listitem').first()).toContainText('Week 17');

  // Another season: its own standings and games.
  await page.getByRole('combobox', { name: 'Season' }).click();
  await page.getByRole('option', { name: '2025', exact: true }).click();
  await expect(page).toHaveURL(`${siteUrl}/?season=2025`);
  await expect(panel(page, 'League Standings')).toContainText('2025 season');
  // The panel names the season as soon as it is chosen, before its reads are sent: wait for them.
  await expect
    .poll(() => requests)
    .toEqual(
      expect.arrayContaining([
        urlOf(endpoints.getStandings, { params: { season: 2025 } }),
        urlOf(endpoints.getWeekMatchups, { params: { week: 17 }, query: { season: 2025 } }),
        urlOf(endpoints.getWeekMatchups, { params: { week: 18 }, query: { season: 2025 } }),
      ]),
    );
});

test("week 18 asks for no week 19 and shows 'No upcoming games'", async ({ signedIn: { page } }) => {
  const requests = apiRequests(page);
  await page.goto('/?week=18');
  await expect(panel(page, 'Recent Matchups').getByRole('listitem').first()).toContainText('Week 18');
  await expect(panel(page, 'Upcoming Games').getByText('No upcoming games', { exact: true })).toBeVisible();
  await expect(panel(page, 'League Standings').getByRole('listitem')).toHaveCount(12);
  expect(requests).toContain(urlOf(endpoints.getWeekMatchups, { params: { week: 18 }, query: { season: 2024 } }));
  expect(requests.filter((path) => path.includes('/week/19'))).toEqual([]);
});

test("a season without games says 'No matchups available' and 'No upcoming games'", async ({ signedIn: { page } }) => {
  await page.goto('/?season=2027&week=3');
  await expect(panel(page, 'Recent Matchups').getByText('No matchups available', { exact: true })).toBeVisible();
  await expect(panel(page, 'Upcoming Games').getByText('No upcoming games', { exact: true })).toBeVisible();
});

test('axe-core finds nothing serious on a full dashboard, in all five themes at 500 and 1280 px', async ({
  signedIn: { page },
}) => {
  test.setTimeout(180_000);
  await expectAccessibleInEveryTheme(page, '/', async (loaded) => {
    await expect(panel(loaded, 'League Standings').getByRole('listitem')).toHaveCount(12);
    await expect(panel(loaded, 'Upcoming Games').getByRole('listitem').first()).toBeVisible();
    await expect(loaded.getByRole('status')).toHaveCount(0);
  });
});

/**
 * Opens `/` with the browser asking to save data, so the shell preloads no Radix part while
 * idle: a select or menu pressed afterwards loads its part then.
 */
async function openHomeWithoutIdlePreload(page: Page) {
  await page.addInitScript(() =>
    Object.defineProperty(navigator, 'connection', { configurable: true, value: { saveData: true } }),
  );
  await page.goto('/');
  await expect(panel(page, 'League Standings').getByRole('listitem')).toHaveCount(12);
}

test('keys pressed on a select or menu while its Radix part is still arriving reach it, in order', async ({
  signedIn: { page },
}) => {
  // Every script asked for after the first screen (the parts) is held a second, as on a slow
  // phone network.
  await openHomeWithoutIdlePreload(page);
  const held: string[] = [];
  await page.route('**/*.js', async (route) => {
    held.push(route.request().url());
    await new Promise((resolve) => setTimeout(resolve, 1_000));
    await route.continue();
  });

  // Enter opens, Home goes to the first week, Enter chooses it: all pressed before Radix arrives.
  const week = page.getByRole('combobox', { name: 'Week' });
  await week.focus();
  await page.keyboard.press('Enter');
  await page.keyboard.press('Home');
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(`${siteUrl}/?week=1`);
  expect(held.length).toBeGreaterThan(0);
  await expect(week).toHaveText(/Week 1\b/);
  await expect(page.getByRole('listbox')).toHaveCount(0);
  await expect(week).toBeFocused();

  // The theme menu: Enter opens on its first item, ArrowDown moves to the second, Enter takes it.
  const heldBefore = held.length;
  const theme = page.getByRole('button', { name: 'Theme: Default' });
  await theme.focus();
  await page.keyboard.press('Enter');
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('Enter');
  await expect(page.getByRole('button', { name: 'Theme: Dark' })).toBeFocused();
  expect(held.length).toBeGreaterThan(heldBefore);
  await expect(page.getByRole('menu')).toHaveCount(0);
});

test('a select whose Radix part did not arrive opens on the next press, once the connection is back', async ({
  signedIn: { page },
}) => {
  await openHomeWithoutIdlePreload(page);
  // The connection drops for every script asked for after the first screen.
  let dropped = 0;
  await page.route('**/*.js', async (route) => {
    dropped += 1;
    await route.abort('internetdisconnected');
  });
  const week = page.getByRole('combobox', { name: 'Week' });
  await week.click();
  await expect.poll(() => dropped).toBeGreaterThan(0);
  await expect(week).toHaveAttribute('aria-expanded', 'false');
  await expect(page.getByRole('listbox')).toHaveCount(0);

  await page.unroute('**/*.js');
  await week.click();
  await page.getByRole('option', { name: 'Week 3', exact: true }).click();
  await expect(page).toHaveURL(`${siteUrl}/?week=3`);
});
