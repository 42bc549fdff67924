// A real league's first day: a league of its own (LEAGUE_COMMISSIONERS, the demo closed)
// starts empty; its commissioner connects the fake Yahoo, previews and imports three seasons
// through the renewal chain, and Home's standings and Teams' cards show them. Runs its own
// copy of the site on the second copy's ports (the suite runs one spec at a time).
import { expect, test } from '@playwright/test';
import { expectAccessibleInEveryTheme } from '../support/accessibility';
import { connectYahoo } from '../support/connect-yahoo';
import { signInToOwnLeague, startOwnLeague } from '../support/own-league';

const commissionerEmail = `founder-${Date.now().toString(36)}@example.com`;

startOwnLeague({ name: 'Keepers United', commissioner: commissionerEmail, season: 2026, resetFakeYahoo: true });

test('the commissioner of an empty league connects Yahoo, imports three seasons, and Home and Teams show them', async ({
  browser,
}) => {
  test.setTimeout(240_000);
  const page = await signInToOwnLeague(browser, commissionerEmail);
  await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();

  await page.goto('/settings');
  await expect(page.getByText('No teams yet')).toBeVisible();
  // OAuth: the authorization window shows a code, pasted back into Settings.
  await connectYahoo(page);

  // Preview: three seasons, everything new; nothing written yet.
  await expect(page.getByRole('combobox', { name: 'Seasons to import' })).toHaveText(/^This season and 2 before/);
  await page.getByRole('button', { name: 'Preview import' }).click();
  const preview = page.getByRole('table', { name: 'What the import will do' });
  await expect(preview.getByRole('row', { name: /2025/ })).toContainText('12 new, 0 updated, 0 unchanged');
  await expect(preview.getByRole('row', { name: /2023/ })).toContainText('0 matched (0 changed), 102 new');
  await expect(page.getByText('No teams yet')).toBeVisible();

  await page.getByRole('button', { name: 'Import', exact: true }).click();
  await expect(page.getByText('Done: 3 of 3 seasons written (2025, 2024, 2023)')).toBeVisible({ timeout: 60_000 });
  await expect(page.getByRole('table', { name: 'What the last import did' })).toBeVisible();
  // The teams are the league's now: the editor and the members card offer them.
  await expect(page.getByRole('rowheader', { name: 'Gotham City Knights' })).toBeVisible();
  await page.getByRole('combobox', { name: 'Team', exact: true }).click();
  await expect(page.getByRole('option', { name: 'Gotham City Knights' })).toBeVisible();
  await page.keyboard.press('Escape');

  await expectAccessibleInEveryTheme(page, '/settings', async (current) => {
    await expect(current.getByRole('rowheader', { name: 'Gotham City Knights' })).toBeVisible();
  });

  // Home: each imported season's standings, twelve teams, from the imported games.
  for (const season of [2025, 2024, 2023]) {
    await page.goto(`/?season=${season}&week=10`);
    await expect(page.getByRole('combobox', { name: 'Season' })).toHaveText(new RegExp(`^${season}`));
    const standings = page.getByRole('region', { name: 'League Standings', exact: true }).getByRole('listitem');
    await expect(standings).toHaveCount(12);
    await expect(standings.first()).toContainText(/\d+-\d+/);
  }
  // Teams: a card per team with its record in that season.
  for (const season of [2025, 2023]) {
    await page.goto(`/teams?season=${season}`);
    await expect(page.getByRole('combobox', { name: 'Season' })).toHaveText(new RegExp(`^${season}`));
    await expect(page.getByRole('region', { name: 'Gotham City Knights', exact: true })).toContainText(/\d+-\d+/);
    await expect(page.getByRole('region', { name: 'Bayou Bandits', exact: true })).toBeVisible();
  }
  await page.context().close();
});
