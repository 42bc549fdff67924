// The import screen and the API check rows with the same functions (shared-contracts' player
// rules). These properties hold the two ends together: what the screen sends is what the API
// accepts, unchanged, and what the screen refuses the API refuses for the same column.
import fc from 'fast-check';
import { NFL_TEAMS, PLAYER_POSITIONS } from 'shared-contracts';
import { importRowOfCells } from 'shared-contracts/player-csv';
import { checkImportRow, teamFinder } from 'shared-contracts/player-rules';
import { nameLookup } from 'shared-contracts/name-compare';
import { planImport, type ImportTeam } from './import-rules';

const TEAMS: ImportTeam[] = [
  { id: 1, name: 'Team One', abbreviation: 'ONE', yahooTeamKey: '461.l.6288.t.1' },
  { id: 4, name: 'Local Team', abbreviation: 'LOC', yahooTeamKey: null },
];
const COLUMNS = [
  'id',
  'name',
  'position',
  'nflTeam',
  'fantasyTeam',
  'yahooTeamKey',
  'isKeeper',
  'auctionPrice',
  'yearsKept',
  'draftRound',
] as const;

/** Cells that are often right and often wrong in the ways files are. */
const cell = {
  id: fc.constantFrom('', '12', '0', 'x', '3.5'),
  name: fc.oneof(fc.constantFrom('', ' Josh  Allen ', 'Ｊｏｓｈ', 'A\u200BB', "'=1+2"), fc.string({ maxLength: 8 })),
  position: fc.oneof(fc.constantFrom(...PLAYER_POSITIONS, '', 'coach'), fc.constantFrom('qb', ' wr ')),
  nflTeam: fc.constantFrom(...NFL_TEAMS, '', 'kc', 'XYZ'),
  fantasyTeam: fc.constantFrom('', 'team one', 'loc', 'Nobody'),
  yahooTeamKey: fc.constantFrom('', 'free-agent', '461.l.6288.t.1', '461.l.6288.t.9'),
  isKeeper: fc.constantFrom('', 'yes', 'TRUE', 'no'),
  auctionPrice: fc.constantFrom('', '5', '2.5', '-1', '$7', '1000001'),
  yearsKept: fc.constantFrom('', '0', '2', 'x', '-3'),
  draftRound: fc.constantFrom('', '1', '5', '0', '6', '2.5', 'x'),
};

const fileRow = fc.record(cell);

describe('the import screen and the API agree on every row', () => {
  it('a row the screen sends passes the API’s check unchanged, on the team the file names', () => {
    const findTeam = teamFinder(TEAMS, nameLookup);
    fc.assert(
      fc.property(fileRow, (raw) => {
        const plan = planImport({ rows: [raw], fields: [...COLUMNS], errors: [], lines: [2] }, TEAMS);
        const own = checkImportRow(importRowOfCells(raw, COLUMNS), findTeam);
        if (!plan.ok) {
          // Refused on the screen: for the same columns the API's own check names.
          expect(own.ok).toBe(false);
          expect(plan.refused?.map((problem) => problem.column)).toEqual(
            own.ok ? [] : own.problems.map((problem) => problem.field),
          );
          return;
        }
        const [sent] = plan.players;
        const again = checkImportRow(sent ?? {}, findTeam);
        expect(again).toEqual(own);
        if (again.ok) expect(sent).toMatchObject(again.player);
      }),
      { numRuns: 300 },
    );
  });
});
