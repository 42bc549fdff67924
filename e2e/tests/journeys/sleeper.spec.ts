// Sleeper, the provider any league can connect: a closed league of its own, empty, whose
// commissioner finds the league among a Sleeper user's leagues in Settings (after an id
// Sleeper does not know is refused), follows it, previews and imports its two seasons, and
// then reads Sleeper's standings on Home (with points against, streaks and games back, Home
// opening on the week under way), the traded picks on Draft Picks, and each team's FAAB left
// and the live points on Teams. Sleeper failing during the preview shows its words, and the
// next preview works.
import { expect, test, type Page } from '@playwright/test';
import {
  DEMO_SLEEPER_USER,
  DYNASTY_LEAGUE_2025,
  FAKE_WAIVER_BUDGET,
  KEEPER_LEAGUE_2025,
  fakePairings,
  fakeRosterPoints,
  fakeStandings,
  scoredWeeks,
  type FakeStanding,
} from 'fake-sleeper';
import { endpoints, urlOf } from 'shared-contracts';
import { expectAccessibleInEveryTheme } from '../../support/accessibility';
import { memberApi } from '../../support/member-api';
import { ownLeagueOrigin, signInToOwnLeague, startOwnLeague } from '../../support/own-league';
import { fakeSleeperUrl } from '../../support/settings';

const SEASON = 2025;
const LEAGUE = KEEPER_LEAGUE_2025;
const commissionerEmail = `sleeper-${Date.now().toString(36)}@example.com`;

startOwnLeague({ name: 'Sleeper Journey', commissioner: commissionerEmail, season: SEASON });

async function setSleeperFaults(faults: Record<string, unknown>) {
  const response = await fetch(`${fakeSleeperUrl}/__faults`, { method: 'POST', body: JSON.stringify(faults) });
  expect(response.ok).toBe(true);
}
test.beforeAll(() => fetch(`${fakeSleeperUrl}/__reset`, { method: 'POST' }));
test.afterAll(() => fetch(`${fakeSleeperUrl}/__reset`, { method: 'POST' }));

const card = (page: Page, name: string) => page.getByRole('region', { name, exact: true });

/** A roster's streak from the fake's own weeks, latest first: `W3`, `L1`, `T1` (docs/screens/home.md §4.2). */
function fakeStreak(rosterId: number): string {
  const results = scoredWeeks(LEAGUE)
    .reverse()
    .flatMap((week) =>
      fakePairings(LEAGUE.leagueId, week)
        .filter((pair) => pair.includes(rosterId))
        .map(([a, b]) => {
          const [own, theirs] = (a === rosterId ? [a, b] : [b, a]).map((roster) =>
            Math.round(fakeRosterPoints(LEAGUE.leagueId, roster!, week) * 100),
          );
          return own! > theirs! ? 'W' : own! < theirs! ? 'L' : 'T';
        }),
    );
  const run = results.findIndex((result) => result !== results[0]);
  return `${results[0]}${run === -1 ? results.length : run}`;
}

/** Games back from the fake's leader (win percentage, a tie half, then points: docs/decisions.md §10), as Home writes it. */
function fakeGamesBack(standings: FakeStanding[], row: FakeStanding): string {
  const pct = (team: FakeStanding) => (team.wins + team.ties / 2) / (team.wins + team.losses + team.ties);
  const [leader] = [...standings].sort((x, y) => pct(y) - pct(x) || y.pointsFor - x.pointsFor);
  const back = (leader!.wins - row.wins + (row.losses - leader!.losses)) / 2;
  return back === 0 ? '—' : String(back);
}
const toggle = (page: Page, name: string) => card(page, name).getByRole('button', { name: new RegExp(`^${name}`) });

