// Every docs/screens/players.md §4.5 CSV import rule, read from small fixture files through papaparse (the
// same path a chosen file takes) and then through the import rules.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { readCsvNumber } from 'shared-contracts/player-csv';
import { readFlag, teamFinder } from 'shared-contracts/player-rules';
import { nameLookup } from 'shared-contracts/name-compare';
import { CSV_TEXT } from '../../lib/messages';
import { parseCsv } from './parse-csv';
import { planImport, type ImportPlan, type ImportRow, type ImportTeam, type ParsedCsv } from './import-rules';
import { LISTED_PROBLEMS, problemsText } from './row-problems';

const fixture = (name: string) =>
  new File([readFileSync(join(__dirname, 'fixtures', name))], name, { type: 'text/csv' });

const TEAMS: ImportTeam[] = [
  { id: 1, name: 'Team One', abbreviation: 'ONE', yahooTeamKey: '461.l.6288.t.1' },
  { id: 4, name: 'Local Team', abbreviation: 'LOC', yahooTeamKey: null },
  { id: 5, name: 'Hill Valley Hoverboards', abbreviation: 'HVH', yahooTeamKey: null },
];

/** A parsed file from a header line and rows, as papaparse gives them (no parse errors). */
function parsedOf(fields: string[], rows: string[][]): ParsedCsv {
  return {
    fields,
    errors: [],
    rows: rows.map((cells) => Object.fromEntries(fields.map((field, index) => [field, cells[index]]))),
    lines: rows.map((_, index) => index + 2),
  };
}

async function planOf(name: string, teams: readonly ImportTeam[] = TEAMS): Promise<ImportPlan> {
  return planImport(await parseCsv(fixture(name)), teams);
}

