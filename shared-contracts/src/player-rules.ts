// The rules a player's fields obey, written once for the Players screen and the API: the screen
// runs them on each row of a CSV file (and on its forms) to say at once what is wrong where, and
// the API runs the same functions on every create, batch edit and import row, so the two can
// never disagree on what a valid player is. Each check reports every problem it finds, each
// with the field it is about, so a refusal can name the row and column of the file.

// From the package's main entry, not its files: this entry is bundled into the app that uses
// it, and a relative import would bundle a second copy of the main entry's modules beside the
// shared one (docs/performance.md §2.2).
import {
  canonicalNflTeam,
  DRAFT_ROUNDS,
  canonicalPosition,
  FREE_AGENT_KEY,
  INT4_MAX,
  nameProblem,
  NO_CONTROL_CHARACTERS,
  normalizeName,
  unknownPositionMessage,
} from 'shared-contracts';

/** Add Player's words for a missing name, position or NFL team (the product's own sentence). */
export const REQUIRED_MESSAGE = 'Name, Position, and NFL Team are required';
/** The import's words for the same, one per column, since a file row names its column. */
export const MISSING_IN_ROW = {
  name: 'the name is missing',
  position: 'the position is missing',
  nflTeam: 'the NFL team is missing',
} as const;
export const alreadyExistsMessage = (name: string) => `Player "${name}" already exists`;

/** The most an amount (or Years Kept) may be: far past any auction, far below int4. */
export const MAX_AMOUNT = 1_000_000;
export const MAX_NAME_LENGTH = 200;
export const AMOUNT_FIELDS = ['auctionPrice', 'buffer', 'previousYearValue', 'currentYearValue'] as const;
export type AmountField = (typeof AMOUNT_FIELDS)[number];

/** Input quoted in a reason, cut short: a reason never repeats a whole pasted paragraph. */
export const quotedInput = (value: unknown) => {
  const text = String(value);
  return `"${text.length > 40 ? `${text.slice(0, 40)}…` : text}"`;
};

export const unknownNflTeamMessage = (text: string) =>
  `NFL team ${quotedInput(text)} is not one of the 32 NFL team abbreviations`;
export const unknownTeamKeyMessage = (key: string) =>
  `no team of this league has the Yahoo team key ${quotedInput(key)}`;
export const unknownTeamNameMessage = (text: string) =>
  `no team of this league is named or abbreviated ${quotedInput(text)}`;
export const unknownTeamIdMessage = (teamId: number) => `team ${teamId} is not a team of this league`;

/**
 * One problem of a player's fields: the field (or file column) and why; `missingRow` when it
 * is an id naming no row of the league (the API answers 404 for those, docs/api.md §3).
 */
export type FieldProblem = { field: string; message: string; missingRow?: true };
type Read<T> = { ok: true; value: T } | { ok: false; message: string };

/** A player's stored fields, as the rules produce them (its team is resolved apart). */
export type PlayerValues = {
  name: string;
  position: string;
  nflTeam: string;
  isRookie: boolean;
  isKeeper: boolean;
  auctionPrice: number | null;
  buffer: number | null;
  previousYearValue: number | null;
  yearsKept: number;
  currentYearValue: number | null;
  /**
   * The round he was drafted in, null: not drafted. Optional even for a whole player: a write
   * or a file that says nothing of it leaves it as it is (a new player: not drafted).
   */
  draftRound?: number | null;
};

/** The loose fields a write may carry (numbers and flags as text too, blanks as null). */
export type LooseFields = {
  name?: string | null;
  position?: string | null;
  nflTeam?: string | null;
  isRookie?: boolean | string | null;
  isKeeper?: boolean | string | null;
  auctionPrice?: number | string | null;
  buffer?: number | string | null;
  previousYearValue?: number | string | null;
  yearsKept?: number | string | null;
  currentYearValue?: number | string | null;
  draftRound?: number | string | null;
};

const isBlank = (raw: unknown) => raw === null || raw === undefined || (typeof raw === 'string' && raw.trim() === '');

/** true, yes or 1 in any case is true; anything else false (as a CSV cell reads). */
export function readFlag(raw: unknown): boolean {
  if (typeof raw === 'boolean') return raw;
  if (typeof raw !== 'string') return false;
  return ['true', 'yes', '1'].includes(raw.trim().toLowerCase());
}

/**
 * An amount or Years Kept: a whole number from 0 to MAX_AMOUNT (a number or its digits). A
 * blank is `blank`: null for an amount, 0 for Years Kept.
 */
export function readAmount(field: string, raw: unknown, blank: null | 0 = null): Read<number | null> {
  if (isBlank(raw)) return { ok: true, value: blank };
  const value = typeof raw === 'number' ? raw : Number(String(raw).trim());
  if (!Number.isInteger(value)) return { ok: false, message: `${field} must be a whole number` };
  if (value < 0 || value > MAX_AMOUNT) return { ok: false, message: `${field} must be 0 to ${MAX_AMOUNT}` };
  return { ok: true, value };
}

