// The Players screen on the composed site, as the demo league's commissioner: a 3,000-row
// import, search, a batch edit of two players, export compared with what was imported, the
// round trip, Add Player's rules, and axe-core in every theme at both widths.
import { expect, test } from '../support/fixtures';
import { expectAccessibleInEveryTheme, seriousFindings } from '../support/accessibility';
import { exportCsv, importCsv } from '../support/players-screen';
import { bookPlayerName, PLAYER_CSV_HEADER, playerBookCsv } from '../support/players-csv';

/** Next calendar year: one of the screen's years, and empty in the demo league. */
const emptyYear = new Date().getFullYear() + 1;
const BOOK = 3000;
const PREFIX = 'E2E Player';

const rowsOf = (csv: string) =>
  csv
    .trim()
    .split(/\r\n/)
    .slice(1)
    .map((line) => line.split(','));

test('a commissioner imports 3,000 players, searches, batch edits two, and exports what was imported', async ({
  signedIn: { page },
}) => {
  test.setTimeout(180_000);
  await page.goto(`/players?year=${emptyYear}`);
  await expect(page.getByText('No players found. Adjust filters or add a new player.')).toBeVisible();

  const imported = playerBookCsv(BOOK, { prefix: PREFIX, teamKeys: ['461.l.6288.t.1', '461.l.6288.t.2'] });
  await importCsv(page, 'book.csv', imported);
  await expect(
    page.getByText(`CSV Import Successful: ${BOOK} players created, 0 players updated.`, { exact: true }),
  ).toBeVisible({ timeout: 60_000 });
  await expect(page.getByText(`Showing ${BOOK} of ${BOOK} players`)).toBeVisible();

  // Virtualised: only what is in view is in the page, and it scrolls to the end.
  expect(await page.locator('table[aria-label="Players"] tbody tr[aria-rowindex]').count()).toBeLessThan(80);
  await page
    .getByTestId('players-table-scroller')
    .evaluate((scroller) => scroller.scrollTo({ top: scroller.scrollHeight }));
  await expect(page.getByRole('button', { name: bookPlayerName(PREFIX, BOOK - 1) })).toBeVisible();

  const search = page.getByRole('searchbox', { name: 'Search players' });
  // Toasts are matched exactly: Radix also announces each one as "Notification …".
  await search.fill(bookPlayerName(PREFIX, 41).toLowerCase());
  await expect(page.getByText(`Showing 1 of ${BOOK} players`)).toBeVisible();
  await expect(page).toHaveURL(/search=e2e\+player\+0042/);

  // Batch edit the first two of "…000x".
  await search.fill(`${PREFIX} 000`);
  await expect(page.getByText(`Showing 9 of ${BOOK} players`)).toBeVisible();
  const [first, second] = [bookPlayerName(PREFIX, 0), bookPlayerName(PREFIX, 1)];
  await page.getByRole('checkbox', { name: `Select ${first}` }).check();
  await page.getByRole('checkbox', { name: `Select ${second}` }).check();
  await page.getByRole('button', { name: 'Edit Selected (2)' }).click();
  const panel = page.getByRole('dialog', { name: 'Edit Selected (2)' });
  await panel.getByRole('spinbutton', { name: 'Auction $, all 2 players' }).fill('77');
  await panel.getByRole('checkbox', { name: `Keeper, ${second}` }).check();
  await panel.getByRole('button', { name: 'Save Changes' }).click();
  await expect(page.getByText('Players updated successfully', { exact: true })).toBeVisible();
  await expect(panel).toBeHidden();
  await expect(page.getByRole('button', { name: 'Edit Selected (0)' })).toBeDisabled();
  const firstRow = page.getByRole('row').filter({ has: page.getByRole('button', { name: first }) });
  await expect(firstRow.getByRole('cell').nth(5)).toHaveText('77');

  // Export everything and compare with the file imported, but for the two edits.
  await search.fill('');
  await expect(page.getByText(`Showing ${BOOK} of ${BOOK} players`)).toBeVisible();
  const exported = await exportCsv(page);
  await expect(page.getByText(`Exported ${BOOK} players to CSV.`, { exact: true })).toBeVisible();
  expect(exported.fileName).toMatch(new RegExp(`^players_${emptyYear}_\\d{4}-\\d{2}-\\d{2}\\.csv$`));
  expect(exported.text.split('\r\n')[0]).toBe(PLAYER_CSV_HEADER);
  const expected = rowsOf(imported);
  const actual = rowsOf(exported.text);
  expect(actual).toHaveLength(BOOK);
  const teamNameOf = new Map<string, string>();
  actual.forEach((row, index) => {
    const want = [...expected[index]!];
    if (index === 0 || index === 1) want[8] = '77';
    if (index === 1) want[6] = 'true';
    expect(Number(row[0])).toBeGreaterThan(0);
    // Every column the file gave comes back as it was; the team's name is the league's.
    expect([row[1], row[2], row[3], row[5], ...row.slice(6)]).toEqual([
      want[1],
      want[2],
      want[3],
      want[5],
      ...want.slice(6),
    ]);
    if (row[5]) teamNameOf.set(row[5], row[4]!);
  });
  expect([...teamNameOf.keys()].sort()).toEqual(['461.l.6288.t.1', '461.l.6288.t.2']);

  // Round trip: importing the export changes nothing.
  await importCsv(page, exported.fileName, exported.text);
  await expect(
    page.getByText(`CSV Import Successful: 0 players created, ${BOOK} players updated.`, { exact: true }),
  ).toBeVisible({ timeout: 60_000 });
  const again = await exportCsv(page);
  expect(again.text).toBe(exported.text);
});

