// Every SPEC.md §5 CSV import rule, read from small fixture files through papaparse (the
// same path a chosen file takes) and then through the import rules.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { CSV_TEXT } from '../players';
import { parseCsv } from './parse-csv';
import { planImport, readCsvBoolean, readCsvNumber, toFileRowNumbers, type ImportPlan } from './import-rules';

const fixture = (name: string) => new File([readFileSync(join(__dirname, 'fixtures', name))], name, { type: 'text/csv' });

async function planOf(name: string, teams: Parameters<typeof planImport>[1] = []): Promise<ImportPlan> {
  return planImport(await parseCsv(fixture(name)), teams);
}

function okPlan(plan: ImportPlan) {
  if (!plan.ok) throw new Error(`expected a plan, got "${plan.message}"`);
  return plan;
}

beforeEach(() => jest.spyOn(console, 'error').mockImplementation(() => undefined));

describe('CSV import: messages for unfit files', () => {
  it('an empty file', async () => {
    expect(await planOf('empty.csv')).toEqual({ ok: false, message: 'CSV file is empty or invalid.' });
  });

  it('a file with headers and no rows is empty too', async () => {
    expect(await planOf('header-only.csv')).toEqual({ ok: false, message: CSV_TEXT.empty });
  });

  it("a file without a 'name' header", async () => {
    expect(await planOf('no-name-header.csv')).toEqual({ ok: false, message: "Invalid CSV format. 'name' column header is required." });
  });

  it("a parse error names papaparse's first message and logs the rest", async () => {
    const plan = await planOf('broken-quote.csv');
    expect(plan).toEqual({ ok: false, message: 'Error parsing CSV: Quoted field unterminated. Check console for details.' });
    expect(console.error).toHaveBeenCalledWith('CSV parse errors', expect.any(Array));
  });

  it('a row with more fields than headers is a parse error', () => {
    const plan = planImport({ rows: [{ name: 'A' }], fields: ['name'], errors: [{ code: 'TooManyFields', message: 'Too many fields: expected 1 fields but parsed 2' }] });
    expect(plan).toEqual({ ok: false, message: 'Error parsing CSV: Too many fields: expected 1 fields but parsed 2. Check console for details.' });
  });

  it('no row left after dropping the unfit ones', async () => {
    expect(await planOf('no-valid-rows.csv')).toEqual({
      ok: false,
      message:
        'No valid player data found in CSV after processing. Check required fields (name, position, nflTeam) and ensure NFL teams are valid.',
    });
  });
});

