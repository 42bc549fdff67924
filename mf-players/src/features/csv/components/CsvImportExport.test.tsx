import { screen, waitFor, within } from '@testing-library/react';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { endpoints, urlOf, type UpsertPlayersBody } from 'shared-contracts';
import { mockApi, recordRequests, server } from 'shared-testing';
import { playersApi } from '../../../testing/players-fixtures';
import { renderPlayersPage } from '../../../testing/render-players';

const fixture = (name: string, as = name) =>
  new File([readFileSync(join(__dirname, '..', 'fixtures', name))], as, { type: 'text/csv' });

const upserts: UpsertPlayersBody[] = [];
beforeEach(() => {
  upserts.length = 0;
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
  server.use(
    ...playersApi(),
    mockApi.on(endpoints.upsertPlayers, ({ body }) => {
      upserts.push(body as UpsertPlayersBody);
      return { created: 2, updated: 1 };
    }),
  );
});

async function importFile(file: File) {
  const view = renderPlayersPage();
  await screen.findByText('Showing 4 of 4 players');
  await waitFor(() => expect(screen.getByRole('button', { name: 'Import CSV' })).toBeEnabled());
  await view.user.upload(screen.getByTestId('import-csv-input'), file);
  return view;
}

describe('CSV import', () => {
  it('sends the rows docs/screens/players.md §4.5 keeps, into the year shown, and says how it went', async () => {
    const requests = recordRequests();
    await importFile(fixture('book.csv'));
    expect(await screen.findByText('CSV Import Successful: 2 players created, 1 players updated.')).toBeInTheDocument();
    expect(upserts).toHaveLength(1);
    expect(upserts[0]!.year).toBe(2025);
    expect(upserts[0]!.players.map((player) => player.name)).toEqual([
      'Patrick Mahomes',
      'Bijan Robinson',
      'Puka Nacua',
    ]);
    await waitFor(() =>
      expect(
        requests.filter((request) => request.path === urlOf(endpoints.listPlayers, { query: { year: 2025 } })),
      ).toHaveLength(2),
    );
  });

  it("tells 'Attempting to import {n} players...' while the server works, then lists every row it left out", async () => {
    let answer: (value: unknown) => void = () => undefined;
    server.use(
      mockApi.on(endpoints.upsertPlayers, async () => {
        await new Promise((resolve) => (answer = resolve));
        return { created: 1, updated: 0 };
      }),
    );
    await importFile(fixture('dropped-rows.csv'));
    expect(await screen.findByText('Attempting to import 1 players...')).toBeInTheDocument();
    expect(screen.getByText('Saving 1 players from dropped-rows.csv…')).toBeInTheDocument();
    answer(null);
    expect(await screen.findByText('CSV Import Successful: 1 players created, 0 players updated.')).toBeInTheDocument();
    const report = screen.getByRole('table', { name: '5 rows were not imported.' });
    expect(
      within(report)
        .getAllByRole('row')
        .slice(1)
        .map((row) => row.textContent),
    ).toEqual([
      '3namethe name is missing',
      '4positionthe position is missing',
      '5nflTeamthe NFL team is missing',
      '6nflTeamNFL team "XYZ" is not one of the 32 NFL team abbreviations',
      '7namethe name is missing',
    ]);
    expect(screen.getByText('Some rows of dropped-rows.csv were not imported.')).toBeInTheDocument();
  });

  it('places players by team name or abbreviation and reports every bad row at once: unknown team, unknown position, no name', async () => {
    const csv = [
      'name,position,nflTeam,fantasyTeam',
      'Good One,QB,Buf,bayou bandits',
      'Good Two,wr,KC,GCK',
      'Lost,RB,Det,Nobody FC',
      'Odd,Coach,Det,BAY',
      ',TE,Det,BAY',
      'Free,K,Bal,',
    ].join('\n');
    const { user } = await importFile(new File([csv], 'league.csv', { type: 'text/csv' }));
    expect(await screen.findByText('CSV Import Successful: 2 players created, 1 players updated.')).toBeInTheDocument();
    // The team as the file names it: the API places it by the same rule, and a refusal names the file's column.
    expect(upserts[0]!.players.map(({ name, fantasyTeam, teamId }) => ({ name, fantasyTeam, teamId }))).toEqual([
      { name: 'Good One', fantasyTeam: 'bayou bandits', teamId: undefined },
      { name: 'Good Two', fantasyTeam: 'GCK', teamId: undefined },
      { name: 'Free', fantasyTeam: '', teamId: undefined },
    ]);
    const report = screen.getByRole('table', { name: '3 rows were not imported.' });
    expect(
      within(report)
        .getAllByRole('row')
        .slice(1)
        .map((row) => row.textContent),
    ).toEqual([
      '4fantasyTeamno team of this league is named or abbreviated "Nobody FC"',
      '5positionposition "Coach" is not one of QB, RB, WR, TE, K, DEF, DL, DE, DT, LB, DB, CB, S',
      '6namethe name is missing',
    ]);
    await user.click(screen.getByRole('button', { name: 'Dismiss' }));
    expect(screen.queryByRole('table', { name: /not imported/ })).not.toBeInTheDocument();
  });

  it('lists the first 20 problems and counts the rest', async () => {
    const rows = Array.from({ length: 23 }, (_, index) => `Player ${index},XX,Buf`);
    await importFile(
      new File([['name,position,nflTeam', ...rows, 'Fine,QB,Buf'].join('\n')], 'many.csv', { type: 'text/csv' }),
    );
    expect(await screen.findByText('CSV Import Successful: 2 players created, 1 players updated.')).toBeInTheDocument();
    const report = screen.getByRole('table', { name: '23 rows were not imported.' });
    expect(within(report).getAllByRole('row')).toHaveLength(21);
    expect(screen.getByText('and 3 more')).toBeInTheDocument();
  });

  it("names rows by the file's own line numbers past blank lines and line breaks in a value, sends them, and lists the values read as blank", async () => {
    await importFile(fixture('duplicate-rows.csv'));
    expect(await screen.findByText('CSV Import Successful: 2 players created, 1 players updated.')).toBeInTheDocument();
    expect(upserts[0]!.players.map((player) => [player.name, player.fileRow])).toEqual([
      ['Twice Over', 2],
      ['twice over', 15],
    ]);
    const rowsOf = (table: HTMLElement) =>
      within(table)
        .getAllByRole('row')
        .slice(1)
        .map((row) => row.textContent);
    expect(rowsOf(screen.getByRole('table', { name: '3 rows were not imported.' }))).toEqual([
      '5positionthe position is missing',
      '6positionposition "XX" is not one of QB, RB, WR, TE, K, DEF, DL, DE, DT, LB, DB, CB, S',
      '10nflTeamNFL team "XYZ" is not one of the 32 NFL team abbreviations',
    ]);
    expect(rowsOf(screen.getByRole('table', { name: '1 value was read as blank.' }))).toEqual([
      '15auctionPrice"abc" is not a number: read as blank',
    ]);
  });

  it('lists the values read as blank after an import that left no row out', async () => {
    await importFile(fixture('book.csv'));
    expect(await screen.findByText('CSV Import Successful: 2 players created, 1 players updated.')).toBeInTheDocument();
    const status = screen.getByText('Some values of book.csv were read as blank.').closest('[role="status"]');
    expect(status).not.toBeNull();
    expect(
      within(screen.getByRole('table', { name: '2 values were read as blank.' }))
        .getAllByRole('row')
        .slice(1)
        .map((row) => row.textContent),
    ).toEqual(['4auctionPrice"abc" is not a number: read as blank', '4yearsKept"x" is not a number: read as 0']);
  });

  it("shows the server's refusal row by row, with the file's row numbers, and writes nothing", async () => {
    server.use(
      mockApi.refuse(
        endpoints.upsertPlayers,
        400,
        'Row 2: buffer must be a whole number; Row 3: no team of this league has the Yahoo team key "x"',
        [
          { path: ['players', 1, 'buffer'], message: 'buffer must be a whole number' },
          { path: ['players', 2, 'yahooTeamKey'], message: 'no team of this league has the Yahoo team key "x"' },
        ],
      ),
    );
    await importFile(fixture('book.csv'));
    const message =
      'CSV Import Failed: Row 3, buffer: buffer must be a whole number; Row 4, yahooTeamKey: no team of this league has the Yahoo team key "x"';
    expect(await screen.findByText(message)).toBeInTheDocument();
    const alert = screen.getByRole('alert');
    expect(alert).toHaveTextContent('Nothing was imported from book.csv.');
    expect(
      within(within(alert).getByRole('table', { name: '2 rows were not imported.' }))
        .getAllByRole('row')
        .slice(1)
        .map((row) => row.textContent),
    ).toEqual([
      '3bufferbuffer must be a whole number',
      '4yahooTeamKeyno team of this league has the Yahoo team key "x"',
    ]);
  });

  it('shows a refusal without rows in its own words', async () => {
    server.use(
      mockApi.refuse(
        endpoints.upsertPlayers,
        409,
        'A player with one of these names was just added; nothing was imported, try again',
      ),
    );
    await importFile(fixture('book.csv'));
    expect(
      await screen.findByText(
        'CSV Import Failed: A player with one of these names was just added; nothing was imported, try again',
      ),
    ).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent(
      'Nothing was imported from book.csv.DismissA player with one of these names was just added',
    );
  });

  it('lists why when no row is left', async () => {
    await importFile(fixture('no-valid-rows.csv'));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Nothing was imported from no-valid-rows.csv.');
    expect(within(alert).getAllByRole('row')).toHaveLength(3);
    expect(upserts).toEqual([]);
  });

  it.each([
    ['empty.csv', 'CSV file is empty or invalid.'],
    ['no-name-header.csv', "Invalid CSV format. 'name' column header is required."],
    ['broken-quote.csv', 'Error parsing CSV: Quoted field unterminated. Check console for details.'],
    [
      'no-valid-rows.csv',
      'No valid player data found in CSV after processing. Check required fields (name, position, nflTeam) and ensure NFL teams are valid.',
    ],
  ])('%s: says "%s" and sends nothing', async (name, message) => {
    await importFile(fixture(name));
    // In the toast, and for a file with rows also above the list of why each row was left out.
    expect((await screen.findAllByText(message)).length).toBeGreaterThan(0);
    expect(upserts).toEqual([]);
  });

  it("waits for the league's teams before it imports, since rows name their teams", async () => {
    server.use(mockApi.refuse(endpoints.listTeams, 500, 'teams are down'));
    renderPlayersPage();
    await screen.findByText('Showing 4 of 4 players');
    expect(screen.getByRole('button', { name: 'Import CSV' })).toBeDisabled();
    expect(screen.getByTestId('import-csv-input')).toBeDisabled();
  });

  it('accepts only .csv files', async () => {
    await importFile(fixture('book.csv', 'book.xlsx'));
    expect(
      await screen.findByText('"book.xlsx" is not a .csv file. Only .csv files can be imported.'),
    ).toBeInTheDocument();
    expect(upserts).toEqual([]);
  });
});

