// A Sleeper league imported, then traded in: the app is the league's record. Its commissioner
// imports this season from the fake Sleeper, and a trade is accepted in the app (a bench
// player and $10 of FAAB). Sleeper then changes: the traded player goes to a third team,
// another player changes team, and the first team spends FAAB. The preview names the two
// moves that would undo the trade, each with a choice that keeps the league's by default; by
// keyboard the commissioner takes Sleeper's for the player and keeps the FAAB. After the
// import the Players screen shows both players on Sleeper's teams and Settings the traded FAAB
// kept. The choices are checked at phone width, by axe in every theme. Runs its own
// closed-league copy of the site.
import { expect, test, type Page } from '@playwright/test';
import { KEEPER_LEAGUE_2025, fakePlayerName, fakeRoster } from 'fake-sleeper';
import { endpoints, urlOf } from 'shared-contracts';
import { expectAccessibleInEveryTheme } from '../support/accessibility';
import { expectNoSidewaysScroll } from '../support/layout';
import { memberApi } from '../support/member-api';
import { ownLeagueOrigin, signInToOwnLeague, startOwnLeague } from '../support/own-league';
import { fakeSleeperUrl } from '../support/settings';

const SEASON = 2025;
const LEAGUE = KEEPER_LEAGUE_2025;
const commissionerEmail = `reimport-${Date.now().toString(36)}@example.com`;
/** Bench players (no keepers, no points counted): one traded in the app, one Sleeper moves. */
const TRADED = fakeRoster(LEAGUE.leagueId, 1).bench[2]!;
const MOVED = fakeRoster(LEAGUE.leagueId, 4).bench[3]!;

startOwnLeague({ name: 'Reimport Keeps Trades', commissioner: commissionerEmail, season: SEASON });
test.beforeAll(() => fetch(`${fakeSleeperUrl}/__reset`, { method: 'POST' }));
test.afterAll(() => fetch(`${fakeSleeperUrl}/__reset`, { method: 'POST' }));

async function changeSleeper(changes: { moves?: Record<string, number>; waiverBudgetUsed?: Record<number, number> }) {
  const response = await fetch(`${fakeSleeperUrl}/__changes`, {
    method: 'POST',
    body: JSON.stringify({ leagueId: LEAGUE.leagueId, ...changes }),
  });
  expect(response.ok).toBe(true);
}

/** Follows the fake Sleeper's league in Settings (again: a follow reads the league afresh). */
async function followLeague(page: Page) {
  await page.getByRole('textbox', { name: 'Sleeper league id' }).fill(LEAGUE.leagueId);
  await page.getByRole('button', { name: 'Follow league' }).click();
  await expect(page.getByRole('status', { name: "Provider's league" })).toHaveText(
    `Following ${LEAGUE.name} (${SEASON}) on Sleeper`,
  );
}

async function previewThisSeason(page: Page) {
  await page.getByRole('combobox', { name: 'Seasons to import' }).click();
  await page.getByRole('option', { name: 'This season only' }).click();
  await page.getByRole('button', { name: 'Preview import' }).click();
  await expect(page.getByRole('table', { name: 'What the import will do' })).toBeVisible({ timeout: 90_000 });
}

const undoGroups = (page: Page) => page.getByRole('group', { name: /undoing the trade of/ });