/** The team the API will place a sent row on: the same rule, with the same teams. */
const teamOf = (row: ImportRow | undefined, teams: readonly ImportTeam[] = TEAMS) => {
  const found = teamFinder(teams, nameLookup)(row ?? {});
  return found.ok ? found.teamId : found.message;
};

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
    expect(await planOf('no-name-header.csv')).toEqual({
      ok: false,
      message: "Invalid CSV format. 'name' column header is required.",
    });
  });

  it("a parse error names papaparse's first message and logs the rest", async () => {
    const plan = await planOf('broken-quote.csv');
    expect(plan).toEqual({
      ok: false,
      message: 'Error parsing CSV: Quoted field unterminated. Check console for details.',
    });
    expect(console.error).toHaveBeenCalledWith('CSV parse errors', expect.any(Array));
  });

  it('a row with more fields than headers is a parse error', () => {
    const plan = planImport({
      rows: [{ name: 'A' }],
      fields: ['name'],
      errors: [{ code: 'TooManyFields', message: 'Too many fields: expected 1 fields but parsed 2' }],
      lines: [2],
    });
    expect(plan).toEqual({
      ok: false,
      message: 'Error parsing CSV: Too many fields: expected 1 fields but parsed 2. Check console for details.',
    });
  });

  it('no row left after dropping the unfit ones, each of them listed', async () => {
    expect(await planOf('no-valid-rows.csv')).toEqual({
      ok: false,
      message:
        'No valid player data found in CSV after processing. Check required fields (name, position, nflTeam) and ensure NFL teams are valid.',
      refused: [
        { row: 2, column: 'position', message: 'the position is missing' },
        { row: 3, column: 'nflTeam', message: 'NFL team "XYZ" is not one of the 32 NFL team abbreviations' },
      ],
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
    expect(['TRUE', 'Yes', '1', ' yes '].map(readFlag)).toEqual([true, true, true, true]);
    expect(['false', 'no', '0', '', 'y', undefined].map(readFlag)).toEqual([false, false, false, false, false, false]);
  });

  it('makes blank and non-numeric numbers null, and yearsKept 0', async () => {
    const [mahomes, bijan, puka] = okPlan(await planOf('book.csv')).players;
    expect(mahomes).toMatchObject({
      auctionPrice: 55,
      buffer: 5,
      previousYearValue: 50,
      yearsKept: 2,
      currentYearValue: 60,
    });
    expect(bijan).toMatchObject({
      auctionPrice: null,
      buffer: null,
      previousYearValue: null,
      yearsKept: 0,
      currentYearValue: null,
    });
    expect(puka).toMatchObject({
      auctionPrice: null,
      buffer: 3,
      previousYearValue: null,
      yearsKept: 0,
      currentYearValue: 41,
    });
    expect(readCsvNumber(' 7 ')).toBe(7);
    expect(readCsvNumber('$7')).toBeNull();
  });

  it('keeps an exported id and a Yahoo team key; a blank key and team is a free agent', async () => {
    const [mahomes, bijan] = okPlan(await planOf('book.csv')).players;
    expect(mahomes).toMatchObject({ id: 12, yahooTeamKey: '461.l.6288.t.1' });
    expect(teamOf(mahomes)).toBe(1);
    expect(bijan).not.toHaveProperty('id');
    expect(bijan).toMatchObject({ yahooTeamKey: '', fantasyTeamName: '' });
    expect(teamOf(bijan)).toBeNull();
  });

  it('refuses a number that is one but not a whole amount from 0 to 1,000,000, and an id that is no id', () => {
    const plan = planImport(
      parsedOf(
        ['id', 'name', 'position', 'nflTeam', 'auctionPrice', 'yearsKept'],
        [
          ['x1', 'A', 'QB', 'Buf', '2.5', '-1'],
          ['', 'B', 'QB', 'Buf', '1000001', '3'],
        ],
      ),
    );
    expect(plan.ok ? [] : plan.refused).toEqual([
      { row: 2, column: 'auctionPrice', message: 'auctionPrice must be a whole number' },
      { row: 2, column: 'yearsKept', message: 'yearsKept must be 0 to 1000000' },
      { row: 2, column: 'id', message: 'id "x1" is not a player id' },
      { row: 3, column: 'auctionPrice', message: 'auctionPrice must be 0 to 1000000' },
    ]);
  });

  it('refuses a name with an invisible character, and one over 200 characters, for its row', () => {
    const plan = planImport(
      parsedOf(
        ['name', 'position', 'nflTeam'],
        [
          ['Josh\u200BAllen', 'QB', 'Buf'],
          ['x'.repeat(201), 'QB', 'Buf'],
          [' Ｊｏｓｈ  Allen ', 'QB', 'Buf'],
        ],
      ),
    );
    const { players, refused } = okPlan(plan);
    expect(refused).toEqual([
      {
        row: 2,
        column: 'name',
        message: 'name must not contain invisible or text-direction characters (found U+200B)',
      },
      { row: 3, column: 'name', message: 'name must be at most 200 characters' },
    ]);
    // Sent as the API stores it.
    expect(players.map((player) => player.name)).toEqual(['Josh Allen']);
  });

  it('finds a team without a Yahoo key by its name, so its players stay on it', () => {
    const plan = okPlan(
      planImport(
        {
          rows: [{ name: 'A', position: 'QB', nflTeam: 'Buf', fantasyTeamName: 'local team', yahooTeamKey: '' }],
          fields: ['name', 'position', 'nflTeam', 'fantasyTeamName', 'yahooTeamKey'],
          errors: [],
          lines: [2],
        },
        TEAMS,
      ),
    );
    expect(plan.players[0]).toMatchObject({ fantasyTeamName: 'local team', yahooTeamKey: '' });
    expect(teamOf(plan.players[0])).toBe(4);
  });

  it('says nothing about teams when the file has no yahooTeamKey column (players keep theirs)', async () => {
    const plan = okPlan(await planOf('bom.csv'));
    expect(plan.players[0]).not.toHaveProperty('yahooTeamKey');
    expect(plan.players[0]).not.toHaveProperty('teamId');
  });

  it('reads the first header behind a byte-order mark', async () => {
    expect(okPlan(await planOf('bom.csv')).players).toEqual([
      {
        name: 'Justin Jefferson',
        position: 'WR',
        nflTeam: 'Min',
        isKeeper: false,
        isRookie: false,
        yearsKept: 0,
        auctionPrice: null,
        buffer: null,
        previousYearValue: null,
        currentYearValue: null,
        fileRow: 2,
      },
    ]);
  });

  it('matches headers whatever their case and spacing', async () => {
    expect(okPlan(await planOf('header-case.csv')).players[0]).toMatchObject({
      name: 'Travis Kelce',
      position: 'TE',
      nflTeam: 'KC',
      isKeeper: true,
    });
  });

  it('reads semicolon-separated files too', async () => {
    expect(okPlan(await planOf('semicolons.csv')).players[0]).toMatchObject({ name: 'Derrick Henry', nflTeam: 'Bal' });
  });

  it("takes off export's formula guard and keeps a raw formula as plain text", async () => {
    const teams = [...TEAMS, { id: 9, name: '@Team', abbreviation: 'AT', yahooTeamKey: null }];
    const plan = okPlan(await planOf('formula-injection.csv', teams));
    expect(plan.players.map((player) => player.name)).toEqual(['=HYPERLINK("http://evil.example","click")', '=1+2']);
    expect(plan.players[0]).toMatchObject({ fantasyTeamName: '@Team' });
    expect(teamOf(plan.players[0], teams)).toBe(9);
  });
});

