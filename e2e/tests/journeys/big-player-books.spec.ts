// Journey: a league of its own (on PostgreSQL, as a real league runs) imports big player books
// through the real site, under the page's real Content-Security-Policy: a 3,000-row and a
// 20,000-row file, each made here in the columns Export CSV writes. The 20,000-row one is past
// the 200 KB from which Players reads a file in a Web Worker (docs/architecture.md §9.8), and
// is sent to POST /api/players/upsert as one body of about 5 MB, saved in one transaction
// (docs/screens/players.md §4.5). The count, a sample row and the end of
// the import's progress are checked on the screen; the saved book through the API.
import { expect, test } from '@playwright/test';
import { endpoints, playerYears, urlOf, type Player } from 'shared-contracts';
import { memberApi } from '../../support/member-api';
import { ownLeagueOrigin as origin, signInToOwnLeague, startOwnLeague } from '../../support/own-league';
import { bookPlayerName, playerBookCsv } from '../../support/players-csv';
import { importCsv } from '../../support/players-screen';

const run = Date.now().toString(36);
const commissionerEmail = `big-books-${run}@example.com`;
const [lastYear, thisYear] = playerYears() as [number, number, number];

startOwnLeague({ name: 'Big Book Keepers', commissioner: commissionerEmail, season: thisYear });

// The 3,000-row file is read on the page itself, the 20,000-row one (about 1 MB) in the worker.
for (const { rows, year, inWorker } of [
  { rows: 3_000, year: lastYear, inWorker: false },
  { rows: 20_000, year: thisYear, inWorker: true },
]) {
  test(`the commissioner imports a ${rows}-row player book and sees every row`, async ({ browser }) => {
    test.setTimeout(300_000);
    const page = await signInToOwnLeague(browser, commissionerEmail);
    await page.goto(`/players?year=${year}`);
    await expect(page.getByText('No players found. Adjust filters or add a new player.')).toBeVisible();

    const prefix = `Book ${rows}`;
    const file = playerBookCsv(rows, { prefix });
    expect(Buffer.byteLength(file) >= 200 * 1024).toBe(inWorker);
    await importCsv(page, `book-${rows}.csv`, file);

    await expect(
      page.getByText(`CSV Import Successful: ${rows} players created, 0 players updated.`, { exact: true }),
    ).toBeVisible({ timeout: 180_000 });
    // The screen then reads the whole book again (20,000 rows are about 5 MB of JSON).
    await expect(page.getByText(`Showing ${rows} of ${rows} players`)).toBeVisible({ timeout: 60_000 });
    // The import's progress is over: neither reading nor saving is shown any more.
    await expect(page.getByRole('progressbar', { name: 'Import progress' })).toHaveCount(0);
    await expect(page.getByText(/^(Reading|Saving) /)).toHaveCount(0);

    // A sample row, the last of the file, found by search and shown as the file gave it.
    const last = bookPlayerName(prefix, rows - 1);
    await page.getByRole('searchbox', { name: 'Search players' }).fill(last);
    await expect(page.getByText(`Showing 1 of ${rows} players`)).toBeVisible();
    await expect(page.getByRole('button', { name: last })).toBeVisible();

    // The whole book was saved: every name of the file, once.
    const api = await memberApi(page, origin);
    const saved = await api.get<Player[]>(urlOf(endpoints.listPlayers, { query: { year } }));
    expect(saved).toHaveLength(rows);
    const names = new Set(saved.map((player) => player.name));
    expect(names.size).toBe(rows);
    for (const index of [0, Math.floor(rows / 2), rows - 1])
      expect(names.has(bookPlayerName(prefix, index))).toBe(true);
    await page.context().close();
  });
}