test("a re-import names the moves that would undo a trade made in the app, and the commissioner's choice stands", async ({
  browser,
}) => {
  test.setTimeout(420_000);
  const page = await signInToOwnLeague(browser, commissionerEmail);
  await page.goto('/settings');
  await page.getByRole('combobox', { name: 'Provider' }).click();
  await page.getByRole('option', { name: 'Sleeper', exact: true }).click();
  await followLeague(page);

  await test.step('the first import brings the rosters and FAAB', async () => {
    await previewThisSeason(page);
    await expect(undoGroups(page)).toHaveCount(0);
    await page.getByRole('button', { name: 'Import', exact: true }).click();
    await expect(page.getByText('Done: 1 of 1 seasons written (2025)')).toBeVisible({ timeout: 120_000 });
  });

  const api = await memberApi(page, ownLeagueOrigin);
  const teams = await api.get<Array<{ id: number; name: string; yahooTeamKey: string | null }>>(
    urlOf(endpoints.listTeams),
  );
  const teamOf = (rosterId: number) => teams.find((team) => team.yahooTeamKey === `${LEAGUE.leagueId}.t.${rosterId}`)!;
  const book = await api.get<Array<{ id: number; name: string; teamId: number | null }>>(
    urlOf(endpoints.listPlayers, { query: { year: SEASON } }),
  );
  const traded = book.find((player) => player.name === fakePlayerName(TRADED))!;
  expect(traded.teamId).toBe(teamOf(1).id);

  await test.step('a trade is accepted in the app: the player and $10 of FAAB go from team 1 to team 2', async () => {
    const proposal = await api.send('POST', urlOf(endpoints.proposeTrade), {
      proposedByTeamId: teamOf(1).id,
      proposedToTeamId: teamOf(2).id,
      items: [
        { fromTeamId: teamOf(1).id, toTeamId: teamOf(2).id, itemType: 'player', itemId: traded.id },
        { fromTeamId: teamOf(1).id, toTeamId: teamOf(2).id, itemType: 'faab', quantity: 10 },
      ],
    });
    expect(proposal.status()).toBe(201);
    const { id } = (await proposal.json()) as { id: number };
    const accepted = await api.send('PUT', urlOf(endpoints.respondToTrade, { params: { id } }), { action: 'accept' });
    expect(accepted.status()).toBe(200);
  });

  // Sleeper since: the traded player is on team 3, another player went from team 4 to 5, and
  // team 1 spent $5 more of its FAAB.
  await changeSleeper({
    moves: { [TRADED]: 3, [MOVED]: 5 },
    waiverBudgetUsed: { 1: (LEAGUE.waiverBudgetUsed[0] ?? 0) + 5 },
  });
  const budget = 100;
  const appFaab1 = budget - (LEAGUE.waiverBudgetUsed[0] ?? 0) - 10;
  const sleeperFaab1 = budget - (LEAGUE.waiverBudgetUsed[0] ?? 0) - 5;

  await test.step('the preview names both moves that would undo the trade; the league keeps its own unless chosen', async () => {
    await page.goto('/settings');
    await followLeague(page);
    await previewThisSeason(page);
    const date = new Date().toLocaleDateString('en-US', { dateStyle: 'medium' });
    const between = `undoing the trade of ${date} between ${teamOf(1).name} and ${teamOf(2).name}.`;
    const player = page.getByRole('group', {
      name: `${fakePlayerName(TRADED)} would move to ${teamOf(3).name}, ${between}`,
    });
    const owner = teamOf(1).name;
    const faab = page.getByRole('group', {
      name: `${owner.endsWith('s') ? `${owner}'` : `${owner}'s`} FAAB would go from $${appFaab1} to $${sleeperFaab1}, ${between}`,
    });
    await expect(undoGroups(page)).toHaveCount(2);
    await expect(player.getByRole('radio', { name: "Keep the league's (the trade stands)" })).toBeChecked();
    await expect(faab.getByRole('radio', { name: "Keep the league's (the trade stands)" })).toBeChecked();
    const changes = page.getByRole('table', { name: "Changes to players' teams" });
    await expect(changes.getByRole('row', { name: new RegExp(fakePlayerName(TRADED)) })).toContainText(
      'Keeps his team (traded here)',
    );
    await expect(changes.getByRole('row', { name: new RegExp(fakePlayerName(MOVED)) })).toContainText('Moves');

    await page.setViewportSize({ width: 375, height: 800 });
    await player.scrollIntoViewIfNeeded();
    await expectNoSidewaysScroll(page, 'the import preview with its trade choices');
    await expectAccessibleInEveryTheme(page, '/settings', async (current) => {
      // The preview of the chosen seasons (this one and 2 before, the card's first choice) names the same moves.
      if (!(await undoGroups(current).first().isVisible())) {
        await current.getByRole('button', { name: 'Preview import' }).click();
        await expect(current.getByRole('table', { name: 'What the import will do' })).toBeVisible({ timeout: 90_000 });
      }
      await expect(undoGroups(current)).toHaveCount(2);
    });
    await previewThisSeason(page);

    // By keyboard: the arrow moves the player's choice to Sleeper's.
    await player.getByRole('radio', { name: "Keep the league's (the trade stands)" }).focus();
    await page.keyboard.press('ArrowDown');
    await expect(player.getByRole('radio', { name: "Take Sleeper's" })).toBeChecked();
    await expect(player.getByRole('radio', { name: "Take Sleeper's" })).toBeFocused();
    await expect(changes.getByRole('row', { name: new RegExp(fakePlayerName(TRADED)) })).toContainText('Moves');
    await expect(faab.getByRole('radio', { name: "Keep the league's (the trade stands)" })).toBeChecked();

    await page.getByRole('button', { name: 'Import', exact: true }).click();
    await expect(page.getByText('Done: 1 of 1 seasons written (2025)')).toBeVisible({ timeout: 120_000 });
  });

  await test.step("the rosters show Sleeper's teams for both players; the traded FAAB stands", async () => {
    await page.goto(`/players?year=${SEASON}`);
    const search = page.getByRole('searchbox', { name: 'Search players' });
    for (const [id, rosterId] of [
      [TRADED, 3],
      [MOVED, 5],
    ] as const) {
      await search.fill(fakePlayerName(id));
      const row = page.getByRole('row').filter({ has: page.getByRole('button', { name: fakePlayerName(id) }) });
      await expect(row).toContainText(teamOf(rosterId).name);
    }
    await page.goto('/settings');
    const budgets = page.getByRole('form', { name: `FAAB budgets for ${SEASON}` });
    await expect(budgets.getByLabel(`FAAB for ${teamOf(1).name}`)).toHaveValue(String(appFaab1));
  });

  await page.context().close();
});
