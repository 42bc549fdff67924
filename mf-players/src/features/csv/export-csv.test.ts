import fc from 'fast-check';
import { type Player } from 'shared-contracts';
import { CSV_COLUMNS } from 'shared-contracts/player-csv';
import { teamFinder } from 'shared-contracts/player-rules';
import { nameLookup } from 'shared-contracts/name-compare';
import { makePlayer, testTeams } from '../../testing/players-fixtures';
import { exportFileName, playersToCsv } from './export-csv';
import { parseCsv } from './parse-csv';
import { planImport } from './import-rules';

const player = (overrides: Partial<Player> = {}): Player => makePlayer({ id: 7, ...overrides });

describe('CSV export', () => {
  it('writes the thirteen columns of docs/product.md §5 in order, then one row per player, every field quoted', () => {
    const lines = playersToCsv([player()]).split('\r\n');
    expect(lines[0]).toBe(
      '"id","name","position","nflTeam","fantasyTeamName","yahooTeamKey","isKeeper","isRookie","auctionPrice","buffer","previousYearValue","yearsKept","currentYearValue"',
    );
    expect(lines[0]?.split(',').map((header) => header.slice(1, -1))).toEqual([...CSV_COLUMNS]);
    expect(lines[1]).toBe(
      '"7","Patrick Mahomes","QB","KC","Gotham City Knights","461.l.6288.t.1","true","false","55","","50","2",""',
    );
    expect(lines).toHaveLength(2);
  });

  it('leaves a free agent’s team cells empty', () => {
    expect(playersToCsv([player({ teamId: null, teamName: null, yahooTeamKey: null })]).split('\r\n')[1]).toBe(
      '"7","Patrick Mahomes","QB","KC","","","true","false","55","","50","2",""',
    );
  });

  it('doubles the quotes inside a cell and keeps its commas and line breaks inside the quotes', () => {
    const line = playersToCsv([player({ name: 'Smith, "Jr"', teamName: 'Two\nLines' })]);
    expect(line).toContain('"Smith, ""Jr"""');
    expect(line).toContain('"Two\nLines"');
  });

  it('guards every text cell whose first character a spreadsheet would start a formula with, and no other', () => {
    const text = playersToCsv([
      player({
        name: '=HYPERLINK("http://evil.example")',
        teamName: '@SUM(A1)',
        position: '-QB',
        yahooTeamKey: '+1',
        nflTeam: 'KC;=1+1',
      }),
    ]);
    expect(text).toContain(`"'=HYPERLINK(""http://evil.example"")"`);
    expect(text).toContain(`,"'-QB",`);
    expect(text).toContain(`,"'@SUM(A1)","'+1",`);
    // Not the first character: left as it is, inside its quotes.
    expect(text).toContain(`,"KC;=1+1",`);
  });

  it('writes a number as a number, a negative one too: a number is no formula, and a spreadsheet must read it as one', async () => {
    const text = playersToCsv([player({ auctionPrice: -5, buffer: 0, previousYearValue: -12 })]);
    expect(text.split('\r\n')[1]).toContain(',"-5","0","-12",');
    const parsed = await parseCsv(text);
    expect(parsed.rows[0]).toMatchObject({ auctionPrice: '-5', buffer: '0', previousYearValue: '-12' });
  });

  it('every field of the file is one quoted cell, whichever characters its text holds', () => {
    const risky = fc.string({
      unit: fc.constantFrom('=', '+', '-', '@', "'", ';', ',', '|', ' ', '"', '\t', '\r', '\n', 'a', '1'),
      minLength: 1,
      maxLength: 12,
    });
    fc.assert(
      fc.property(risky, risky, risky, (name, teamName, yahooTeamKey) => {
        const text = playersToCsv([player({ name, teamName, yahooTeamKey })]);
        // Each cell is "…" with inner quotes doubled, so no separator inside one ends it.
        const cells =
          text
            .split('\r\n')
            .slice(1)
            .join('\r\n')
            .match(/"(?:[^"]|"")*"/g) ?? [];
        expect(cells).toHaveLength(CSV_COLUMNS.length);
        expect(cells.join(',')).toBe(text.split('\r\n').slice(1).join('\r\n'));
        for (const cell of cells) expect(cell.slice(1)).not.toMatch(/^[=+\-@\t\r\uFF1D\uFF0B\uFF0D\uFF20]/);
      }),
      { numRuns: 500 },
    );
  });

  it('round trip: importing an export gives back every field it wrote', async () => {
    const book = [
      player(),
      player({
        id: 8,
        name: "=cmd|'/C calc'!A0",
        position: 'WR',
        nflTeam: 'LAR',
        teamId: null,
        teamName: null,
        yahooTeamKey: null,
        isKeeper: false,
        isRookie: true,
        auctionPrice: null,
        previousYearValue: null,
        yearsKept: 0,
        currentYearValue: 3,
      }),
    ];
    const plan = planImport(await parseCsv(playersToCsv(book)), testTeams);
    if (!plan.ok) throw new Error(plan.message);
    expect(plan.warnings).toEqual([]);
    expect(
      plan.players.map(({ yahooTeamKey: _key, fantasyTeamName: _name, fileRow: _row, ...fields }) => fields),
    ).toEqual(
      book.map(
        ({
          id,
          name,
          position,
          nflTeam,
          isKeeper,
          isRookie,
          auctionPrice,
          buffer,
          previousYearValue,
          yearsKept,
          currentYearValue,
        }) => ({
          id,
          name,
          position,
          nflTeam,
          isKeeper,
          isRookie,
          auctionPrice,
          buffer,
          previousYearValue,
          yearsKept,
          currentYearValue,
        }),
      ),
    );
    // Each on the team it was exported from, as the API's rule will place it.
    const findTeam = teamFinder(testTeams, nameLookup);
    expect(plan.players.map((row) => findTeam(row))).toEqual(
      book.map((exported) => ({ ok: true, teamId: exported.teamId })),
    );
  });

  it('names the file players_{year}_{date}.csv with the local date', () => {
    expect(exportFileName(2025, new Date(2026, 0, 5, 23, 30))).toBe('players_2025_2026-01-05.csv');
  });
});
