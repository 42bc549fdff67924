// A league that is not on Yahoo fills its player book from a file: its commissioner (a league
// of its own, LEAGUE_COMMISSIONERS, the demo closed) creates two teams, imports a CSV whose
// players name their team by name or abbreviation, reads every bad row of it at once, and
// exports the book and imports the export again without changing anything. Runs its own copy
// of the site on the second copy's ports (the suite runs one spec at a time).
import { expect, test, type Page } from '@playwright/test';
import type { Player } from 'shared-contracts';
import { expectAccessibleInEveryTheme, seriousFindings } from '../support/accessibility';
import { exportCsv, importCsv } from '../support/players-screen';
import { memberApi } from '../support/member-api';
import { ownLeagueOrigin as origin, signInToOwnLeague, startOwnLeague } from '../support/own-league';
import { endpoints, urlOf } from 'shared-contracts';

const commissionerEmail = `bookkeeper-${Date.now().toString(36)}@example.com`;
const year = new Date().getFullYear();

startOwnLeague({ name: 'Hill Valley Keepers', commissioner: commissionerEmail, season: year });

async function addTeam(page: Page, name: string, abbreviation = '') {
  const form = page.getByRole('form', { name: 'Add a team' });
  await form.getByLabel('Team name').fill(name);
  await form.getByLabel('Abbreviation (optional)').fill(abbreviation);
  await form.getByRole('button', { name: 'Add team' }).click();
  await expect(page.getByRole('rowheader', { name, exact: true })).toBeVisible();
}

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

test('a commissioner imports a book by team names, reads every bad row at once, and an export imported again changes nothing', async ({
  browser,
}) => {
  test.setTimeout(180_000);
  const page = await signInToOwnLeague(browser, commissionerEmail);
  await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();

  await page.goto('/settings');
  await addTeam(page, 'Hill Valley Hoverboards', 'HVH');
  await addTeam(page, 'Springfield Isotopes');

  await page.goto(`/players?year=${year}`);
  await expect(page.getByText('No players found. Adjust filters or add a new player.')).toBeVisible();
  await importCsv(page, 'hill-valley.csv', FILE);
  await expect(
    page.getByText('CSV Import Successful: 4 players created, 0 players updated.', { exact: true }),
  ).toBeVisible();

  // Every refused row, with its row, column and reason, at once; it stays until dismissed.
  const report = page.getByRole('table', { name: '3 rows were not imported.' });
  await expect(report.getByRole('row')).toHaveText([
    'RowColumnProblem',
    '4fantasyTeamno team of this league is named or abbreviated "Twin Pines Mall"',
    '5positionposition "Coach" is not one of QB, RB, WR, TE, K, DEF, DL, DE, DT, LB, DB, CB, S',
    '6namethe name is missing',
  ]);
  await expect(page.getByText('Some rows of hill-valley.csv were not imported.')).toBeVisible();
  for (const width of [1280, 500]) {
    await page.setViewportSize({ width, height: 900 });
    await expect(report).toBeVisible();
    expect(await seriousFindings(page, `import report · ${width} px`)).toEqual([]);
  }
  await page.setViewportSize({ width: 1280, height: 900 });

  // The good rows landed, each on the team its name or abbreviation names.
  const api = await memberApi(page, origin);
  const book = await api.get<Player[]>(urlOf(endpoints.listPlayers, { query: { year } }));
  expect(
    book.map(({ name, position, nflTeam, teamName, auctionPrice, isKeeper }) => ({
      name,
      position,
      nflTeam,
      teamName,
      auctionPrice,
      isKeeper,
    })),
  ).toEqual([
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

  // The position filter offers every position the book holds.
  await page.getByRole('button', { name: /^Filters/ }).click();
  const filters = page.getByRole('dialog', { name: 'Filter players' });
  await filters.getByRole('combobox', { name: 'Position' }).click();
  await expect(page.getByRole('option')).toHaveText([/^All positions/, 'QB', 'WR', 'K', 'LB']);
  await page.keyboard.press('Escape');
  await page.keyboard.press('Escape');
  await expect(filters).toBeHidden();

  // Export: the name with a formula behind a semicolon is guarded where a spreadsheet splitting
  // on ";" would start a cell.
  const exported = await exportCsv(page);
  await expect(page.getByText('Exported 4 players to CSV.', { exact: true })).toBeVisible();
  expect(exported.text).toContain("Strickland;'=1+1");
  for (const separator of [',', ';']) {
    for (const cell of exported.text.split(new RegExp(`[${separator}\\r\\n]`))) expect(cell).not.toMatch(/^"?[=+\-@]/);
  }

  // Import the export unchanged: every player updated to what it was, nothing refused.
  await importCsv(page, exported.fileName, exported.text);
  await expect(
    page.getByText('CSV Import Successful: 0 players created, 4 players updated.', { exact: true }),
  ).toBeVisible();
  await expect(page.getByRole('table', { name: /not imported/ })).toHaveCount(0);
  expect(await api.get<Player[]>(urlOf(endpoints.listPlayers, { query: { year } }))).toEqual(book);
  expect((await exportCsv(page)).text).toBe(exported.text);

  // A file with no good row: the message of docs/screens/players.md §3, the list of why, in every theme at both widths.
  const refused = page.getByRole('table', { name: '1 row was not imported.' });
  await expectAccessibleInEveryTheme(page, `/players?year=${year}`, async (current) => {
    await expect(current.getByText('Showing 4 of 4 players')).toBeVisible();
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
  expect(await api.get<Player[]>(urlOf(endpoints.listPlayers, { query: { year } }))).toEqual(book);
  await page.context().close();
});