/** A Blob's text (jsdom's Blob has no text()). */
const textOf = (blob: Blob) =>
  new Promise<string>((resolve) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.readAsText(blob);
  });

describe('CSV export', () => {
  let exported: Blob[] = [];
  beforeEach(() => {
    exported = [];
    URL.createObjectURL = jest.fn((blob: Blob) => {
      exported.push(blob);
      return 'blob:players';
    });
    URL.revokeObjectURL = jest.fn();
    jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      expect(this.download).toMatch(/^players_2025_\d{4}-\d{2}-\d{2}\.csv$/);
    });
  });

  it('downloads the shown players in the shown order and says how many', async () => {
    const { user } = renderPlayersPage({ route: '/players?year=2025&search=c' });
    await screen.findByText('Showing 3 of 4 players');
    await user.click(within(screen.getByRole('columnheader', { name: /Auction/ })).getByRole('button'));
    await user.click(screen.getByRole('button', { name: 'Export CSV' }));
    expect(await screen.findByText('Exported 3 players to CSV.')).toBeInTheDocument();
    const lines = (await textOf(exported[0]!)).split('\r\n');
    expect(lines[0]).toBe(
      '"id","name","position","nflTeam","fantasyTeamName","yahooTeamKey","isKeeper","isRookie","auctionPrice","buffer","previousYearValue","yearsKept","currentYearValue"',
    );
    expect(lines.slice(1).map((line) => line.split(',')[1]?.slice(1, -1))).toEqual([
      'Patrick Mahomes',
      'Justin Tucker',
      'Puka Nacua',
    ]);
  });

  it('exports nothing when the filters leave no player', async () => {
    const { user } = renderPlayersPage({ route: '/players?year=2025&search=nobody' });
    await screen.findByText('Showing 0 of 4 players');
    await user.click(screen.getByRole('button', { name: 'Export CSV' }));
    expect(await screen.findByText('No players to export based on current filters.')).toBeInTheDocument();
    expect(exported).toEqual([]);
  });
});