/** Why a drafted round is refused, the same words on the form, in a file's row and from the API. */
export const DRAFT_ROUND_MESSAGE = `draftRound must be a whole number from 1 to ${DRAFT_ROUNDS} (blank: not drafted)`;

/** The round a player was drafted in: 1 to DRAFT_ROUNDS (a number or its digits); a blank is null, not drafted. */
export function readDraftRound(raw: unknown): Read<number | null> {
  if (isBlank(raw)) return { ok: true, value: null };
  const value = typeof raw === 'number' ? raw : Number(String(raw).trim());
  return Number.isInteger(value) && value >= 1 && value <= DRAFT_ROUNDS
    ? { ok: true, value }
    : { ok: false, message: DRAFT_ROUND_MESSAGE };
}

/** A player id a row may carry (an export's): blank is none, else a whole number from 1. */
export function readPlayerId(raw: unknown): Read<number | null> {
  if (isBlank(raw)) return { ok: true, value: null };
  const value = typeof raw === 'number' ? raw : Number(String(raw).trim());
  return Number.isInteger(value) && value >= 1 && value <= INT4_MAX
    ? { ok: true, value }
    : { ok: false, message: `id ${quotedInput(raw)} is not a player id` };
}

/** How a missing name, position or NFL team is told: Add Player's one sentence, or per column. */
export type MissingWording = 'form' | 'row';

/**
 * The fields present in `fields`, checked (an edit changes only what it sends); with
 * `requireAll` every field gets its value or default (a new player, a file row). Every
 * problem is reported, not only the first. Names are stored normalised (NFKC, spaces
 * collapsed) and refused with a character that is invisible or reorders text.
 */
export function readPlayerChanges(
  fields: LooseFields,
  { requireAll = false, wording = 'form' }: { requireAll?: boolean; wording?: MissingWording } = {},
): { ok: true; value: Partial<PlayerValues> } | { ok: false; problems: FieldProblem[] } {
  const changes: Partial<PlayerValues> = {};
  const problems: FieldProblem[] = [];
  const missing = (field: keyof typeof MISSING_IN_ROW) =>
    problems.push({ field, message: wording === 'row' ? MISSING_IN_ROW[field] : REQUIRED_MESSAGE });

  if (fields.name !== undefined || requireAll) {
    const raw = fields.name ?? '';
    const name = normalizeName(raw);
    const hidden = nameProblem('name', raw);
    if (!name) missing('name');
    else if (hidden) problems.push({ field: 'name', message: hidden });
    else if (!NO_CONTROL_CHARACTERS.test(name))
      problems.push({ field: 'name', message: 'name must not contain control characters' });
    else if (name.length > MAX_NAME_LENGTH)
      problems.push({ field: 'name', message: `name must be at most ${MAX_NAME_LENGTH} characters` });
    else changes.name = name;
  }
  if (fields.position !== undefined || requireAll) {
    const input = fields.position?.trim() ?? '';
    const position = canonicalPosition(input);
    if (!input) missing('position');
    else if (!position) problems.push({ field: 'position', message: unknownPositionMessage(input) });
    else changes.position = position;
  }
  if (fields.nflTeam !== undefined || requireAll) {
    const input = fields.nflTeam?.trim() ?? '';
    const nflTeam = canonicalNflTeam(input);
    if (!input) missing('nflTeam');
    else if (!nflTeam) problems.push({ field: 'nflTeam', message: unknownNflTeamMessage(input) });
    else changes.nflTeam = nflTeam;
  }
  if (fields.isRookie !== undefined || requireAll) changes.isRookie = readFlag(fields.isRookie);
  if (fields.isKeeper !== undefined || requireAll) changes.isKeeper = readFlag(fields.isKeeper);
  for (const field of AMOUNT_FIELDS) {
    if (fields[field] === undefined && !requireAll) continue;
    const read = readAmount(field, fields[field]);
    if (read.ok) changes[field] = read.value;
    else problems.push({ field, message: read.message });
  }
  if (fields.yearsKept !== undefined || requireAll) {
    const read = readAmount('yearsKept', fields.yearsKept, 0);
    if (read.ok) changes.yearsKept = read.value ?? 0;
    else problems.push({ field: 'yearsKept', message: read.message });
  }
  // Only when sent, even for a whole player: a file without the column keeps each player's round.
  if (fields.draftRound !== undefined) {
    const read = readDraftRound(fields.draftRound);
    if (read.ok) changes.draftRound = read.value;
    else problems.push({ field: 'draftRound', message: read.message });
  }
  return problems.length > 0 ? { ok: false, problems } : { ok: true, value: changes };
}

/** A whole player (create, import row): every field read, defaults for the blank ones. */
export function readPlayerValues(fields: LooseFields, wording: MissingWording = 'form') {
  return readPlayerChanges(fields, { requireAll: true, wording }) as
    { ok: true; value: PlayerValues } | { ok: false; problems: FieldProblem[] };
}

