// SPEC.md §5's CSV import rules, applied to the rows papaparse read: which rows become
// players, what each field becomes, and which message the user sees when the file is unfit.
import { canonicalNflTeam, type Team, type UpsertPlayersBody } from 'shared-contracts';
import { CSV_TEXT } from '../players';
import { MONEY_COLUMNS } from './csv-columns';
import { unescapeFormula } from './formula-escape';

/** What papaparse produced: rows keyed by (normalised) header, the headers, its errors. */
export interface ParsedCsv {
  rows: ReadonlyArray<Record<string, string | undefined>>;
  fields: readonly string[];
  errors: ReadonlyArray<{ code?: string; message: string; row?: number }>;
}

/** One row of POST /api/players/upsert, as the import sends it. */
export type ImportRow = UpsertPlayersBody['players'][number];

export type ImportPlan =
  | { ok: false; message: string }
  | {
      ok: true;
      players: ImportRow[];
      /** The file row (the header is row 1) each player came from, to name rows in errors. */
      fileRows: number[];
      /** File rows dropped for a missing name, position or NFL team. */
      skippedRows: number[];
    };

/** The league's teams, to place a player whose team has no Yahoo key by its name. */
export type ImportTeam = Pick<Team, 'id' | 'name' | 'yahooTeamKey'>;

/** Not a fault in the file: papaparse falls back to commas when it cannot tell. */
const HARMLESS_ERRORS = new Set(['UndetectableDelimiter']);

export const UNKNOWN = 'UNKNOWN';
const HEADER_ROWS = 1;

/** SPEC.md §5: true, yes or 1, in any case. */
export function readCsvBoolean(cell: string | undefined): boolean {
  return ['true', 'yes', '1'].includes((cell ?? '').trim().toLowerCase());
}

/** SPEC.md §5: blank or non-numeric is null. */
export function readCsvNumber(cell: string | undefined): number | null {
  const text = (cell ?? '').trim();
  if (text === '') return null;
  const value = Number(text);
  return Number.isFinite(value) ? value : null;
}

/**
 * The plan for a parsed file: a message to show, or the players to send. Checks run in
 * SPEC.md's order: parse errors, an empty file, the 'name' header, then each row.
 */
export function planImport(parsed: ParsedCsv, teams: readonly ImportTeam[] = []): ImportPlan {
  const errors = parsed.errors.filter((error) => !HARMLESS_ERRORS.has(error.code ?? ''));
  if (errors[0]) {
    // SPEC.md §5 promises the details in the console.
    console.error('CSV parse errors', errors);
    return { ok: false, message: CSV_TEXT.parseError(errors[0].message) };
  }
  if (parsed.rows.length === 0) return { ok: false, message: CSV_TEXT.empty };
  if (!parsed.fields.includes('name')) return { ok: false, message: CSV_TEXT.missingName };

  const hasTeamKeyColumn = parsed.fields.includes('yahooTeamKey');
  const teamsByName = new Map(teams.map((team) => [team.name.trim().toLowerCase(), team]));
  const players: ImportRow[] = [];
  const fileRows: number[] = [];
  const skippedRows: number[] = [];

  parsed.rows.forEach((raw, index) => {
    const fileRow = index + 1 + HEADER_ROWS;
    const cell = (column: string) => {
      const value = raw[column];
      return value === undefined ? undefined : unescapeFormula(value);
    };
    const name = (cell('name') ?? '').trim();
    const position = (cell('position') ?? '').trim().toUpperCase() || UNKNOWN;
    const nflTeam = canonicalNflTeam(cell('nflTeam') ?? '') ?? UNKNOWN;
    if (!name || position === UNKNOWN || nflTeam === UNKNOWN) {
      skippedRows.push(fileRow);
      return;
    }

    const row: ImportRow = {
      name,
      position,
      nflTeam,
      isKeeper: readCsvBoolean(cell('isKeeper')),
      isRookie: readCsvBoolean(cell('isRookie')),
      yearsKept: readCsvNumber(cell('yearsKept')) ?? 0,
    };
    for (const column of MONEY_COLUMNS) row[column] = readCsvNumber(cell(column));

    const id = readCsvNumber(cell('id'));
    if (id !== null) row.id = id;

    // SPEC.md §5: a blank yahooTeamKey is null (a free agent). A file without the column says
    // nothing about teams, so players keep theirs. A team the league has not linked to Yahoo
    // exports a blank key and its name: the name finds it again, so the round trip holds.
    if (hasTeamKeyColumn) {
      const key = (cell('yahooTeamKey') ?? '').trim();
      const byName = key ? undefined : teamsByName.get((cell('fantasyTeamName') ?? '').trim().toLowerCase());
      if (byName) row.teamId = byName.id;
      else row.yahooTeamKey = key || null;
    }
    players.push(row);
    fileRows.push(fileRow);
  });

  if (players.length === 0) return { ok: false, message: CSV_TEXT.noValidRows };
  return { ok: true, players, fileRows, skippedRows };
}

/**
 * The server names refused rows by their place in the call ("Row 3: …", "(rows 2 and 5)",
 * "as row 4"); the user knows their file, so each becomes the file's row number (the header
 * being row 1).
 */
export function toFileRowNumbers(message: string, fileRows: readonly number[]): string {
  const fileRowOf = (place: string) => String(fileRows[Number(place) - 1] ?? place);
  return message.replace(/\b(Row|row|rows) (\d+)(?: and (\d+))?/g, (_text, word: string, first: string, second?: string) =>
    second === undefined ? `${word} ${fileRowOf(first)}` : `${word} ${fileRowOf(first)} and ${fileRowOf(second)}`,
  );
}
