// The Players screen at scale, as the demo league's commissioner: a 3,000-row import, the
// virtualised table, search kept in the URL, a batch edit of two players among thousands, an
// export compared column by column with what was imported, and the round trip. Add Player's
// rules, the dialogs' axe checks and the other members' view of the book are walked on a real
// league by tests/journeys/player-book.spec.ts; /players in every theme by
// tests/accessibility-check.spec.ts.
import { expect, test } from '../support/fixtures';
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
    // The export quotes every field (docs/screens/players.md §4.5); the book's cells hold no comma or quote.
    .map((line) => line.split(',').map((cell) => cell.replace(/^"(.*)"$/, '$1')));

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
  // Select, Name, Pos, NFL Team, Fantasy Team, Pts, Last Wk, Auction $
  await expect(firstRow.getByRole('cell').nth(7)).toHaveText('77');

  // Export everything and compare with the file imported, but for the two edits.
  await search.fill('');
  await expect(page.getByText(`Showing ${BOOK} of ${BOOK} players`)).toBeVisible();
  const exported = await exportCsv(page);
  await expect(page.getByText(`Exported ${BOOK} players to CSV.`, { exact: true })).toBeVisible();
  expect(exported.fileName).toMatch(new RegExp(`^players_${emptyYear}_\\d{4}-\\d{2}-\\d{2}\\.csv$`));
  expect(exported.text.split('\r\n')[0]).toBe(PLAYER_CSV_HEADER.replace(/[^,]+/g, '"$&"'));
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

  // Round trip: importing the export changes nothing. The export (every field quoted) is past
  // the 200 KB from which Players reads a file in a Web Worker, so this is that worker under
  // the page's real Content-Security-Policy (docs/architecture.md §9.8).
  expect(Buffer.byteLength(exported.text)).toBeGreaterThanOrEqual(200 * 1024);
  await importCsv(page, exported.fileName, exported.text);
  await expect(
    page.getByText(`CSV Import Successful: 0 players created, ${BOOK} players updated.`, { exact: true }),
  ).toBeVisible({ timeout: 60_000 });
  const again = await exportCsv(page);
  expect(again.text).toBe(exported.text);
});
