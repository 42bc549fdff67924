// Journey: a player's drafted round, set on the Players screen, places him on the Draft Picks
// board. In a league of its own through the real server, the commissioner imports one player,
// opens his edit by keyboard and gives a round the draft does not have (6): the form refuses it
// in its words and nothing is saved. Then round 3 and Keeper; the season's keeper rule, set in
// Settings, is "the round he was drafted in", one round earlier a year kept: the board shows
// him on his team's round 2 pick (3 − 1 × (0 + 1)).
import { expect, test, type Page } from '@playwright/test';
import { endpoints, urlOf, type Player } from 'shared-contracts';
import { type KeeperBoard, keeperEndpoints } from 'shared-contracts/keepers';
import { seriousFindings } from '../../support/accessibility';
import { addTeam, createDraftPicks, toast } from '../../support/league-setup';
import { memberApi } from '../../support/member-api';
import { ownLeagueOrigin as origin, signInToOwnLeague, startOwnLeague } from '../../support/own-league';
import { importCsv } from '../../support/players-screen';

const run = Date.now().toString(36);
const commissionerEmail = `drafted-round-${run}@example.com`;
const season = new Date().getFullYear();
const draftYear = season + 1;
const NAME = 'Marty McFly';
const ROUND_MESSAGE = 'Drafted round must be a whole number from 1 to 5, or empty if he was not drafted';

startOwnLeague({ name: 'Drafted in Round Three', commissioner: commissionerEmail, season });

/** The keeper rule in Settings: a keeper's round from the round he was drafted in, one earlier a year kept. */
async function saveDraftedRoundRule(page: Page) {
  await page.goto('/settings');
  const form = page.getByRole('form', { name: `Keeper rule for ${season}` });
  await form.getByLabel('Fixed increase ($)').fill('5');
  await form.getByLabel('Percentage increase (%)').fill('0');
  await form.getByLabel('Most keepers per team').fill('2');
  await form.getByLabel('Keeper deadline').fill(`${season + 73}-08-31T12:00`);
  await expect(form.getByRole('combobox', { name: "Keeper's draft round" })).toContainText(
    'The round he was drafted in',
  );
  await form.getByLabel('Rounds earlier a year kept').fill('1');
  await form.getByRole('button', { name: 'Save keeper rule' }).click();
  await expect(page.getByText(`Keeper rule for ${season} saved`, { exact: true }).first()).toBeVisible();
}

test('a drafted round set on the Players screen puts his keeper pick on the board, and round 6 is refused', async ({
  browser,
}) => {
  test.setTimeout(240_000);
  const page = await signInToOwnLeague(browser, commissionerEmail);
  await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
  await page.goto('/settings');
  await addTeam(page, 'Hill Valley Hoverboards', 'HVH');
  await createDraftPicks(page, draftYear, 1);
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto(`/players?year=${season}`);
  await importCsv(page, 'book.csv', ['name,position,nflTeam,fantasyTeam', `${NAME},QB,Buf,HVH`].join('\r\n'));
  await expect(toast(page, 'CSV Import Successful: 1 players created, 0 players updated.')).toBeVisible();

  const api = await memberApi(page, origin);
  const stored = async () =>
    (await api.get<Player[]>(urlOf(endpoints.listPlayers, { query: { year: season } }))).find(
      (player) => player.name === NAME,
    )!;
  expect((await stored()).draftRound).toBeNull();

  // His edit, opened by keyboard from his name.
  const name = page.getByRole('table', { name: 'Players' }).getByRole('button', { name: NAME, exact: true });
  await name.focus();
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: `Edit ${NAME}` });
  const round = dialog.getByLabel('Drafted round');
  await expect(round).toHaveValue('');
  await expect(round).toHaveAttribute('placeholder', 'Not drafted');

  await test.step('round 6 is refused in the form’s words, the field marked and focused, nothing saved', async () => {
    await round.fill('6');
    await dialog.getByRole('button', { name: 'Save Changes' }).click();
    // By its text, not its region's role: the open modal dialog hides the page behind it from
    // the accessibility tree, the toasts' region too unless a toast was showing as it opened
    // (a screen reader still hears this one: Radix announces it from a live region of its own).
    await expect(page.getByText(ROUND_MESSAGE, { exact: true })).toBeVisible();
    await expect(round).toHaveAttribute('aria-invalid', 'true');
    await expect(round).toBeFocused();
    await expect(dialog).toBeVisible();
    expect((await stored()).draftRound).toBeNull();
    expect(await seriousFindings(page, 'the edit dialog with a refused round')).toEqual([]);
  });

  await test.step('round 3 and Keeper, saved by keyboard', async () => {
    await round.fill('3');
    await dialog.getByRole('checkbox', { name: 'Keeper' }).check();
    const saved = page.waitForResponse(
      (answer) => answer.url().endsWith(urlOf(endpoints.updatePlayers)) && answer.request().method() === 'PATCH',
    );
    await round.focus();
    await page.keyboard.press('Enter');
    expect((await saved).status()).toBe(200);
    await expect(dialog).toBeHidden();
    const player = await stored();
    expect([player.draftRound, player.isKeeper, player.yearsKept]).toEqual([3, true, 0]);
  });

  await saveDraftedRoundRule(page);

  await test.step('the Draft Picks board shows him on round 2', async () => {
    const board = page.waitForResponse(
      (answer) => answer.url().endsWith(urlOf(keeperEndpoints.getKeeperBoard, { params: { season } })) && answer.ok(),
    );
    await page.goto(`/picks?year=${draftYear}`);
    const answered = (await (await board).json()) as KeeperBoard;
    expect(answered.keepers.map((keeper) => [keeper.name, keeper.round])).toEqual([[NAME, 2]]);
    await expect(
      page.getByRole('region', { name: 'Round 2', exact: true }).getByRole('listitem').first(),
    ).toContainText(`Kept: ${NAME}`);
    for (const other of [1, 3, 4, 5])
      await expect(page.getByRole('region', { name: `Round ${other}`, exact: true })).not.toContainText('Kept:');
  });
  await page.context().close();
});