/** What the rules need of a league's team to place a player on it. */
export type RuleTeam = { id: number; name: string; abbreviation: string; yahooTeamKey: string | null };

/**
 * The ways a write names a player's team: `teamId`; a Yahoo `yahooTeamKey`; or, for a league
 * not on Yahoo, a team's name or abbreviation in `fantasyTeam` (or an export's
 * `fantasyTeamName`). Each is absent (says nothing) or present (blank is a free agent).
 */
export type TeamFields = {
  teamId?: number | string | null;
  yahooTeamKey?: string | null;
  fantasyTeam?: string | null;
  fantasyTeamName?: string | null;
};
export const TEAM_NAME_FIELDS = ['fantasyTeam', 'fantasyTeamName'] as const;

/** The team id a row names (null: a free agent; undefined: it says nothing, the player keeps his), or why not. */
export type TeamOutcome = { ok: true; teamId: number | null | undefined } | ({ ok: false } & FieldProblem);

/**
 * Finds a value by a name, the way names are compared: `nameLookup` of `shared-contracts/name-compare`,
 * which callers hand in because its data stays out of this entry (docs/performance.md §2.2).
 */
export type NameLookup = <T>(entries: ReadonlyArray<readonly [string, T]>) => (name: string) => T | undefined;

/**
 * Finds rows' teams among the league's. `teamId` wins when present (edits send the id and the
 * team's key; the id is unambiguous); else a Yahoo key that is not blank or FREE_AGENT_KEY;
 * else the first team name given, matched against each team's name, then its abbreviation,
 * the way names are compared (any case or look-alike form). A row with a team field that is
 * blank everywhere is a free agent; a team the league does not have is a problem of the row.
 */
export function teamFinder(teams: readonly RuleTeam[], lookup: NameLookup): (fields: TeamFields) => TeamOutcome {
  const ids = new Set(teams.map((team) => team.id));
  const byKey = new Map(teams.flatMap((team) => (team.yahooTeamKey ? [[team.yahooTeamKey, team.id] as const] : [])));
  const byName = lookup(teams.map((team) => [team.name, team.id] as const));
  const byAbbreviation = lookup(teams.map((team) => [team.abbreviation, team.id] as const));

  return (fields) => {
    if (fields.teamId !== undefined) {
      const raw = fields.teamId;
      if (isBlank(raw)) return { ok: true, teamId: null };
      const teamId = Number(raw);
      if (!Number.isInteger(teamId) || teamId < 1)
        return { ok: false, field: 'teamId', message: `teamId ${quotedInput(raw)} is not a team id` };
      return ids.has(teamId)
        ? { ok: true, teamId }
        : { ok: false, field: 'teamId', message: unknownTeamIdMessage(teamId), missingRow: true };
    }
    const key = fields.yahooTeamKey?.trim() ?? '';
    if (key && key !== FREE_AGENT_KEY) {
      const teamId = byKey.get(key);
      return teamId === undefined
        ? { ok: false, field: 'yahooTeamKey', message: unknownTeamKeyMessage(key) }
        : { ok: true, teamId };
    }
    const field = TEAM_NAME_FIELDS.find((candidate) => (fields[candidate]?.trim() ?? '') !== '');
    if (field) {
      const text = fields[field]?.trim() ?? '';
      const teamId = byName(text) ?? byAbbreviation(text);
      return teamId === undefined ? { ok: false, field, message: unknownTeamNameMessage(text) } : { ok: true, teamId };
    }
    const said =
      fields.yahooTeamKey !== undefined || TEAM_NAME_FIELDS.some((candidate) => fields[candidate] !== undefined);
    return { ok: true, teamId: said ? null : undefined };
  };
}

/** One row of an import (a CSV file's row, or a row of POST /api/players/upsert). */
export type ImportRowFields = LooseFields & TeamFields & { id?: number | string | null };
export type CheckedImportRow =
  | { ok: true; player: PlayerValues; teamId: number | null | undefined; id: number | null }
  | { ok: false; problems: FieldProblem[] };

/**
 * Every rule of one import row, every problem of it: its fields, its team, its id. The screen
 * runs it on each row of the file and the API on each row it is sent.
 */
export function checkImportRow(row: ImportRowFields, findTeam: (fields: TeamFields) => TeamOutcome): CheckedImportRow {
  const values = readPlayerValues(row, 'row');
  const problems = values.ok ? [] : [...values.problems];
  const team = findTeam(row);
  if (!team.ok)
    problems.push({ field: team.field, message: team.message, ...(team.missingRow && { missingRow: true }) });
  const id = readPlayerId(row.id);
  if (!id.ok) problems.push({ field: 'id', message: id.message });
  if (!values.ok || !team.ok || !id.ok) return { ok: false, problems };
  return { ok: true, player: values.value, teamId: team.teamId, id: id.value };
}