test('a commissioner connects a Sleeper league by its id in Settings, imports two seasons, and Teams shows the live points', async ({
  browser,
}) => {
  test.setTimeout(360_000);
  const page = await signInToOwnLeague(browser, commissionerEmail);
  await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();

  await test.step('Sleeper chosen; an unknown id is refused; the league found by username and followed', async () => {
    await page.goto('/settings');
    const following = page.getByRole('status', { name: "Provider's league" });
    await expect(following).toHaveText('The league follows Yahoo; no league chosen yet.');
    await page.getByRole('combobox', { name: 'Provider' }).click();
    await page.getByRole('option', { name: 'Sleeper', exact: true }).click();

    await page.getByRole('textbox', { name: 'Sleeper league id' }).fill('not a number');
    await page.getByRole('button', { name: 'Follow league' }).click();
    await expect(page.getByText(/must be a Sleeper league id/).first()).toBeVisible();
    await page.getByRole('textbox', { name: 'Sleeper league id' }).fill('999');
    await page.getByRole('button', { name: 'Follow league' }).click();
    await expect(page.getByRole('alert').filter({ hasText: 'Sleeper has no league 999' })).toBeVisible();
    await expect(following).toHaveText('The league follows Yahoo; no league chosen yet.');

    await page.getByRole('textbox', { name: 'Sleeper username' }).fill(DEMO_SLEEPER_USER.username);
    await page.getByRole('button', { name: 'Find my leagues' }).click();
    const leagues = page.getByRole('list', { name: `Sleeper leagues of ${DEMO_SLEEPER_USER.username}` });
    await expect(leagues.getByRole('listitem')).toHaveCount(2);
    await expect(leagues).toContainText(`${DYNASTY_LEAGUE_2025.name} (${SEASON})`);
    await leagues.getByRole('button', { name: `Follow ${LEAGUE.name} (${SEASON})` }).click();
    await expect(following).toHaveText(`Following ${LEAGUE.name} (${SEASON}) on Sleeper`);
    await page.reload();
    await expect(following).toHaveText(`Following ${LEAGUE.name} (${SEASON}) on Sleeper`);
    await expect(page.getByRole('heading', { name: 'Import from Sleeper' })).toBeVisible();
  });

  await test.step('the preview shows both seasons with the traded picks, keepers and FAAB; the import writes them', async () => {
    // Sleeper failing a moment (a 503, and again on the client's retry) fails the preview with
    // Sleeper's words; the burst past, the next preview works.
    await setSleeperFaults({ serverError5xx: 503, faultsForCalls: 2 });
    await page.getByRole('button', { name: 'Preview import' }).click();
    await expect(page.getByText(/Sleeper is having trouble \(it answered 503 twice for /)).toBeVisible({
      timeout: 30_000,
    });
    await page.getByRole('button', { name: 'Preview import' }).click();
    const preview = page.getByRole('table', { name: 'What the import will do' });
    await expect(preview.getByRole('row', { name: /2025/ })).toBeVisible({ timeout: 60_000 });
    await expect(preview.getByRole('row', { name: /2024/ })).toBeVisible();
    for (const column of ['Traded picks', 'Keepers', 'FAAB'])
      await expect(preview.getByRole('columnheader', { name: column })).toBeVisible();
    await expectAccessibleInEveryTheme(page, '/settings', async (current) => {
      await expect(current.getByRole('status', { name: "Provider's league" })).toContainText('on Sleeper');
    });

    await page.goto('/settings');
    await page.getByRole('button', { name: 'Preview import' }).click();
    await expect(page.getByRole('table', { name: 'What the import will do' })).toBeVisible({ timeout: 60_000 });
    await page.getByRole('button', { name: 'Import', exact: true }).click();
    await expect(page.getByText('Done: 2 of 2 seasons written (2025, 2024)')).toBeVisible({ timeout: 120_000 });
  });

  // Our team ids by Sleeper roster id, as the league's API answers them.
  const api = await memberApi(page, ownLeagueOrigin);
  const teams = await api.get<Array<{ id: number; name: string; abbreviation: string; yahooTeamKey: string | null }>>(
    urlOf(endpoints.listTeams),
  );
  const teamOfRoster = (rosterId: number) =>
    teams.find((team) => team.yahooTeamKey === `${LEAGUE.leagueId}.t.${rosterId}`)!;

  await test.step("Home opens on the week under way and shows Sleeper's standings: eleven weeks played, each team's record, PA, streak and GB", async () => {
    // Eleven weeks are over and week 12 is under way: the league's week follows its games.
    await page.goto('/');
    await expect(page.getByRole('combobox', { name: 'Season' })).toHaveText(new RegExp(`${SEASON}`));
    await expect(page.getByRole('combobox', { name: 'Week' })).toHaveText(/^Week 12(?!\d)/);
    await expect(
      page.getByRole('region', { name: 'Recent Matchups', exact: true }).getByRole('listitem').first(),
    ).toContainText('Week 12');
    const standings = page.getByRole('region', { name: 'League Standings', exact: true }).getByRole('listitem');
    await expect(standings).toHaveCount(12);
    const table = fakeStandings(LEAGUE.leagueId);
    for (const expected of table) {
      const { name } = teamOfRoster(expected.rosterId);
      const record =
        expected.ties > 0
          ? `${expected.wins}-${expected.losses}-${expected.ties}`
          : `${expected.wins}-${expected.losses}`;
      const row = standings.filter({ hasText: name });
      await expect(row).toContainText(
        `${record}${expected.pointsFor.toFixed(2)} PTS${expected.pointsAgainst.toFixed(2)} PA${fakeStreak(expected.rosterId)}${fakeGamesBack(table, expected)} GB`,
      );
    }
    await expect(standings.first()).toContainText('— GB');
  });

  await test.step('Draft Picks shows the 2026 pick traded twice with its new holder', async () => {
    await page.goto('/picks?year=2026');
    const round3 = page.getByRole('list', { name: 'Round 3 picks' });
    // Roster 5's pick went to roster 3 and on to roster 8: the tile names its holder and whence it came.
    const traded = round3.getByRole('listitem').filter({ hasText: `(via ${teamOfRoster(5).abbreviation})` });
    await expect(traded).toHaveCount(1);
    await expect(traded).toContainText(teamOfRoster(8).abbreviation);
  });

  await test.step("Teams: each team's FAAB left is Sleeper's budget less what its roster spent", async () => {
    await page.goto(`/teams?season=${SEASON}`);
    for (const [index, used] of LEAGUE.waiverBudgetUsed.entries()) {
      const { name } = teamOfRoster(index + 1);
      await expect(toggle(page, name)).toContainText(`$${Math.max(0, FAKE_WAIVER_BUDGET - used)} FAAB left`);
    }
  });

  await test.step("Teams: a roster opened by keyboard shows Sleeper's slots and live points that add up to the week's score", async () => {
    const team = teamOfRoster(1);
    await page.goto(`/teams?season=${SEASON}&week=11`);
    await toggle(page, team.name).focus();
    await page.keyboard.press('Enter');
    const here = card(page, team.name);
    const rows = here.getByRole('table', { name: `${team.name}: starters, week 11` }).locator('tbody tr');
    await expect(rows).toHaveCount(9);
    await expect(here.getByText('Fetching live scores...')).toHaveCount(0);
    await expect(rows.first()).toContainText('QB');
    await expect(here.getByRole('table', { name: `${team.name}: starters, week 11` })).toContainText('FLEX');
    const points = (await rows.locator('td:last-child').allInnerTexts()).map(Number);
    const total = Math.round(points.reduce((sum, value) => sum + value, 0) * 100) / 100;
    expect(total).toBe(fakeRosterPoints(LEAGUE.leagueId, 1, 11));
  });
});
