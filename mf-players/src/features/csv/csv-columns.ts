// SPEC.md §3: the CSV file's thirteen columns, in this order. Export writes them; import reads
// them by header name (in any order and letter case; unknown columns are ignored).
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
 * player's team by its name or abbreviation.
 */
export const IMPORT_ONLY_COLUMNS = ['fantasyTeam'] as const;

export const MONEY_COLUMNS = ['auctionPrice', 'buffer', 'previousYearValue', 'currentYearValue'] as const;

const columnsByLowerCase = new Map<string, string>([...CSV_COLUMNS, ...IMPORT_ONLY_COLUMNS].map((column) => [column.toLowerCase(), column]));

/**
 * The column a header names: spreadsheets add a byte-order mark to the first header and people
 * retype headers as "Name" or " nflteam ", so the mark and spaces go and case is ignored.
 * Anything else keeps its own (trimmed) text and is ignored by the import.
 */
export function normaliseHeader(header: string): string {
  const text = header.replace(/^\uFEFF/, '').trim();
  return columnsByLowerCase.get(text.toLowerCase()) ?? text;
}