test('Add Player follows the rules of docs/screens/players.md §4.3, and a formula in a name is exported as text', async ({
  signedIn: { page },
}) => {
  const year = new Date().getFullYear();
  await page.goto(`/players?year=${year}`);
  await expect(page.getByText(/^Showing \d+ of \d+ players$/)).toBeVisible();
  await page.getByRole('button', { name: 'Add Player' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add Player' });
  await dialog.getByRole('button', { name: 'Add Player' }).click();
  await expect(page.getByText('Name, Position, and NFL Team are required', { exact: true })).toBeVisible();

  const name = `=HYPERLINK("http://evil.example","${Date.now()}")`;
  await dialog.getByLabel('Name').fill(name);
  await dialog.getByLabel('Position').fill('te');
  await expect(dialog.getByLabel('Position')).toHaveValue('TE');
  await dialog.getByRole('combobox', { name: 'NFL Team' }).click();
  await page.getByRole('option', { name: 'Sea', exact: true }).click();
  await dialog.getByRole('button', { name: 'Add Player' }).click();
  await expect(page.getByText('Player added successfully', { exact: true })).toBeVisible();
  await expect(dialog).toBeHidden();

  await page.getByRole('button', { name: 'Add Player' }).click();
  await dialog.getByLabel('Name').fill(name.toUpperCase());
  await dialog.getByLabel('Position').fill('TE');
  await dialog.getByRole('combobox', { name: 'NFL Team' }).click();
  await page.getByRole('option', { name: 'Sea', exact: true }).click();
  await dialog.getByRole('button', { name: 'Add Player' }).click();
  await expect(page.getByText(`Player "${name.toUpperCase()}" already exists`, { exact: true })).toBeVisible();
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(dialog).toBeHidden();

  await page.getByRole('searchbox', { name: 'Search players' }).fill('hyperlink');
  await expect(page.getByText(/^Showing [1-9]\d* of \d+ players$/)).toBeVisible();
  const { text } = await exportCsv(page);
  expect(text).toContain(`"'${name.replace(/"/g, '""')}"`);
  expect(text.split('\r\n').slice(1).join('\n')).not.toMatch(/(^|,)"?[=+\-@]/m);
});

test('axe-core finds no serious or critical violation on the Players screen in any theme, at 500 and 1280 px', async ({
  signedIn: { page },
}) => {
  test.setTimeout(180_000);
  await expectAccessibleInEveryTheme(page, '/players', async (screen) => {
    await expect(screen.getByText(/^Showing \d+ of \d+ players$/)).toBeVisible();
  });
});

test("the Players screen's filter panel, Add Player dialog and batch edit panel pass axe-core too", async ({
  signedIn: { page },
}) => {
  const findings = [];
  for (const width of [1280, 500]) {
    await page.setViewportSize({ width, height: 900 });
    await page.goto('/players');
    await expect(page.getByText(/^Showing \d+ of \d+ players$/)).toBeVisible();

    await page.getByRole('button', { name: /^Filters/ }).click();
    await expect(page.getByRole('dialog', { name: 'Filter players' })).toBeVisible();
    findings.push(...(await seriousFindings(page, `filter panel · ${width} px`)));
    await page.keyboard.press('Escape');

    await page.getByRole('button', { name: 'Add Player' }).click();
    await expect(page.getByRole('dialog', { name: 'Add Player' })).toBeVisible();
    findings.push(...(await seriousFindings(page, `Add Player · ${width} px`)));
    await page.keyboard.press('Escape');

    await page
      .getByRole('checkbox', { name: /^Select (?!all)/ })
      .nth(0)
      .check();
    await page
      .getByRole('checkbox', { name: /^Select (?!all)/ })
      .nth(1)
      .check();
    await page.getByRole('button', { name: 'Edit Selected (2)' }).click();
    await expect(page.getByRole('dialog', { name: 'Edit Selected (2)' })).toBeVisible();
    findings.push(...(await seriousFindings(page, `batch edit · ${width} px`)));
    await page.keyboard.press('Escape');
  }
  expect(findings).toEqual([]);
});
