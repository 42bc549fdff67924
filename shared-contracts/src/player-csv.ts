// The players book as a CSV file: its columns, how a header names one, and
// what each cell becomes in an import row, which the player rules (player-rules.ts) then check.
// Pure text rules, so the screen that reads a file and anything else that reads one agree.
import { unescapeFormula } from './csv-formula';
import { AMOUNT_FIELDS, type FieldProblem, type ImportRowFields, TEAM_NAME_FIELDS } from './player-rules';

/** The file's thirteen columns, in this order. Export writes them; import reads them by header. */
export const CSV_COLUMNS = [
  'id',
  'name',
  'position',
  'nflTeam',
  'fantasyTeamName',
  'yahooTeamKey',
  'isKeeper',
  'isRookie',
  'auctionPrice',
  'buffer',
  'previousYearValue',
  'yearsKept',
  'currentYearValue',
] as const;
export type CsvColumn = (typeof CSV_COLUMNS)[number];

/**
 * Columns import reads that export does not write: a league that is not on Yahoo names a
 * player's team by its name or abbreviation; a commissioner gives the round each player was
 * drafted in (the keeper rule "drafted round" counts back from it). Export keeps the product's
 * thirteen columns, so an exported file imported again leaves each player's round as it is.
 */
export const IMPORT_ONLY_COLUMNS = ['fantasyTeam', 'draftRound'] as const;

/** Headers people type for a column, beside its own name: the Players screen's label. */
const HEADER_ALIASES: ReadonlyArray<readonly [string, string]> = [['Drafted round', 'draftRound']];

const columnsByLowerCase = new Map<string, string>([
  ...[...CSV_COLUMNS, ...IMPORT_ONLY_COLUMNS].map((column) => [column.toLowerCase(), column] as const),
  ...HEADER_ALIASES.map(([header, column]) => [header.toLowerCase(), column] as const),
]);

/**
 * The column a header names: spreadsheets add a byte-order mark to the first header and people
 * retype headers as "Name" or " nflteam ", so the mark and spaces go and case is ignored.
 * Anything else keeps its own (trimmed) text and is ignored by the import.
 */
export function normaliseHeader(header: string): string {
  const text = header.replace(/^\uFEFF/, '').trim();
  return columnsByLowerCase.get(text.toLowerCase()) ?? text;
}

/**
 * A blank or non-numeric cell is null (the product's rule for a file). A number that is one but breaks the
 * amount rule (a fraction, below 0) is kept, so the rules report it for its row.
 */
export function readCsvNumber(cell: string | undefined): number | null {
  const text = (cell ?? '').trim();
  if (text === '') return null;
  const value = Number(text);
  return Number.isFinite(value) ? value : null;
}

/** The number columns of a file: a cell that is not blank and not a number is read as blank. */
const NUMBER_COLUMNS = [...AMOUNT_FIELDS, 'yearsKept'] as const;

/**
 * docs/screens/players.md §4.5: the cells of a file row that import reads as blank because
 * they are not numbers ("abc" as a price), each with the warning the screen lists under the
 * row and column: `"abc" is not a number: read as blank` (Years Kept: `read as 0`).
 */
export function blankedCells(cells: Readonly<Record<string, string | undefined>>): FieldProblem[] {
  return NUMBER_COLUMNS.flatMap((column) => {
    const text = unescapeFormula(cells[column] ?? '').trim();
    if (text === '' || readCsvNumber(text) !== null) return [];
    return [{ field: column, message: `"${text}" is not a number: read as ${column === 'yearsKept' ? '0' : 'blank'}` }];
  });
}

/**
 * One file row as an import row: each cell without export's formula guard, numbers read as a
 * file's are (flags are read by the rules), and the team columns the file has (blank ones too: a blank team
 * is a free agent; a file without team columns leaves players on their teams). The drafted
 * round, when the file has the column, goes to the rules as its text: blank clears it, and
 * anything but 1 to 5 is the row's reason, never read as blank (a wrong round would move a keeper).
 */
export function importRowOfCells(
  cells: Readonly<Record<string, string | undefined>>,
  columns: readonly string[],
): ImportRowFields {
  const cell = (column: string) => unescapeFormula(cells[column] ?? '');
  const row: ImportRowFields = {
    name: cell('name'),
    position: cell('position'),
    nflTeam: cell('nflTeam'),
    isKeeper: cell('isKeeper'),
    isRookie: cell('isRookie'),
    yearsKept: readCsvNumber(cell('yearsKept')),
  };
  for (const column of AMOUNT_FIELDS) row[column] = readCsvNumber(cell(column));
  const id = cell('id').trim();
  if (id !== '') row.id = readCsvNumber(id) ?? id;
  for (const column of ['yahooTeamKey', ...TEAM_NAME_FIELDS, 'draftRound'] as const)
    if (columns.includes(column)) row[column] = cell(column).trim();
  return row;
}
