// Accepting a trade asks first. A league of its own (LEAGUE_COMMISSIONERS, the demo closed),
// filled through the UI: its commissioner adds two teams, creates their draft picks and
// proposes a pick for a pick. Accept opens a dialog naming each pick and the teams it moves
// between; Cancel moves nothing, Confirm moves both, as the API then reads back. Runs its own
// copy of the site on the second copy's ports (the suite runs one spec at a time).
import { expect, test } from '@playwright/test';
import type { DraftPick, Team, Trade } from 'shared-contracts';
import { expectAccessibleInEveryTheme } from '../support/accessibility';
import { memberApi } from '../support/member-api';
import { ownLeagueOrigin as origin, signInToOwnLeague, startOwnLeague } from '../support/own-league';
import { endpoints, urlOf } from 'shared-contracts';

const commissionerEmail = `trader-${Date.now().toString(36)}@example.com`;
const season = 2026;

startOwnLeague({ name: 'Trading Post', commissioner: commissionerEmail, season: season });

test('accepting a trade asks first, naming what moves; Cancel moves nothing and Confirm moves it all', async ({
  browser,
}) => {
  test.setTimeout(240_000);
  const page = await signInToOwnLeague(browser, commissionerEmail);
  await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();

  // Two teams and their picks, from Settings.
  await page.goto('/settings');
  const addTeam = page.getByRole('form', { name: 'Add a team' });
  for (const [name, abbreviation] of [
    ['Harbor Hawks', 'HAW'],
    ['Summit Goats', 'GOAT'],
  ]) {
    await addTeam.getByLabel('Team name').fill(name!);
    await addTeam.getByLabel('Abbreviation (optional)').fill(abbreviation!);
    await addTeam.getByRole('button', { name: 'Add team' }).click();
    await expect(page.getByRole('rowheader', { name: name! })).toBeVisible();
  }
  const createPicks = page.getByRole('form', { name: 'Create draft picks' });
  await createPicks.getByLabel('From year').fill('2027');
  await createPicks.getByLabel('To year').fill('2027');
  await createPicks.getByRole('button', { name: 'Create draft picks' }).click();
  await expect(page.getByText('Draft picks created').first()).toBeVisible();

  // Hawks' first-rounder for the Goats' second-rounder, proposed in the Trade Center.
  await page.goto('/trades');
  const choose = async (combobox: string, option: string) => {
    await page.getByRole('combobox', { name: combobox, exact: true }).click();
    await page.getByRole('option', { name: option, exact: true }).click();
  };
  await choose('Team A', 'Harbor Hawks');
  await choose('Team B', 'Summit Goats');
  await choose('Harbor Hawks draft pick', '2027 Round 1');
  await page.getByRole('button', { name: 'Add pick for Harbor Hawks' }).click();
  await choose('Summit Goats draft pick', '2027 Round 2');
  await page.getByRole('button', { name: 'Add pick for Summit Goats' }).click();
  const proposed = page.waitForResponse(
    (response) =>
      response.request().method() === 'POST' && new URL(response.url()).pathname === urlOf(endpoints.proposeTrade),
  );
  await page.getByRole('button', { name: 'Submit Trade' }).click();
  const trade = (await (await proposed).json()) as Trade;
  await expect(page.getByText('Trade proposal submitted successfully').first()).toBeVisible();

  const api = await memberApi(page, origin);
  const teams = await api.get<Team[]>(urlOf(endpoints.listTeams));
  const idOf = (name: string) => teams.find((team) => team.name === name)!.id;
  const [hawks, goats] = [idOf('Harbor Hawks'), idOf('Summit Goats')];
  const holders = async () => {
    const picks = await api.get<DraftPick[]>(urlOf(endpoints.listPicks, { query: { year: 2027 } }));
    const pick = (round: number, original: number) =>
      picks.find((candidate) => candidate.round === round && candidate.originalTeamId === original)!;
    return { hawksFirst: pick(1, hawks).currentTeamId, goatsSecond: pick(2, goats).currentTeamId };
  };
  expect(await holders()).toEqual({ hawksFirst: hawks, goatsSecond: goats });

  await page.goto(`/trades?season=${season}`);
  const entry = page.getByRole('listitem', { name: `Trade ${trade.id}: Harbor Hawks → Summit Goats` });
  await expect(entry.getByText('Pending')).toBeVisible();

  // Accept asks first, naming each pick and where it goes; Cancel (by keyboard) moves nothing.
  const accept = entry.getByRole('button', { name: `Accept trade ${trade.id}` });
  await accept.focus();
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: 'Accept this trade?' });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole('list', { name: 'What moves' }).getByRole('listitem')).toHaveText([
    '2027 Round 1: Harbor Hawks → Summit Goats',
    '2027 Round 2: Summit Goats → Harbor Hawks',
  ]);
  await dialog.getByRole('button', { name: 'Cancel' }).focus();
  await page.keyboard.press('Enter');
  await expect(dialog).toBeHidden();
  await expect(accept).toBeFocused();
  await expect(entry.getByText('Pending')).toBeVisible();
  expect(
    (await api.get<Trade[]>(urlOf(endpoints.listTrades, { query: { season } }))).find(
      (candidate) => candidate.id === trade.id,
    )?.status,
  ).toBe('pending');
  expect(await holders()).toEqual({ hawksFirst: hawks, goatsSecond: goats });

  // The open dialog passes axe in every theme and at both widths.
  await expectAccessibleInEveryTheme(page, `/trades?season=${season}`, async (loaded) => {
    if (!(await loaded.getByRole('dialog').isVisible()))
      await loaded.getByRole('button', { name: `Accept trade ${trade.id}` }).click();
    await expect(loaded.getByRole('dialog', { name: 'Accept this trade?' })).toBeVisible();
  });
  await page.goto(`/trades?season=${season}`);
  await page.setViewportSize({ width: 1280, height: 900 });

  // Confirm moves both picks.
  await accept.click();
  await dialog.getByRole('button', { name: 'Accept trade' }).click();
  await expect(page.getByText('Trade accepted successfully').first()).toBeVisible();
  await expect(dialog).toBeHidden();
  await expect(entry.getByText('Accepted')).toBeVisible();
  await expect(entry.getByRole('button')).toHaveCount(0);
  expect(
    (await api.get<Trade[]>(urlOf(endpoints.listTrades, { query: { season } }))).find(
      (candidate) => candidate.id === trade.id,
    )?.status,
  ).toBe('accepted');
  expect(await holders()).toEqual({ hawksFirst: goats, goatsSecond: hawks });
  // The history still tells each pick as its team gave it: its own, so without '(via …)'.
  await expect(entry.getByText('2027 Round 1: Harbor Hawks → Summit Goats')).toBeVisible();

  await page.context().close();
});
