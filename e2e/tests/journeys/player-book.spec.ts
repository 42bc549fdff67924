// Journey: a league that is not on Yahoo keeps its player book from a file, through the real
// server, with every person in a browser of their own. The commissioner of a league of its own
// (LEAGUE_COMMISSIONERS, the demo closed) creates two teams and invites a manager to each;
// imports a CSV whose players name their team by name or abbreviation and reads every bad row
// at once; batch edits two players and adds one by hand; exports and imports the export again
// without changing anything. The managers read the same book, with none of the commissioner's
// editing controls, and export what the commissioner exports. Axe-core checks the import
// report, the dialogs and the screen in every theme at both widths, as the specs this one
// replaced did.
import { expect, test, type Page } from '@playwright/test';
import { endpoints, urlOf, type Player } from 'shared-contracts';
import { expectAccessibleInEveryTheme, seriousFindings, CHECKED_WIDTHS } from '../../support/accessibility';
import { addTeam, inviteManager } from '../../support/league-setup';
import { memberApi } from '../../support/member-api';
import { ownLeagueOrigin as origin, signInToOwnLeague, startOwnLeague } from '../../support/own-league';
import { exportCsv, importCsv } from '../../support/players-screen';

const run = Date.now().toString(36);
const commissionerEmail = `bookkeeper-${run}@example.com`;
const hoverboardsEmail = `hoverboards-${run}@example.com`;
const isotopesEmail = `isotopes-${run}@example.com`;
const year = new Date().getFullYear();

startOwnLeague({ name: 'Hill Valley Keepers', commissioner: commissionerEmail, season: year });

const FILE = [
  'name,position,nflTeam,fantasyTeam,auctionPrice,isKeeper',
  'Marty McFly,QB,Buf,Hill Valley Hoverboards,40,yes',
  'Doc Brown,wr,KC,si,12,',
  'Biff Tannen,RB,Det,Twin Pines Mall,5,',
  'George McFly,Coach,Det,HVH,,',
  ',TE,Det,HVH,,',
  'Lorraine Baines,K,Bal,,,',
  'Strickland;=1+1,lb,Chi,hvh,3,',
].join('\r\n');

/** A formula a spreadsheet would run, as a player's name: the export must write it as text. */
const FORMULA_NAME = `=HYPERLINK("http://evil.example","${run}")`;

/** The fields a book row is compared by. */
const fieldsOf = ({ name, position, nflTeam, teamName, auctionPrice, isKeeper }: Player) => ({
  name,
  position,
  nflTeam,
  teamName,
  auctionPrice,
  isKeeper,
});

/** Axe-core at both widths on what is open now (a dialog, a report). */
async function findingsAtBothWidths(page: Page, where: string) {
  const findings = [];
  for (const width of CHECKED_WIDTHS) {
    await page.setViewportSize({ width, height: 900 });
    findings.push(...(await seriousFindings(page, `${where} · ${width} px`)));
  }
  await page.setViewportSize({ width: 1280, height: 900 });
  return findings;
}