describe('CSV import: what each field becomes', () => {
  it('trims names and positions, upper-cases positions, spells NFL teams as the league does', async () => {
    const plan = okPlan(await planOf('book.csv'));
    expect(plan.players.map(({ name, position, nflTeam }) => ({ name, position, nflTeam }))).toEqual([
      { name: 'Patrick Mahomes', position: 'QB', nflTeam: 'KC' },
      { name: 'Bijan Robinson', position: 'RB', nflTeam: 'Atl' },
      { name: 'Puka Nacua', position: 'WR', nflTeam: 'LAR' },
    ]);
  });

  it('reads true, yes and 1 in any case as true, anything else as false', async () => {
    const plan = okPlan(await planOf('book.csv'));
    expect(plan.players.map(({ isKeeper, isRookie }) => [isKeeper, isRookie])).toEqual([
      [true, false],
      [true, true],
      [true, false],
    ]);
    expect(['TRUE', 'Yes', '1', ' yes '].map(readCsvBoolean)).toEqual([true, true, true, true]);
    expect(['false', 'no', '0', '', 'y', undefined].map(readCsvBoolean)).toEqual([false, false, false, false, false, false]);
  });

  it('makes blank and non-numeric numbers null, and yearsKept 0', async () => {
    const [mahomes, bijan, puka] = okPlan(await planOf('book.csv')).players;
    expect(mahomes).toMatchObject({ auctionPrice: 55, buffer: 5, previousYearValue: 50, yearsKept: 2, currentYearValue: 60 });
    expect(bijan).toMatchObject({ auctionPrice: null, buffer: null, previousYearValue: null, yearsKept: 0, currentYearValue: null });
    expect(puka).toMatchObject({ auctionPrice: null, buffer: 3, previousYearValue: null, yearsKept: 0, currentYearValue: 41 });
    expect(readCsvNumber(' 7 ')).toBe(7);
    expect(readCsvNumber('$7')).toBeNull();
  });

  it('keeps an exported id and a Yahoo team key; a blank key is null (a free agent)', async () => {
    const [mahomes, bijan] = okPlan(await planOf('book.csv')).players;
    expect(mahomes).toMatchObject({ id: 12, yahooTeamKey: '461.l.6288.t.1' });
    expect(bijan).not.toHaveProperty('id');
    expect(bijan).toMatchObject({ yahooTeamKey: null });
  });

  it('finds a team without a Yahoo key by its name, so its players stay on it', () => {
    const plan = okPlan(
      planImport(
        { rows: [{ name: 'A', position: 'QB', nflTeam: 'Buf', fantasyTeamName: 'local team', yahooTeamKey: '' }], fields: ['name', 'position', 'nflTeam', 'fantasyTeamName', 'yahooTeamKey'], errors: [] },
        [{ id: 4, name: 'Local Team', yahooTeamKey: null }],
      ),
    );
    expect(plan.players[0]).toMatchObject({ teamId: 4 });
    expect(plan.players[0]).not.toHaveProperty('yahooTeamKey');
  });

  it('says nothing about teams when the file has no yahooTeamKey column (players keep theirs)', async () => {
    const plan = okPlan(await planOf('bom.csv'));
    expect(plan.players[0]).not.toHaveProperty('yahooTeamKey');
    expect(plan.players[0]).not.toHaveProperty('teamId');
  });

  it('reads the first header behind a byte-order mark', async () => {
    expect(okPlan(await planOf('bom.csv')).players).toEqual([
      { name: 'Justin Jefferson', position: 'WR', nflTeam: 'Min', isKeeper: false, isRookie: false, yearsKept: 0, auctionPrice: null, buffer: null, previousYearValue: null, currentYearValue: null },
    ]);
  });

  it('matches headers whatever their case and spacing', async () => {
    expect(okPlan(await planOf('header-case.csv')).players[0]).toMatchObject({ name: 'Travis Kelce', position: 'TE', nflTeam: 'KC', isKeeper: true });
  });

  it('reads semicolon-separated files too', async () => {
    expect(okPlan(await planOf('semicolons.csv')).players[0]).toMatchObject({ name: 'Derrick Henry', nflTeam: 'Bal' });
  });

  it("takes off export's formula guard and keeps a raw formula as plain text", async () => {
    const plan = okPlan(await planOf('formula-injection.csv'));
    expect(plan.players.map((player) => player.name)).toEqual(['=HYPERLINK("http://evil.example","click")', '=1+2']);
  });
});

describe('CSV import: dropped rows', () => {
  it('drops rows without a name, a position or a known NFL team, and names their file rows', async () => {
    const plan = okPlan(await planOf('dropped-rows.csv'));
    expect(plan.players.map((player) => player.name)).toEqual(['Josh Allen']);
    expect(plan.fileRows).toEqual([2]);
    expect(plan.skippedRows).toEqual([3, 4, 5, 6, 7]);
  });

  it('drops a row whose position is literally UNKNOWN', () => {
    const plan = planImport({ rows: [{ name: 'A', position: 'unknown', nflTeam: 'Buf' }], fields: ['name', 'position', 'nflTeam'], errors: [] });
    expect(plan).toEqual({ ok: false, message: CSV_TEXT.noValidRows });
  });
});

describe("the server's row numbers become the file's", () => {
  it('rewrites every row it names, and leaves counts alone', () => {
    const fileRows = [2, 5, 9];
    expect(
      toFileRowNumbers('Row 1: name must be at most 200 characters; Row 3: "A" appears twice in 2025 (rows 2 and 3); and 4 more bad rows', fileRows),
    ).toBe('Row 2: name must be at most 200 characters; Row 9: "A" appears twice in 2025 (rows 5 and 9); and 4 more bad rows');
    expect(toFileRowNumbers('Row 2: updates the same player as row 1', fileRows)).toBe('Row 5: updates the same player as row 2');
  });
});
