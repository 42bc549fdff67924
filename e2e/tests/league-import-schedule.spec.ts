// A league that set itself up by hand before connecting Yahoo: its commissioner adds the
// teams, generates a schedule (in another order than Yahoo's, so the pairings differ) and
// imports a small player book with keepers; then connects the fake Yahoo, previews (the
// games clash, and every change of a player's team is listed), chooses Yahoo's games and
// imports. Home and Schedule then show every game once with its score, the standings count
// each game once, the keepers stay where they were, and a second import finds nothing new.
// Runs its own closed-league copy of the site on the second copy's ports.
import { expect, test, type Page } from '@playwright/test';
import type { WeekMatchupsResponse } from 'shared-contracts';
import { expectAccessibleInEveryTheme } from '../support/accessibility';
import { PLAYER_CSV_HEADER } from '../support/players-csv';
import { connectYahoo } from '../support/connect-yahoo';
import { signInToOwnLeague, startOwnLeague } from '../support/own-league';
import { endpoints, urlOf } from 'shared-contracts';

const commissionerEmail = `by-hand-${Date.now().toString(36)}@example.com`;
/** The fake Yahoo's twelve teams, added alphabetically (Yahoo numbers them otherwise). */
const TEAMS = [
  'Bayou Bandits',
  'Capital Filibusters',
  'Coastal Currents',
  'Desert Scorpions',
  'Gotham City Knights',
  'Harbor Hounds',
  'Ironworks Anvils',
  'Lakeshore Lumberjacks',
  'Mile High Mayhem',
  'Prairie Thunder',
  'San Antonio Spurs of Steel',
  'Tundra Titans',
];
// Yahoo rosters Jalen Hurts on Gotham; this league kept him on Bayou. Nobody rosters the other two.
const BOOK = [
  PLAYER_CSV_HEADER,
  ',Jalen Hurts,QB,Phi,Bayou Bandits,,true,false,30,,,0,',
  ',Lonny Solo,TE,Det,Gotham City Knights,,false,false,4,,,0,',
  ',Kay Keeper,K,Det,Gotham City Knights,,true,false,5,,,0,',
].join('\r\n');

startOwnLeague({ name: 'By Hand', commissioner: commissionerEmail, season: 2025, resetFakeYahoo: true });

/** Chooses 'This season only' by keyboard (the list may open beyond the viewport) and previews. */
async function previewThisSeason(page: Page) {
  const seasons = page.getByRole('combobox', { name: 'Seasons to import' });
  await expect(async () => {
    await seasons.focus();
    await page.keyboard.press('Enter');
    await page.keyboard.press('Home');
    await page.keyboard.press('Enter');
    await expect(seasons).toHaveText(/^This season only/, { timeout: 2_000 });
  }).toPass({ timeout: 30_000 });
  await page.getByRole('button', { name: 'Preview import' }).click();
  return page.getByRole('table', { name: 'What the import will do' });
}

/** Home's week: every game once, each with both scores as the API answers them. */
async function expectEveryGameOnceWithScores(page: Page, week: number) {
  const answer = page.waitForResponse((response) =>
    response.url().endsWith(urlOf(endpoints.getWeekMatchups, { params: { week }, query: { season: 2025 } })),
  );
  await page.goto(`/?season=2025&week=${week}`);
  const games = (await (await answer).json()) as WeekMatchupsResponse;
  expect(games.matchups).toHaveLength(6);
  const playing = games.matchups.flatMap((game) => [game.homeTeam.name, game.awayTeam.name]);
  expect([...playing].sort()).toEqual(TEAMS);
  const items = page.getByRole('region', { name: 'Recent Matchups', exact: true }).getByRole('listitem');
  await expect(items).toHaveCount(6);
  for (const [index, game] of games.matchups.entries()) {
    expect([game.home_team_score, game.away_team_score]).not.toContain(null);
    await expect(items.nth(index)).toContainText(game.homeTeam.name);
    await expect(items.nth(index)).toContainText(game.home_team_score!.toFixed(2));
    await expect(items.nth(index)).toContainText(game.away_team_score!.toFixed(2));
  }
}

