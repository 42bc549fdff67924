// The Record Book (docs/screens/records.md) of a league that imported its history: on a league
// of its own (the demo closed), the commissioner connects the fake Yahoo and imports its
// seasons. The record book then answers who has won the most titles, and holds the highest
// week the imported games set, found again here from the seasons' schedules. By keyboard a
// member picks an opponent for the head-to-head, which the address keeps through a reload and
// which agrees with the games counted from the schedules; the commissioner changes the playoff
// format, which the API reads back. In every theme, at each width, with no serious axe finding
// and nothing wider than a phone.
import { expect, type Locator, test, type Page } from '@playwright/test';
import { endpoints, type ScheduleMatchup, type ScheduleResponse, urlOf } from 'shared-contracts';
import { type PlayoffFormat, recordEndpoints } from 'shared-contracts/record-book';
import { expectAccessibleInEveryTheme } from '../support/accessibility';
import { connectYahoo } from '../support/connect-yahoo';
import { expectNoSidewaysScroll } from '../support/layout';
import { memberApi } from '../support/member-api';
import { ownLeagueOrigin, signInToOwnLeague, startOwnLeague } from '../support/own-league';

const commissionerEmail = `records-${Date.now().toString(36)}@example.com`;
const IMPORTED = [2023, 2024, 2025];

startOwnLeague({ name: 'Record League', commissioner: commissionerEmail, season: 2025, resetFakeYahoo: true });

type Game = ScheduleMatchup & { season: number };
const played = (game: Game) => game.isCompleted && game.homeTeamScore !== null && game.awayTeamScore !== null;
const points = (value: number) => (Math.round(value * 100) / 100).toFixed(2);

/** Every game the league now holds, season by season, as the Schedule reads them. */
async function importedGames(page: Page): Promise<Game[]> {
  const api = await memberApi(page, ownLeagueOrigin);
  const games: Game[] = [];
  for (const season of IMPORTED) {
    const { matchups } = await api.get<ScheduleResponse>(urlOf(endpoints.getSchedule, { params: { season } }));
    games.push(...matchups.map((game) => ({ ...game, season })));
  }
  return games.sort((a, b) => a.season - b.season || a.weekNumber - b.weekNumber || a.position - b.position);
}

/** The team a select shows, without its ▾ mark. */
const chosen = async (select: Locator) => ((await select.textContent()) ?? '').replace('▾', '').trim();

