// The keeper season on the composed site: the commissioner sets the current season's keeper
// rule in Settings; a second user, made manager of one team, declares two of his players as
// keepers on the Players screen; the commissioner previews and rolls the season over; next
// year's book shows both players kept one more year at the cost the rule gives. Then axe-core
// on what the keeper season adds (Settings' cards, the Players screen's keepers and dialog)
// in every theme at both widths.
import type { Page } from '@playwright/test';
import {
  endpoints,
  urlOf,
  keeperCost,
  type KeeperRuleBody,
  type KeeperSeason,
  type LeagueInfo,
  type LeagueMember,
  type Player,
  type Team,
} from 'shared-contracts';
import { expectAccessibleInEveryTheme, seriousFindings } from '../support/accessibility';
import { expect, test } from '../support/fixtures';
import { memberApi, signInAnotherUser } from '../support/member-api';

/** A team no other spec trades or imports for: the sixth. */
const TEAM_INDEX = 5;

/** The table's row of a player, as cell texts (a manager's table has no selection column). */
async function bookRow(page: Page, name: string): Promise<string[]> {
  await page.getByRole('searchbox', { name: 'Search players' }).fill(name);
  await expect(page.getByText(/^Showing 1 of \d+ players$/)).toBeVisible();
  const row = page.getByRole('table', { name: 'Players' }).getByRole('row').filter({ hasText: name });
  return row.getByRole('cell').allTextContents();
}

