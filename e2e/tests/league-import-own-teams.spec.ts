// A league set up by hand whose teams are named unlike Yahoo's: its commissioner adds four
// teams, connects the fake Yahoo (Settings first tells them, not "the commissioner", to start
// the OAuth set-up) and previews. The import once added Yahoo's twelve teams beside the four
// without a word; the preview now names the four, Import waits, and "Go to Link Teams" moves
// focus there. Once each is linked to a Yahoo team the preview has no warning, and the import
// leaves the league with twelve teams. Runs its own closed-league copy of the site.
import { expect, test, type Page } from '@playwright/test';
import { expectAccessibleInEveryTheme } from '../support/accessibility';
import { connectYahoo } from '../support/connect-yahoo';
import { signInToOwnLeague, startOwnLeague } from '../support/own-league';

const commissionerEmail = `own-teams-${Date.now().toString(36)}@example.com`;
const OWN = ['Wild Walrus', 'Xylo Xerus', 'Yonder Yaks', 'Zeta Zebras'];
/** The Yahoo team each own team is linked to. */
const LINKED_TO = ['Bayou Bandits', 'Capital Filibusters', 'Coastal Currents', 'Desert Scorpions'];

startOwnLeague({ name: 'Set Up By Hand', commissioner: commissionerEmail, season: 2025, resetFakeYahoo: true });

const ownTeamsWarning = (page: Page) => page.getByRole('group', { name: /linked to no Yahoo team/ });

test("importing over a league's own teams asks to link them first, and after linking matches them", async ({
  browser,
}) => {
  test.setTimeout(300_000);
  const page = await signInToOwnLeague(browser, commissionerEmail);
  await page.goto('/settings');
  await expect(page.getByRole('status', { name: 'Connection test' })).toHaveText(
    'Yahoo is not connected yet: press Start Yahoo OAuth Setup to connect it.',
  );

  const addTeam = page.getByRole('form', { name: 'Add a team' });
  for (const name of OWN) {
    await addTeam.getByLabel('Team name').fill(name);
    await addTeam.getByRole('button', { name: 'Add team' }).click();
    await expect(page.getByRole('rowheader', { name, exact: true })).toBeVisible();
    await expect(addTeam.getByLabel('Team name')).toHaveValue('');
  }
  await connectYahoo(page);

  await page.getByRole('button', { name: 'Preview import' }).click();
  await expect(
    page.getByRole('table', { name: 'What the import will do' }).getByRole('row', { name: /2025/ }),
  ).toContainText('12 new, 0 updated, 0 unchanged');
  const warning = ownTeamsWarning(page);
  await expect(warning).toContainText(
    "4 of the league's own teams are linked to no Yahoo team: Wild Walrus, Xylo Xerus, Yonder Yaks, Zeta Zebras. Importing now would add Yahoo's 12 teams beside them.",
  );
  await expect(page.getByRole('button', { name: 'Import', exact: true })).toBeDisabled();
  await expect(
    warning.getByRole('checkbox', { name: "Add Yahoo's 12 teams as new teams beside the league's own" }),
  ).not.toBeChecked();

  await expectAccessibleInEveryTheme(page, '/settings', async (current) => {
    if (!(await ownTeamsWarning(current).isVisible()))
      await current.getByRole('button', { name: 'Preview import' }).click();
    await expect(ownTeamsWarning(current)).toBeVisible({ timeout: 60_000 });
  });

  // By keyboard: the button sends focus to the Link Teams card.
  await ownTeamsWarning(page).getByRole('button', { name: 'Go to Link Teams' }).focus();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { name: 'Link Teams' })).toBeFocused();
  for (const [index, own] of OWN.entries()) {
    const select = page.getByRole('combobox', { name: `Local team for ${LINKED_TO[index]}` });
    await select.click();
    await page.getByRole('option', { name: new RegExp(`^${own} \\(`) }).click();
    await expect(select).toHaveText(new RegExp(`^${own}`));
  }

  await page.getByRole('button', { name: 'Preview import' }).click();
  await expect(
    page.getByRole('table', { name: 'What the import will do' }).getByRole('row', { name: /2025/ }),
  ).toContainText('8 new, 4 updated, 0 unchanged');
  await expect(ownTeamsWarning(page)).toHaveCount(0);
  await page.getByRole('button', { name: 'Import', exact: true }).click();
  await expect(page.getByText('Done: 3 of 3 seasons written (2025, 2024, 2023)')).toBeVisible({ timeout: 90_000 });
  // The four own teams became Yahoo's (its names win); no team stands beside them.
  await expect(page.getByRole('rowheader', { name: 'Bayou Bandits', exact: true })).toBeVisible();
  await expect(page.getByRole('rowheader', { name: 'Wild Walrus', exact: true })).toHaveCount(0);

  await page.goto('/?season=2025&week=10');
  await expect(page.getByRole('region', { name: 'League Standings', exact: true }).getByRole('listitem')).toHaveCount(
    12,
  );
  await page.context().close();
});