const recordsShown = async (page: Page) => {
  await expect(page.getByRole('heading', { level: 1, name: 'Record Book' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Titles' })).toContainText(/Most titles|No champion/, {
    timeout: 30_000,
  });
};

test('an imported league: most titles, the highest week its games set, a shared head-to-head, the playoff format', async ({
  browser,
}) => {
  test.setTimeout(300_000);
  const page = await signInToOwnLeague(browser, commissionerEmail);
  await page.goto('/records');
  await expect(page.getByText('No finished seasons yet.')).toBeVisible();

  await page.goto('/settings');
  await connectYahoo(page);
  await page.getByRole('button', { name: 'Preview import' }).click();
  await page.getByRole('button', { name: 'Import', exact: true }).click();
  await expect(page.getByText('Done: 3 of 3 seasons written (2025, 2024, 2023)')).toBeVisible({ timeout: 90_000 });

  // From the sidebar, as a member finds it.
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Record Book' }).click();
  await expect(page).toHaveURL(`${ownLeagueOrigin}/records`);
  await recordsShown(page);

  // Who has won the most titles: the champions' column counted, the lead names the most.
  const champions = page.getByRole('table', { name: 'Champions by season' });
  const championNames = await champions.locator('tbody tr td:nth-of-type(1)').allTextContents();
  expect(championNames.length).toBeGreaterThan(0);
  const tally = new Map<string, number>();
  for (const name of championNames) if (name !== 'No final played') tally.set(name, (tally.get(name) ?? 0) + 1);
  const most = Math.max(...tally.values());
  const leaders = [...tally].filter(([, titles]) => titles === most).map(([name]) => name);
  await expect(page.getByRole('region', { name: 'Titles' })).toContainText(
    `Most titles: ${leaders.join(', ')} (${most} ${most === 1 ? 'title' : 'titles'})`,
  );

  // The highest week: the first game, in the order played, with the most points on one side.
  const games = (await importedGames(page)).filter(played);
  const sides = games.flatMap((game) => [
    { team: game.homeTeam.name, own: game.homeTeamScore!, theirs: game.awayTeamScore!, game },
    { team: game.awayTeam.name, own: game.awayTeamScore!, theirs: game.homeTeamScore!, game },
  ]);
  const highest = Math.max(...sides.map((side) => side.own));
  const holder = sides.find((side) => side.own === highest)!;
  await expect(page.getByRole('region', { name: 'Records' })).toContainText(
    `Highest week${holder.team}: ${points(highest)} points (${holder.game.season}, week ${holder.game.weekNumber})`,
  );

  // By keyboard: Enter opens the opponent list on the one chosen, ArrowDown moves to the next, Enter takes it.
  const against = page.getByRole('combobox', { name: 'Against' });
  const before = await chosen(against);
  await against.focus();
  await page.keyboard.press('Enter');
  // The open list holds focus on the chosen team before the next key is read.
  await expect(page.getByRole('option', { name: before, exact: true })).toBeFocused();
  await page.keyboard.press('ArrowDown');
  await expect(page.getByRole('option', { name: before, exact: true })).not.toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('listbox')).toHaveCount(0);
  await expect(against).not.toHaveText(before);
  await expect(against).toBeFocused();
  await expect(page).toHaveURL(/[?&]opponent=\d+/);
  const team = await chosen(page.getByRole('combobox', { name: 'Team', exact: true }));
  const opponent = await chosen(against);
  const between = sides.filter(
    (side) => side.team === team && (side.game.homeTeam.name === opponent || side.game.awayTeam.name === opponent),
  );
  const count = (test: (side: (typeof between)[number]) => boolean) => between.filter(test).length;
  const [wins, losses, ties] = [
    count((side) => side.own > side.theirs),
    count((side) => side.own < side.theirs),
    count((side) => side.own === side.theirs),
  ];
  const sum = (pick: (side: (typeof between)[number]) => number) =>
    between.reduce((total, side) => total + pick(side), 0);
  const expected =
    between.length === 0
      ? `${team} and ${opponent} have not played each other.`
      : `${team} against ${opponent}: ${wins}-${losses}${ties > 0 ? `-${ties}` : ''} (${points(sum((side) => side.own))} to ${points(sum((side) => side.theirs))} points)`;
  const headToHead = page.getByTestId('head-to-head');
  await expect(headToHead).toHaveText(expected);
  // The address is the view: a reload (or the link shared) shows the same pair.
  const shared = page.url();
  await page.reload();
  await expect(page.getByTestId('head-to-head')).toHaveText(expected);
  expect(page.url()).toBe(shared);

  // The commissioner's playoff format: six teams over three weeks, saved and read back.
  await page.getByRole('combobox', { name: 'Teams in the playoffs' }).click();
  await page.getByRole('option', { name: '6', exact: true }).click();
  await page.getByRole('combobox', { name: 'Playoff weeks' }).click();
  await page.getByRole('option', { name: '3', exact: true }).click();
  await page.getByRole('button', { name: 'Save playoff format' }).click();
  await expect(page.getByText('Playoff format saved.')).toBeVisible();
  await expect(page.getByRole('region', { name: 'Playoff format' })).toContainText(
    'The best 6 teams of the regular season play off over the last 3 weeks of each season.',
  );
  const api = await memberApi(page, ownLeagueOrigin);
  expect(await api.get<PlayoffFormat>(urlOf(recordEndpoints.getPlayoffFormat))).toEqual({
    playoffTeams: 6,
    playoffWeeks: 3,
    isDefault: false,
  });

  for (const width of [375, 500]) {
    await page.setViewportSize({ width, height: 900 });
    await recordsShown(page);
    await expectNoSidewaysScroll(page, `The Record Book at ${width} px`);
  }
  await expectAccessibleInEveryTheme(page, shared.replace(ownLeagueOrigin, ''), recordsShown);
  await page.context().close();
});
