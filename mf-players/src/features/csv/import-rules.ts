// docs/screens/players.md §4.5's CSV import rules, applied to the rows papaparse read: which rows become
// players, what each field becomes, and which message the user sees when the file is unfit.
// Each row is checked by the rules the API also runs (shared-contracts' player rules).
// A row docs/screens/players.md §4.5 leaves out is not dropped in silence: each refused row is reported with its file row,
// its column and the reason, all at once, so a commissioner fixes the file in one go.
// The screen loads this file when a file is chosen (useCsvImport): it brings the name
// comparison's Unicode data (shared-contracts/name-compare, docs/performance.md §2.2).
import { type UpsertPlayersBody } from 'shared-contracts';
import { blankedCells, importRowOfCells } from 'shared-contracts/player-csv';
import { checkImportRow, type RuleTeam, teamFinder } from 'shared-contracts/player-rules';
import { nameLookup } from 'shared-contracts/name-compare';
import { CSV_TEXT } from '../../lib/messages';

/** What papaparse produced: rows keyed by (normalised) header, the headers, its errors. */
export interface ParsedCsv {
  rows: ReadonlyArray<Record<string, string | undefined>>;
  fields: readonly string[];
  errors: ReadonlyArray<{ code?: string; message: string; row?: number }>;
  /** The file line each row starts on, the header being line 1 (blank lines and a value's line breaks counted). */
  lines: readonly number[];
}

/** One row of POST /api/players/upsert, as the import sends it. */
export type ImportRow = UpsertPlayersBody['players'][number];

/** Why a row of the file was refused: its file row (the header is row 1), column and reason. */
export interface RowProblem {
  row: number;
  column: string;
  message: string;
}

export type ImportPlan =
  | {
      ok: false;
      message: string;
      /** When every row was refused: why, row by row. */
      refused?: RowProblem[];
    }
  | {
      ok: true;
      players: ImportRow[];
      /** The file row each player came from, to name rows in the server's refusals. */
      fileRows: number[];
      /** The rows left out, each problem of each of them, in file order. */
      refused: RowProblem[];
      /** The values of rows sent that were read as blank (a number that is not one), in file order. */
      warnings: RowProblem[];
    };

/** The league's teams, to place a player by a Yahoo key, or by the team's name or abbreviation. */
export type ImportTeam = RuleTeam;

/** Not a fault in the file: papaparse falls back to commas when it cannot tell. */
const HARMLESS_ERRORS = new Set(['UndetectableDelimiter']);

/**
 * The plan for a parsed file: a message to show, or the players to send. Checks run in
 * docs/screens/players.md §4.5's order: parse errors, an empty file, the 'name' header, then each row.
 */
export function planImport(parsed: ParsedCsv, teams: readonly ImportTeam[] = []): ImportPlan {
  const errors = parsed.errors.filter((error) => !HARMLESS_ERRORS.has(error.code ?? ''));
  if (errors[0]) {
    // docs/screens/players.md §4.5 promises the details in the console.
    console.error('CSV parse errors', errors);
    return { ok: false, message: CSV_TEXT.parseError(errors[0].message) };
  }
  if (parsed.rows.length === 0) return { ok: false, message: CSV_TEXT.empty };
  if (!parsed.fields.includes('name')) return { ok: false, message: CSV_TEXT.missingName };

  const findTeam = teamFinder(teams, nameLookup);
  const players: ImportRow[] = [];
  const fileRows: number[] = [];
  const refused: RowProblem[] = [];
  const warnings: RowProblem[] = [];

  parsed.rows.forEach((raw, index) => {
    const fileRow = parsed.lines[index] ?? index + 2;
    // The same rules the API runs on each row it is sent (shared-contracts' player rules).
    const fields = importRowOfCells(raw, parsed.fields);
    const checked = checkImportRow(fields, findTeam);
    if (!checked.ok) {
      for (const problem of checked.problems)
        refused.push({ row: fileRow, column: problem.field, message: problem.message });
      return;
    }
    // The values as the rules read them, and the team as the file names it, so the API finds
    // it the same way and a refusal names the file's own column.
    const row: ImportRow = { ...checked.player, fileRow };
    if (checked.id !== null) row.id = checked.id;
    // docs/screens/players.md §4.5: a value read as blank is imported so, and listed.
    for (const blanked of blankedCells(raw))
      warnings.push({ row: fileRow, column: blanked.field, message: blanked.message });
    for (const column of ['yahooTeamKey', 'fantasyTeam', 'fantasyTeamName'] as const)
      if (fields[column] !== undefined) row[column] = fields[column];
    players.push(row);
    fileRows.push(fileRow);
  });

  if (players.length === 0) return { ok: false, message: CSV_TEXT.noValidRows, refused };
  return { ok: true, players, fileRows, refused, warnings };
}