test('a manager declares two keepers, the commissioner rolls over, next year shows their costs', async ({
  signedIn: { page },
  browser,
}) => {
  test.setTimeout(240_000);
  const commissioner = await memberApi(page);
  const league = await commissioner.get<LeagueInfo>(urlOf(endpoints.getLeague));
  const season = league.currentSeason;
  const teams = await commissioner.get<Team[]>(urlOf(endpoints.listTeams));
  const team = teams[TEAM_INDEX]!;
  const before = await commissioner.get<KeeperSeason>(urlOf(endpoints.getKeeperSeason, { params: { season } }));
  const alreadyKept = before.teams.find((entry) => entry.teamId === team.id)?.keepers.length ?? 0;

  // The commissioner sets the rule in Settings: room for two more keepers on this team.
  const rule: KeeperRuleBody = {
    increaseAmount: 4,
    increasePercent: 15,
    addBuffer: true,
    maxYearsKept: 5,
    maxKeepersPerTeam: alreadyKept + 2,
    auctionBudget: 250,
    deadline: '2099-08-31T12:00',
    timeZone: 'America/Chicago',
  };
  await page.goto('/settings');
  const form = page.getByRole('form', { name: `Keeper rule for ${season}` });
  await form.getByLabel('Fixed increase ($)').fill(String(rule.increaseAmount));
  await form.getByLabel('Percentage increase (%)').fill(String(rule.increasePercent));
  await form.getByRole('checkbox', { name: "Add the player's buffer" }).check();
  await form.getByLabel('Most years kept').fill(String(rule.maxYearsKept));
  await form.getByLabel('Most keepers per team').fill(String(rule.maxKeepersPerTeam));
  await form.getByLabel('Auction budget ($)').fill(String(rule.auctionBudget));
  await form.getByLabel('Keeper deadline').fill(rule.deadline);
  await form.getByRole('combobox', { name: 'Time zone' }).click();
  await page.getByRole('option', { name: rule.timeZone, exact: true }).click();
  await form.getByRole('button', { name: 'Save keeper rule' }).click();
  await expect(page.getByText(`Keeper rule for ${season} saved`, { exact: true }).first()).toBeVisible();
  const saved = await commissioner.get<{ rule: KeeperRuleBody }>(
    urlOf(endpoints.getKeeperRule, { params: { season } }),
  );
  expect(saved.rule).toMatchObject(rule);

  // Two of the team's players it has not kept yet, both eligible under the rule.
  const book = await commissioner.get<Player[]>(urlOf(endpoints.listPlayers, { query: { year: season } }));
  const chosen = book
    .filter((player) => player.teamId === team.id && !player.isKeeper && keeperCost(player, rule).eligible)
    .slice(0, 2);
  expect(chosen).toHaveLength(2);

  // A second user becomes the team's manager and declares them on the Players screen.
  const manager = await signInAnotherUser(browser);
  const members = await commissioner.get<LeagueMember[]>(urlOf(endpoints.listMembers));
  const member = members.find((candidate) => candidate.email === manager.email)!;
  expect(
    (
      await commissioner.send('PATCH', urlOf(endpoints.updateMember, { params: { id: member.id } }), {
        role: 'manager',
        teamId: team.id,
      })
    ).status(),
  ).toBe(200);
  await manager.page.goto(`/players?year=${season}`);
  const card = manager.page.getByTestId(`keepers-team-${team.id}`);
  await card.getByRole('button', { name: `Choose keepers for ${team.name}` }).click();
  const dialog = manager.page.getByRole('dialog', { name: `Keepers for ${team.name}` });
  for (const player of chosen) {
    const box = dialog.getByRole('checkbox', { name: `Keep ${player.name} (${player.position})` });
    // Checked once the server has it: the box shows the book, read again after the call.
    await box.click();
    await expect(manager.page.getByText(`${player.name} kept`, { exact: true }).first()).toBeVisible();
    await expect(box).toBeChecked();
  }
  await expect(dialog.getByText(`${alreadyKept + 2} of ${rule.maxKeepersPerTeam} chosen.`)).toBeVisible();
  // axe on the open dialog, at both widths.
  for (const width of [500, 1280]) {
    await manager.page.setViewportSize({ width, height: 900 });
    expect(await seriousFindings(manager.page, `keepers dialog · ${width} px`)).toEqual([]);
  }
  // The Close button, not Escape: while a '… kept' toast is still up, Escape dismisses that
  // (Radix closes the topmost layer first) and only a second Escape the dialog.
  await dialog.getByRole('button', { name: 'Close' }).click();
  await expect(dialog).toBeHidden();
  for (const player of chosen) await expect(card.getByText(`${player.name} (${player.position})`)).toBeVisible();

  // The manager may not act for another team: the API refuses him in its words.
  const asManager = await memberApi(manager.page);
  const otherPlayer = book.find((player) => player.teamId !== null && player.teamId !== team.id)!;
  const refused = await asManager.send(
    'PUT',
    urlOf(endpoints.markKeeper, { params: { season, playerId: otherPlayer.id } }),
    { isKeeper: true },
  );
  expect(refused.status()).toBe(403);
  expect((await refused.json()).message).toBe(
    `${otherPlayer.name} is not on your team: a manager declares keepers on his own team only`,
  );

  // The commissioner previews the roll-over, then rolls over.
  await page.goto('/settings');
  await page.getByRole('button', { name: 'Preview roll-over' }).click();
  await expect(
    page.getByText(/^Preview: \d+ would be created, \d+ would be updated, \d+ unchanged in the \d+ book\.$/),
  ).toBeVisible();
  for (const player of chosen)
    await expect(
      page
        .getByRole('table', { name: `Changes to the ${season + 1} book` })
        .getByRole('row', { name: new RegExp(player.name) }),
    ).toBeVisible();
  await page.getByRole('button', { name: `Roll over to ${season + 1}` }).click();
  await expect(
    page.getByText(/^Done: \d+ were created, \d+ were updated, \d+ unchanged in the \d+ book\.$/),
  ).toBeVisible({ timeout: 30_000 });

  // Next year's book: each kept one more year, last year's cost as Prev Year $, the rule's cost as Current $.
  await manager.page.goto(`/players?year=${season + 1}`);
  for (const player of chosen) {
    const cost = keeperCost(player, rule);
    const cells = await bookRow(manager.page, player.name);
    // Name, Pos, NFL Team, Fantasy Team, Auction $, Buffer, Prev Year $, Years Kept, Current $, Keeper, Rookie
    expect([cells[0], cells[3], cells[6], cells[7], cells[8], cells[10]]).toEqual([
      player.name,
      team.name,
      String(cost.thisYearCost),
      String(player.yearsKept + 1),
      String(cost.cost),
      'No',
    ]);
  }
  await manager.page.context().close();
});

test('what the keeper season adds is accessible in every theme at both widths', async ({ signedIn: { page } }) => {
  test.setTimeout(240_000);
  await expectAccessibleInEveryTheme(page, '/settings', async (ready) => {
    await expect(ready.getByRole('form', { name: /^Keeper rule for \d+$/ })).toBeVisible();
    // The preview's table of changes is part of what is checked.
    await ready.getByRole('button', { name: 'Preview roll-over' }).click();
    await expect(ready.getByText(/^Preview: \d+ would be created/)).toBeVisible({ timeout: 30_000 });
  });
  await expectAccessibleInEveryTheme(page, '/players', async (ready) => {
    await expect(ready.getByRole('heading', { level: 2, name: /^Keepers for \d+$/ })).toBeVisible();
    await expect(ready.getByText(/^Showing \d+ of \d+ players$/)).toBeVisible();
  });
});