describe('CSV import: the drafted round (an optional column, not in the export)', () => {
  it('reads a "Drafted round" header as draftRound: 1 to 5, a blank clears it, anything else is its row’s reason', async () => {
    const plan = okPlan(await planOf('drafted-round.csv'));
    expect(plan.players.map((player) => [player.name, player.draftRound])).toEqual([
      ['Round Two', 2],
      ['Not Drafted', null],
    ]);
    const message = 'draftRound must be a whole number from 1 to 5 (blank: not drafted)';
    expect(plan.refused).toEqual([
      { row: 4, column: 'draftRound', message },
      { row: 5, column: 'draftRound', message },
    ]);
    expect(plan.warnings).toEqual([]);
  });

  it('says nothing of the round when the file has no such column (players keep theirs)', () => {
    const plan = okPlan(planImport(parsedOf(['name', 'position', 'nflTeam'], [['A', 'QB', 'Buf']]), TEAMS));
    expect(plan.players[0]).not.toHaveProperty('draftRound');
  });
});

describe('CSV import: the fantasy team', () => {
  const fields = ['name', 'position', 'nflTeam', 'fantasyTeam'];

  it('finds a team by its name or its abbreviation, in any case; a blank team is a free agent', () => {
    const plan = okPlan(
      planImport(
        parsedOf(fields, [
          ['A', 'QB', 'Buf', 'hill valley hoverboards'],
          ['B', 'RB', 'Buf', ' hvh '],
          ['C', 'WR', 'Buf', 'Local Team'],
          ['D', 'TE', 'Buf', ''],
        ]),
        TEAMS,
      ),
    );
    expect(plan.players.map((player) => teamOf(player))).toEqual([5, 5, 4, null]);
    expect(plan.refused).toEqual([]);
  });

  it('reports a team the league does not have for its row instead of making the player a free agent', () => {
    const plan = okPlan(
      planImport(
        parsedOf(fields, [
          ['A', 'QB', 'Buf', 'HVH'],
          ['B', 'RB', 'Buf', 'Springfield Isotopes'],
        ]),
        TEAMS,
      ),
    );
    expect(plan.players.map((player) => player.name)).toEqual(['A']);
    expect(plan.refused).toEqual([
      {
        row: 3,
        column: 'fantasyTeam',
        message: 'no team of this league is named or abbreviated "Springfield Isotopes"',
      },
    ]);
  });

  it('reports an exported fantasyTeamName the league no longer has, and a Yahoo key of no team', () => {
    const plan = okPlan(
      planImport(
        parsedOf(
          ['name', 'position', 'nflTeam', 'fantasyTeamName', 'yahooTeamKey'],
          [
            ['A', 'QB', 'Buf', 'Team One', '461.l.6288.t.1'],
            ['B', 'RB', 'Buf', 'Renamed Since', ''],
            ['C', 'WR', 'Buf', 'Team One', '461.l.6288.t.99'],
          ],
        ),
        TEAMS,
      ),
    );
    expect(plan.players).toEqual([expect.objectContaining({ name: 'A', yahooTeamKey: '461.l.6288.t.1' })]);
    expect(plan.refused).toEqual([
      { row: 3, column: 'fantasyTeamName', message: 'no team of this league is named or abbreviated "Renamed Since"' },
      { row: 4, column: 'yahooTeamKey', message: 'no team of this league has the Yahoo team key "461.l.6288.t.99"' },
    ]);
  });

  it('reads a fantasyTeam header in any case', async () => {
    const plan = okPlan(planImport(await parseCsv('Name,Position,NFLTeam,FANTASYTEAM\nA,QB,Buf,loc\n'), TEAMS));
    expect(teamOf(plan.players[0])).toBe(4);
  });
});

