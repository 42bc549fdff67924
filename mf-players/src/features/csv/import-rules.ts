// SPEC.md §5's CSV import rules, applied to the rows papaparse read: which rows become
// players, what each field becomes, and which message the user sees when the file is unfit.
// A row SPEC drops is not dropped in silence: each refused row is reported with its file row,
// its column and the reason, all at once, so a commissioner fixes the file in one go.
import { canonicalNflTeam, canonicalPosition, FREE_AGENT_KEY, type Team, type UpsertPlayersBody, unknownPositionMessage } from 'shared-contracts';
import { CSV_TEXT } from '../../lib/messages';
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
    };

/** The league's teams, to place a player by a Yahoo key, or by the team's name or abbreviation. */
export type ImportTeam = Pick<Team, 'id' | 'name' | 'abbreviation' | 'yahooTeamKey'>;

/** The columns that say which fantasy team a player is on (a file may carry any of them). */
const TEAM_KEY_COLUMN = 'yahooTeamKey';
const TEAM_NAME_COLUMNS = ['fantasyTeam', 'fantasyTeamName'] as const;

/** Not a fault in the file: papaparse falls back to commas when it cannot tell. */
const HARMLESS_ERRORS = new Set(['UndetectableDelimiter']);

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

/** A quoted cell in a reason, cut short: a reason never repeats a whole pasted paragraph. */
const quoted = (text: string) => `"${text.length > 40 ? `${text.slice(0, 40)}…` : text}"`;

type TeamOutcome = { ok: true; fields: Pick<ImportRow, 'teamId' | 'yahooTeamKey'> } | { ok: false; column: string; message: string };

/**
 * Finds a row's fantasy team among the league's: by its Yahoo key when the row has one (a
 * blank key and a blank team are a free agent), else by the name or abbreviation of the
 * fantasyTeam column (a league not on Yahoo has no keys), else by the exported
 * fantasyTeamName. A team the league does not have is a problem of the row.
 */
function teamFinder(fields: readonly string[], teams: readonly ImportTeam[]) {
  const hasKeyColumn = fields.includes(TEAM_KEY_COLUMN);
  const nameColumns = TEAM_NAME_COLUMNS.filter((column) => fields.includes(column));
  // A file without any team column says nothing about teams, so players keep theirs.
  if (!hasKeyColumn && nameColumns.length === 0) return () => ({ ok: true as const, fields: {} });
  const lower = (text: string) => text.trim().toLowerCase();
  const byName = new Map(teams.map((team) => [lower(team.name), team]));
  const byAbbreviation = new Map(teams.map((team) => [lower(team.abbreviation), team]));
  const keys = new Set(teams.map((team) => team.yahooTeamKey).filter(Boolean));

  return (cell: (column: string) => string): TeamOutcome => {
    const key = cell(TEAM_KEY_COLUMN).trim();
    if (key && key !== FREE_AGENT_KEY) {
      return keys.has(key)
        ? { ok: true, fields: { yahooTeamKey: key } }
        : { ok: false, column: TEAM_KEY_COLUMN, message: `no team of this league has the Yahoo team key ${quoted(key)}` };
    }
    const column = nameColumns.find((candidate) => cell(candidate).trim() !== '');
    if (!column) return { ok: true, fields: { yahooTeamKey: null } };
    const text = cell(column).trim();
    const team = byName.get(lower(text)) ?? byAbbreviation.get(lower(text));
    return team ? { ok: true, fields: { teamId: team.id } } : { ok: false, column, message: `no team of this league is named or abbreviated ${quoted(text)}` };
  };
}

/** The row's name, position and NFL team as SPEC reads them, or what is wrong with each. */
function readRequired(cell: (column: string) => string): { values: Pick<ImportRow, 'name' | 'position' | 'nflTeam'>; problems: Array<Omit<RowProblem, 'row'>> } {
  const problems: Array<Omit<RowProblem, 'row'>> = [];
  const name = cell('name').trim();
  if (!name) problems.push({ column: 'name', message: 'the name is missing' });
  const positionText = cell('position').trim();
  const position = canonicalPosition(positionText);
  if (!positionText) problems.push({ column: 'position', message: 'the position is missing' });
  else if (!position) problems.push({ column: 'position', message: unknownPositionMessage(positionText) });
  const nflTeamText = cell('nflTeam').trim();
  const nflTeam = canonicalNflTeam(nflTeamText);
  if (!nflTeamText) problems.push({ column: 'nflTeam', message: 'the NFL team is missing' });
  else if (!nflTeam) problems.push({ column: 'nflTeam', message: `NFL team ${quoted(nflTeamText)} is not one of the 32 NFL team abbreviations` });
  return { values: { name, position: position ?? '', nflTeam: nflTeam ?? '' }, problems };
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

  const findTeam = teamFinder(parsed.fields, teams);
  const players: ImportRow[] = [];
  const fileRows: number[] = [];
  const refused: RowProblem[] = [];

  parsed.rows.forEach((raw, index) => {
    const fileRow = index + 1 + HEADER_ROWS;
    const cell = (column: string) => unescapeFormula(raw[column] ?? '');
    const required = readRequired(cell);
    const team = findTeam(cell);
    if (!team.ok || required.problems.length > 0) {
      const problems = team.ok ? required.problems : [...required.problems, { column: team.column, message: team.message }];
      for (const problem of problems) refused.push({ row: fileRow, ...problem });
      return;
    }

    const row: ImportRow = {
      ...required.values,
      isKeeper: readCsvBoolean(cell('isKeeper')),
      isRookie: readCsvBoolean(cell('isRookie')),
      yearsKept: readCsvNumber(cell('yearsKept')) ?? 0,
    };
    for (const column of MONEY_COLUMNS) row[column] = readCsvNumber(cell(column));
    const id = readCsvNumber(cell('id'));
    if (id !== null) row.id = id;
    Object.assign(row, team.fields);
    players.push(row);
    fileRows.push(fileRow);
  });

  if (players.length === 0) return { ok: false, message: CSV_TEXT.noValidRows, refused };
  return { ok: true, players, fileRows, refused };
}