test("a league with its own schedule and book imports from Yahoo: Yahoo's games replace the clashing ones, each game once, keepers kept, and again changes nothing", async ({
  browser,
}) => {
  test.setTimeout(420_000);
  const page = await signInToOwnLeague(browser, commissionerEmail);
  await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();

  // By hand: the teams, then a 17-week schedule of 2025.
  await page.goto('/settings');
  const addTeam = page.getByRole('form', { name: 'Add a team' });
  for (const name of TEAMS) {
    await addTeam.getByLabel('Team name').fill(name);
    await addTeam.getByRole('button', { name: 'Add team' }).click();
    await expect(page.getByRole('rowheader', { name, exact: true })).toBeVisible();
    // The form clears itself once the team is added: only then is it ready for the next.
    await expect(addTeam.getByLabel('Team name')).toHaveValue('');
  }
  const generate = page.getByRole('form', { name: 'Generate a schedule' });
  await generate.getByLabel('Season').fill('2025');
  await generate.getByLabel('Weeks').fill('17');
  await generate.getByRole('button', { name: 'Generate schedule' }).click();
  await expect(page.getByText('Scheduled 102 games over 17 weeks of 2025.').first()).toBeVisible();

  // The book, with two keepers.
  // The file places players by team name. A file chosen before the screen has the league's
  // teams lands them as free agents (noticed, not this test's subject), so it is chosen again
  // until the book shows the teams: an import updates by name, never duplicating.
  await page.goto('/players?year=2025');
  await expect(page.getByText('No players found. Adjust filters or add a new player.')).toBeVisible();
  await expect(async () => {
    await page
      .getByTestId('import-csv-input')
      .setInputFiles({ name: 'book.csv', mimeType: 'text/csv', buffer: Buffer.from(BOOK) });
    await expect(page.getByText(/^CSV Import Successful: /).first()).toBeVisible({ timeout: 10_000 });
    await expect(page.getByRole('row', { name: /Jalen Hurts/ })).toContainText('Bayou Bandits', { timeout: 5_000 });
  }).toPass({ timeout: 90_000 });
  await expect(page.getByText('Showing 3 of 3 players')).toBeVisible();

  await page.goto('/settings');
  await connectYahoo(page);
  const preview = await previewThisSeason(page);
  const row2025 = preview.getByRole('row', { name: /2025/ });
  await expect(row2025).toContainText(/\d+ matched \(\d+ changed\), 0 new, \d+ clashing/);
  const clash = page.getByRole('group', {
    name: /^2025: \d+ of Yahoo's games clash with \d+ of the league's \(weeks? [\d–, ]+\)\. Whose games stay\?$/,
  });
  await expect(clash).toBeVisible();
  await expect(page.getByRole('button', { name: 'Import', exact: true })).toBeDisabled();
  // Every change of a player's team is listed; the keeper moves only if ticked, the others stay.
  const changes = page.getByRole('table', { name: "Changes to players' teams" });
  await expect(changes.getByRole('row', { name: /Jalen Hurts \(keeper\)/ })).toContainText(
    'Bayou BanditsGotham City Knights',
  );
  await expect(changes.getByRole('checkbox', { name: 'Move Jalen Hurts' })).not.toBeChecked();
  await expect(changes.getByRole('row', { name: /Lonny Solo/ })).toContainText('Keeps his team');
  await expect(changes.getByRole('row', { name: /Kay Keeper/ })).toContainText('On no Yahoo roster');
  // The preview with its questions, in every theme at both widths.
  await expectAccessibleInEveryTheme(page, '/settings', async (current) => {
    // The default three seasons: 2025 clashes, the two before are new. A click while the
    // freshly loaded screen still settles can be lost, so it is tried until the preview shows.
    const question = current.getByRole('group', { name: /Whose games stay/ });
    await expect(async () => {
      if (!(await question.isVisible()))
        await current.getByRole('button', { name: 'Preview import' }).click({ timeout: 2_000 });
      await expect(question).toBeVisible({ timeout: 10_000 });
    }).toPass({ timeout: 60_000 });
    await expect(current.getByRole('table', { name: "Changes to players' teams" })).toBeVisible();
  });

  // This season only; choose Yahoo's games, by keyboard.
  await page.goto('/settings');
  await previewThisSeason(page);
  await clash.getByRole('radio', { name: /Yahoo's games replace the league's/ }).focus();
  await page.keyboard.press('Space');
  await expect(clash.getByRole('radio', { name: /Yahoo's games replace the league's/ })).toBeChecked();
  await page.getByRole('button', { name: 'Import', exact: true }).click();
  await expect(page.getByText('Done: 1 of 1 seasons written (2025)')).toBeVisible({ timeout: 60_000 });
  await expect(
    page.getByRole('table', { name: 'What the last import did' }).getByRole('row', { name: /2025/ }),
  ).toContainText(/of the league's replaced/);

  // Home and Schedule: every game once, with Yahoo's scores.
  await expectEveryGameOnceWithScores(page, 1);
  await expectEveryGameOnceWithScores(page, 10);
  const standings = page.getByRole('region', { name: 'League Standings', exact: true }).getByRole('listitem');
  await expect(standings).toHaveCount(12);
  // Ten weeks of 2025 are over in Yahoo: every record adds up to ten games, with its points.
  for (const text of await standings.allInnerTexts()) {
    const [wins, losses, ties = '0'] = /(\d+)-(\d+)(?:-(\d+))?/.exec(text)!.slice(1);
    expect(Number(wins) + Number(losses) + Number(ties), text).toBe(10);
    expect(Number(/([\d.]+) PTS/.exec(text)![1])).toBeGreaterThan(0);
  }
  await page.goto('/schedule?season=2025');
  await expect(page.getByRole('region', { name: 'Week 1', exact: true }).locator('li')).toHaveCount(6);

  // The keepers stay where the league put them; the unrostered player keeps his team.
  await page.goto('/players?year=2025&search=Jalen%20Hurts');
  await expect(page.getByRole('row', { name: /Jalen Hurts/ })).toContainText('Bayou Bandits');
  await page.goto('/players?year=2025&search=Lonny%20Solo');
  await expect(page.getByRole('row', { name: /Lonny Solo/ })).toContainText('Gotham City Knights');

  // A second import of the same data: nothing new, nothing clashing, nothing changed.
  await page.goto('/settings');
  const again = await previewThisSeason(page);
  await expect(again.getByRole('row', { name: /2025/ })).toContainText('102 matched (0 changed), 0 new');
  await expect(page.getByRole('group', { name: /Whose games stay/ })).toHaveCount(0);
  await page.getByRole('button', { name: 'Import', exact: true }).click();
  await expect(
    page
      .getByText('Imported 1 season (2025): 0 teams, 0 games and 0 players created or updated.', { exact: false })
      .first(),
  ).toBeVisible({ timeout: 60_000 });
  await expectEveryGameOnceWithScores(page, 1);
  await page.context().close();
});