describe('CSV import: refused rows, all reported at once', () => {
  it('drops rows without a name, a position or a known NFL team, and says why for each, with its file row and column', async () => {
    const plan = okPlan(await planOf('dropped-rows.csv'));
    expect(plan.players.map((player) => player.name)).toEqual(['Josh Allen']);
    expect(plan.fileRows).toEqual([2]);
    expect(plan.refused).toEqual([
      { row: 3, column: 'name', message: 'the name is missing' },
      { row: 4, column: 'position', message: 'the position is missing' },
      { row: 5, column: 'nflTeam', message: 'the NFL team is missing' },
      { row: 6, column: 'nflTeam', message: 'NFL team "XYZ" is not one of the 32 NFL team abbreviations' },
      { row: 7, column: 'name', message: 'the name is missing' },
    ]);
  });

  it('reports a position the book does not hold (and one that is literally UNKNOWN)', () => {
    const plan = planImport(
      parsedOf(
        ['name', 'position', 'nflTeam'],
        [
          ['A', 'unknown', 'Buf'],
          ['B', 'Coach', 'KC'],
        ],
      ),
    );
    expect(plan).toEqual({
      ok: false,
      message: CSV_TEXT.noValidRows,
      refused: [
        {
          row: 2,
          column: 'position',
          message: 'position "unknown" is not one of QB, RB, WR, TE, K, DEF, DL, DE, DT, LB, DB, CB, S',
        },
        {
          row: 3,
          column: 'position',
          message: 'position "Coach" is not one of QB, RB, WR, TE, K, DEF, DL, DE, DT, LB, DB, CB, S',
        },
      ],
    });
  });

  it('reads every position of the book in any case, defensive players too', () => {
    const positions = ['qb', 'Rb', 'WR', 'te', 'k', 'def', 'dl', 'de', 'dt', 'lb', 'db', 'cb', 's'];
    const plan = okPlan(
      planImport(
        parsedOf(
          ['name', 'position', 'nflTeam'],
          positions.map((position, index) => [`P${index}`, position, 'Buf']),
        ),
      ),
    );
    expect(plan.players.map((player) => player.position)).toEqual(positions.map((position) => position.toUpperCase()));
  });

  it('lists every problem of a row, not only its first', () => {
    const plan = planImport(
      parsedOf(['name', 'position', 'nflTeam', 'fantasyTeam'], [['', 'XX', 'Nowhere', 'Nobody']]),
      TEAMS,
    );
    expect(plan.ok ? [] : plan.refused?.map((problem) => problem.column)).toEqual([
      'name',
      'position',
      'nflTeam',
      'fantasyTeam',
    ]);
  });

  it(`lists the first ${LISTED_PROBLEMS} problems and counts the rest`, () => {
    const rows = Array.from({ length: 25 }, (_, index) => [`Player ${index}`, 'XX', 'Buf']);
    const plan = planImport(parsedOf(['name', 'position', 'nflTeam'], [...rows, ['Fine', 'QB', 'Buf']]));
    const refused = okPlan(plan).refused;
    expect(refused).toHaveLength(25);
    const text = problemsText(refused);
    expect(text.split('; ')).toHaveLength(21);
    expect(text).toMatch(/^Row 2, position: position "XX" is not one of/);
    expect(text).toMatch(/; Row 21, position: [^;]+; and 5 more$/);
  });
});

describe("CSV import: rows are named by the file's own line numbers (docs/screens/players.md §4.5)", () => {
  // Line 1 the header; 3 and 4 blank, 5 only separators; the name on line 7 holds a line break.
  const FILE = 'name,position,nflTeam\r\nA,QB,Buf\r\n\r\n  \r\n,,\r\nB,XX,Buf\r\n"Multi\nLine",QB,Buf\r\nC,YY,Buf\r\n';

  it('counts blank lines and line breaks inside a value, the header being row 1', async () => {
    const plan = okPlan(planImport(await parseCsv(FILE)));
    expect(plan.refused.map((problem) => [problem.row, problem.column])).toEqual([
      [6, 'position'],
      [9, 'position'],
    ]);
    expect(plan.fileRows).toEqual([2, 7]);
  });

  it('sends each row with its file row, so a refusal of the API names the same rows', async () => {
    const plan = okPlan(planImport(await parseCsv(FILE)));
    expect(plan.players.map((player) => [player.name, player.fileRow])).toEqual([
      ['A', 2],
      ['Multi Line', 7],
    ]);
  });
});

describe('CSV import: values read as blank are listed (docs/screens/players.md §4.5)', () => {
  it('lists each number that is not a number, with its row and column, and imports the row', async () => {
    const plan = okPlan(
      planImport(
        await parseCsv(
          'name,position,nflTeam,auctionPrice,buffer,previousYearValue,yearsKept,currentYearValue\r\n' +
            'A,QB,Buf,abc,2,$5,x,\r\n' +
            'B,QB,Buf,1,,,0,-\r\n' +
            'C,ZZ,Buf,abc,,,,\r\n',
        ),
      ),
    );
    expect(
      plan.players.map((player) => [player.name, player.auctionPrice, player.previousYearValue, player.yearsKept]),
    ).toEqual([
      ['A', null, null, 0],
      ['B', 1, null, 0],
    ]);
    expect(plan.warnings).toEqual([
      { row: 2, column: 'auctionPrice', message: '"abc" is not a number: read as blank' },
      { row: 2, column: 'previousYearValue', message: '"$5" is not a number: read as blank' },
      { row: 2, column: 'yearsKept', message: '"x" is not a number: read as 0' },
      { row: 3, column: 'currentYearValue', message: '"-" is not a number: read as blank' },
    ]);
    // A row left out is listed for why; its values are not warned about.
    expect(plan.refused.map((problem) => problem.row)).toEqual([4]);
  });

  it('warns about nothing in a file whose numbers are numbers or blank', async () => {
    const plan = okPlan(
      planImport(await parseCsv('name,position,nflTeam,auctionPrice,yearsKept\r\nA,QB,Buf, 12 ,\r\n')),
    );
    expect(plan.warnings).toEqual([]);
  });
});