test('the commissioner keeps the book from a file, by hand and in a batch; the managers read it and export the same file', async ({
  browser,
}) => {
  test.setTimeout(480_000);
  const page = await signInToOwnLeague(browser, commissionerEmail);
  await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();

  // Settings: two teams, a manager invited to each; both sign in and are let in.
  await page.goto('/settings');
  await addTeam(page, 'Hill Valley Hoverboards', 'HVH');
  await addTeam(page, 'Springfield Isotopes');
  await inviteManager(page, hoverboardsEmail, 'Hill Valley Hoverboards');
  await inviteManager(page, isotopesEmail, 'Springfield Isotopes');
  const hoverboards = await signInToOwnLeague(browser, hoverboardsEmail);
  const isotopes = await signInToOwnLeague(browser, isotopesEmail);
  for (const manager of [hoverboards, isotopes])
    await expect(manager.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();

  // The import: the good rows land, every refused row is listed with its row, column and
  // reason, at once, and stays until dismissed.
  await page.goto(`/players?year=${year}`);
  await expect(page.getByText('No players found. Adjust filters or add a new player.')).toBeVisible();
  await importCsv(page, 'hill-valley.csv', FILE);
  await expect(
    page.getByText('CSV Import Successful: 4 players created, 0 players updated.', { exact: true }),
  ).toBeVisible();
  const report = page.getByRole('table', { name: '3 rows were not imported.' });
  await expect(report.getByRole('row')).toHaveText([
    'RowColumnProblem',
    '4fantasyTeamno team of this league is named or abbreviated "Twin Pines Mall"',
    '5positionposition "Coach" is not one of QB, RB, WR, TE, K, DEF, DL, DE, DT, LB, DB, CB, S',
    '6namethe name is missing',
  ]);
  await expect(page.getByText('Some rows of hill-valley.csv were not imported.')).toBeVisible();
  const findings = await findingsAtBothWidths(page, 'import report');

  // Each good row on the team its name or abbreviation names.
  const api = await memberApi(page, origin);
  const listPlayers = urlOf(endpoints.listPlayers, { query: { year } });
  expect((await api.get<Player[]>(listPlayers)).map(fieldsOf)).toEqual([
    {
      name: 'Doc Brown',
      position: 'WR',
      nflTeam: 'KC',
      teamName: 'Springfield Isotopes',
      auctionPrice: 12,
      isKeeper: false,
    },
    { name: 'Lorraine Baines', position: 'K', nflTeam: 'Bal', teamName: null, auctionPrice: null, isKeeper: false },
    {
      name: 'Marty McFly',
      position: 'QB',
      nflTeam: 'Buf',
      teamName: 'Hill Valley Hoverboards',
      auctionPrice: 40,
      isKeeper: true,
    },
    {
      name: 'Strickland;=1+1',
      position: 'LB',
      nflTeam: 'Chi',
      teamName: 'Hill Valley Hoverboards',
      auctionPrice: 3,
      isKeeper: false,
    },
  ]);
  // The page reloaded (memberApi): the report is gone, the book is shown.
  await expect(page.getByText('Showing 4 of 4 players')).toBeVisible();

  // The position filter offers every position the book holds, in the book's order.
  await page.getByRole('button', { name: /^Filters/ }).click();
  const filters = page.getByRole('dialog', { name: 'Filter players' });
  await expect(filters).toBeVisible();
  findings.push(...(await findingsAtBothWidths(page, 'filter panel')));
  await filters.getByRole('combobox', { name: 'Position' }).click();
  await expect(page.getByRole('option')).toHaveText([/^All positions/, 'QB', 'WR', 'K', 'LB']);
  await page.keyboard.press('Escape');
  await page.keyboard.press('Escape');
  await expect(filters).toBeHidden();

  // A manager reads the same book, with none of the commissioner's controls: no import, no
  // Add Player, no selection or batch edit, and names that open the player's sheet, not his edit
  // dialog (a book of the commissioner's own: no provider id, so no points).
  await hoverboards.goto(`/players?year=${year}`);
  await expect(hoverboards.getByText('Showing 4 of 4 players')).toBeVisible();
  await expect(hoverboards.getByText('Only the commissioner can change the book.', { exact: true })).toBeVisible();
  for (const control of ['Import CSV', 'Add Player', /^Edit Selected/])
    await expect(hoverboards.getByRole('button', { name: control })).toHaveCount(0);
  await expect(hoverboards.getByRole('checkbox', { name: /^Select / })).toHaveCount(0);
  await expect(
    hoverboards.getByRole('table', { name: 'Players' }).getByRole('row').filter({ hasText: 'Marty McFly' }),
  ).toBeVisible();
  findings.push(...(await findingsAtBothWidths(hoverboards, "a manager's book")));
  await hoverboards.getByRole('button', { name: 'Marty McFly', exact: true }).click();
  const sheet = hoverboards.getByRole('dialog', { name: 'Marty McFly', exact: true });
  await expect(sheet.getByText("No points: this player has no id of the league's provider.")).toBeVisible();
  await expect(sheet.getByRole('textbox')).toHaveCount(0);
  findings.push(...(await findingsAtBothWidths(hoverboards, "a manager's sheet of a player")));
  await hoverboards.keyboard.press('Escape');
  await expect(sheet).toBeHidden();

  // Batch edit: one price for both selected players, and one of them made a keeper; only what
  // changed is saved, and the selection clears.
  await page.getByRole('checkbox', { name: 'Select Doc Brown' }).check();
  await page.getByRole('checkbox', { name: 'Select Strickland;=1+1' }).check();
  await page.getByRole('button', { name: 'Edit Selected (2)' }).click();
  const panel = page.getByRole('dialog', { name: 'Edit Selected (2)' });
  await expect(panel).toBeVisible();
  findings.push(...(await findingsAtBothWidths(page, 'batch edit')));
  await panel.getByRole('spinbutton', { name: 'Auction $, all 2 players' }).fill('77');
  await panel.getByRole('checkbox', { name: 'Keeper, Doc Brown' }).check();
  await panel.getByRole('button', { name: 'Save Changes' }).click();
  await expect(page.getByText('Players updated successfully', { exact: true })).toBeVisible();
  await expect(panel).toBeHidden();
  await expect(page.getByRole('button', { name: 'Edit Selected (0)' })).toBeDisabled();
  const rowOf = (name: string) =>
    page.getByRole('row').filter({ has: page.getByRole('button', { name, exact: true }) });
  // Select, Name, Pos, NFL Team, Fantasy Team, Pts, Last Wk, Auction $, Buffer, Prev Year $, Years Kept, Current $, Keeper
  await expect(rowOf('Doc Brown').getByRole('cell').nth(7)).toHaveText('77');
  await expect(rowOf('Doc Brown').getByRole('cell').nth(12)).toHaveText('Yes');
  await expect(rowOf('Strickland;=1+1').getByRole('cell').nth(7)).toHaveText('77');
  await expect(rowOf('Strickland;=1+1').getByRole('cell').nth(12)).toHaveText('No');

  // Add Player: the three required fields, the position upper-cased as typed, and a name
  // already in the book (in any case) refused.
  await page.getByRole('button', { name: 'Add Player' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add Player' });
  await expect(dialog).toBeVisible();
  findings.push(...(await findingsAtBothWidths(page, 'Add Player')));
  await dialog.getByRole('button', { name: 'Add Player' }).click();
  await expect(page.getByText('Name, Position, and NFL Team are required', { exact: true })).toBeVisible();
  await dialog.getByLabel('Name').fill(FORMULA_NAME);
  await dialog.getByLabel('Position').fill('te');
  await expect(dialog.getByLabel('Position')).toHaveValue('TE');
  await dialog.getByRole('combobox', { name: 'NFL Team' }).click();
  await page.getByRole('option', { name: 'Sea', exact: true }).click();
  await dialog.getByRole('button', { name: 'Add Player' }).click();
  await expect(page.getByText('Player added successfully', { exact: true })).toBeVisible();
  await expect(dialog).toBeHidden();
  await page.getByRole('button', { name: 'Add Player' }).click();
  await dialog.getByLabel('Name').fill(FORMULA_NAME.toUpperCase());
  await dialog.getByLabel('Position').fill('TE');
  await dialog.getByRole('combobox', { name: 'NFL Team' }).click();
  await page.getByRole('option', { name: 'Sea', exact: true }).click();
  await dialog.getByRole('button', { name: 'Add Player' }).click();
  await expect(page.getByText(`Player "${FORMULA_NAME.toUpperCase()}" already exists`, { exact: true })).toBeVisible();
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByText('Showing 5 of 5 players')).toBeVisible();

  // Export: every cell a spreadsheet would run, or split on ";" into one it would, is guarded.
  const book = await api.get<Player[]>(listPlayers);
  expect(book.map(fieldsOf)).toContainEqual({
    name: FORMULA_NAME,
    position: 'TE',
    nflTeam: 'Sea',
    teamName: null,
    auctionPrice: null,
    isKeeper: false,
  });
  await expect(page.getByText('Showing 5 of 5 players')).toBeVisible();
  const exported = await exportCsv(page);
  await expect(page.getByText('Exported 5 players to CSV.', { exact: true })).toBeVisible();
  expect(exported.fileName).toMatch(new RegExp(`^players_${year}_\\d{4}-\\d{2}-\\d{2}\\.csv$`));
  // docs/screens/players.md §4.5: every field quoted, a ' before a formula's first character only.
  expect(exported.text).toContain('"Strickland;=1+1"');
  expect(exported.text).toContain(`"'${FORMULA_NAME.replace(/"/g, '""')}"`);
  for (const cell of exported.text.match(/"(?:[^"]|"")*"/g) ?? []) expect(cell).not.toMatch(/^"[=+\-@\t\r]/);

  // The export imported unchanged: every player updated to what it was, nothing refused.
  await importCsv(page, exported.fileName, exported.text);
  await expect(
    page.getByText('CSV Import Successful: 0 players created, 5 players updated.', { exact: true }),
  ).toBeVisible();
  await expect(page.getByRole('table', { name: /not imported/ })).toHaveCount(0);
  expect(await api.get<Player[]>(listPlayers)).toEqual(book);
  expect((await exportCsv(page)).text).toBe(exported.text);

  // Every member may export: the other manager's file is the commissioner's, byte for byte.
  await isotopes.goto(`/players?year=${year}`);
  await expect(isotopes.getByText('Showing 5 of 5 players')).toBeVisible();
  expect((await exportCsv(isotopes)).text).toBe(exported.text);
  expect(findings).toEqual([]);

  // A file with no good row: the message of docs/screens/players.md §3, the list of why, in
  // every theme at both widths; the book stays as it was.
  const refused = page.getByRole('table', { name: '1 row was not imported.' });
  await expectAccessibleInEveryTheme(page, `/players?year=${year}`, async (current) => {
    await expect(current.getByText('Showing 5 of 5 players')).toBeVisible();
    if (!(await refused.isVisible()))
      await importCsv(current, 'coaches.csv', 'name,position,nflTeam\r\nEmmett Brown,Coach,Chi\r\n');
    await expect(
      current.getByRole('alert').filter({ hasText: 'Nothing was imported from coaches.csv.' }),
    ).toContainText(
      'No valid player data found in CSV after processing. Check required fields (name, position, nflTeam) and ensure NFL teams are valid.',
    );
    await expect(refused.getByRole('row').nth(1)).toHaveText(
      '2positionposition "Coach" is not one of QB, RB, WR, TE, K, DEF, DL, DE, DT, LB, DB, CB, S',
    );
  });
  expect(await api.get<Player[]>(listPlayers)).toEqual(book);
  for (const person of [page, hoverboards, isotopes]) await person.context().close();
});
