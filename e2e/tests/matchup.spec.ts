// One game's page (/matchups/<id>, docs/screens/matchup.md) on a league of its own that follows
// the fake Sleeper's keeper league: a member opens a game from Home and reads both lineups with
// Sleeper's points, each total the scoreboard's; the address reopens the game; Sleeper failing
// leaves the stored scores with Sleeper's words, never an error page.
import { expect, test, type Page } from '@playwright/test';
import { KEEPER_LEAGUE_2025 } from 'fake-sleeper';
import { endpoints, urlOf, type WeekMatchupsResponse } from 'shared-contracts';
import { importSleeperLeague } from '../support/league-setup';
import { memberApi } from '../support/member-api';
import { ownLeagueOrigin, signInToOwnLeague, startOwnLeague } from '../support/own-league';
import { fakeSleeperUrl } from '../support/settings';

const LEAGUE = KEEPER_LEAGUE_2025;
const commissionerEmail = `matchup-${Date.now().toString(36)}@example.com`;

startOwnLeague({ name: 'Matchup Detail League', commissioner: commissionerEmail, season: 2025 });

async function setSleeperFaults(faults: Record<string, unknown>) {
  const response = await fetch(`${fakeSleeperUrl}/__faults`, { method: 'POST', body: JSON.stringify(faults) });
  expect(response.ok).toBe(true);
}
test.beforeAll(() => fetch(`${fakeSleeperUrl}/__reset`, { method: 'POST' }));
test.afterAll(() => fetch(`${fakeSleeperUrl}/__reset`, { method: 'POST' }));

const cents = (text: string | null) => Math.round(Number(text) * 100);
/** The points column of a lineup table, as shown. */
const pointsOf = async (page: Page, table: string) =>
  page.getByRole('table', { name: table }).getByRole('row').locator('td:last-child').allTextContents();

test('a member opens a game from Home and sees both lineups with points; Sleeper failing leaves the stored score with its words', async ({
  browser,
}) => {
  test.setTimeout(300_000);
  const page = await signInToOwnLeague(browser, commissionerEmail);
  await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
  const api = await memberApi(page, ownLeagueOrigin);

  await test.step('the league follows the keeper league on Sleeper and imports its season', async () => {
    await importSleeperLeague(api, LEAGUE.leagueId);
  });

  const week = await api.get<WeekMatchupsResponse>(
    urlOf(endpoints.getWeekMatchups, { params: { week: 10 }, query: { season: 2025 } }),
  );
  const game = week.matchups[0]!;
  const [home, away] = [game.homeTeam.name, game.awayTeam.name];

  await test.step('Home’s game links to its page: both teams, totals as on the scoreboard, starters with points, the bench', async () => {
    // Week 10, the last one over (week 11 is under way).
    await page.goto('/?season=2025&week=10');
    const link = page
      .getByRole('region', { name: 'Recent Matchups', exact: true })
      .getByRole('link', { name: `Week 10: ${home} vs ${away}`, exact: true });
    await link.focus();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(`${ownLeagueOrigin}/matchups/${game.id}`);
    await expect(page.getByRole('heading', { level: 1, name: 'Matchup' })).toBeVisible();
    await expect(page.getByText('2025 · Week 10')).toBeVisible();
    await expect(page.getByText('Final', { exact: true })).toBeVisible();
    for (const [name, score] of [
      [home, game.home_team_score],
      [away, game.away_team_score],
    ] as const) {
      const side = page.getByRole('region', { name: new RegExp(`^${name}`) });
      await expect(side.locator('[data-total]')).toHaveText(score!.toFixed(2));
      await expect(page.getByRole('table', { name: `${name} starters` })).toBeVisible();
      await expect(page.getByRole('table', { name: `${name} bench` })).toBeVisible();
      const points = await pointsOf(page, `${name} starters`);
      expect(points.length).toBeGreaterThan(0);
      // Sleeper's starters add up to the stored total here (the fake's week is consistent).
      expect(points.reduce((sum, text) => sum + cents(text), 0)).toBe(cents(score!.toFixed(2)));
    }
    await expect(page.getByRole('note')).toHaveCount(0);
  });

  await test.step('the address reopens the same game', async () => {
    await page.reload();
    await expect(page.getByRole('table', { name: `${home} starters` })).toBeVisible();
  });

  await test.step('Sleeper failing: the stored scores and Sleeper’s words, no error page', async () => {
    // The game moved to week 18, which nobody has read from Sleeper yet, while Sleeper answers 503.
    const moved = await api.send('PATCH', urlOf(endpoints.updateScheduleMatchup, { params: { id: game.id } }), {
      weekNumber: 18,
      position: 1,
    });
    expect(moved.ok(), await moved.text()).toBe(true);
    await setSleeperFaults({ serverError5xx: 503, faultKinds: ['matchups'] });
    try {
      await page.goto(`/matchups/${game.id}`);
      const note = page.getByRole('note', { name: 'Lineups' });
      await expect(note).toContainText('Lineups are unavailable right now', { timeout: 30_000 });
      await expect(note).toContainText('Sleeper is having trouble');
      await expect(page.getByRole('region', { name: new RegExp(`^${home}`) }).locator('[data-total]')).toHaveText(
        game.home_team_score!.toFixed(2),
      );
      await expect(page.getByRole('table')).toHaveCount(0);
      await expect(page.getByRole('alert')).toHaveCount(0);
    } finally {
      await fetch(`${fakeSleeperUrl}/__reset`, { method: 'POST' });
    }
  });
});
