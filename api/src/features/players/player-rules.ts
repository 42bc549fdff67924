import { canonicalNflTeam, canonicalPosition, FREE_AGENT_KEY, nameKey as comparableName, type PlayerFields, unknownPositionMessage } from 'shared-contracts';
import { quoteInput } from '../../plugins/errors';

/** SPEC.md §5, verbatim. */
export const REQUIRED_MESSAGE = 'Name, Position, and NFL Team are required';
export const alreadyExistsMessage = (name: string) => `Player "${name}" already exists`;
/** SPEC.md §5: a name is unique within a year whatever its letter case (or look-alike form); this is its key. */
export const nameKey = (year: number, name: string) => `${year}|${comparableName(name)}`;

/** A player's stored fields, as the rules below produce them (team still to be resolved). */
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
};

/** The team a row asks for: an id, a provider key, a free agent, or nothing said. */
export type TeamChoice = { kind: 'id'; teamId: number } | { kind: 'key'; key: string } | { kind: 'free-agent' } | { kind: 'unchanged' };

/** A refusal names the field it is about when there is one, so a bulk write can say where. */
type Outcome<T> = { ok: true; value: T } | { ok: false; message: string; field?: string };

const MONEY_FIELDS = ['auctionPrice', 'buffer', 'previousYearValue', 'currentYearValue'] as const;
const MAX_MONEY = 1_000_000;

function readNumber(field: string, raw: unknown, { nullable }: { nullable: boolean }): Outcome<number | null> {
  if (raw === null || raw === undefined || (typeof raw === 'string' && raw.trim() === '')) {
    return { ok: true, value: nullable ? null : 0 };
  }
  const value = typeof raw === 'number' ? raw : Number(String(raw).trim());
  if (!Number.isInteger(value)) return { ok: false, message: `${field} must be a whole number`, field };
  if (value < 0 || value > MAX_MONEY) return { ok: false, message: `${field} must be 0 to ${MAX_MONEY}`, field };
  return { ok: true, value };
}

/** SPEC.md §5: true, yes or 1 in any case is true; anything else false. */
function readBoolean(raw: unknown): boolean {
  if (typeof raw === 'boolean') return raw;
  if (typeof raw !== 'string') return false;
  return ['true', 'yes', '1'].includes(raw.trim().toLowerCase());
}

export function readTeamChoice(fields: Pick<PlayerFields, 'teamId' | 'yahooTeamKey'>): Outcome<TeamChoice> {
  const hasId = fields.teamId !== undefined;
  const hasKey = fields.yahooTeamKey !== undefined;
  let byId: TeamChoice | null = null;
  if (hasId) {
    const raw = fields.teamId;
    if (raw === null || (typeof raw === 'string' && raw.trim() === '')) byId = { kind: 'free-agent' };
    else {
      const teamId = Number(raw);
      if (!Number.isInteger(teamId) || teamId < 1) return { ok: false, message: `teamId ${quoteInput(raw)} is not a team id`, field: 'teamId' };
      byId = { kind: 'id', teamId };
    }
  }
  let byKey: TeamChoice | null = null;
  if (hasKey) {
    const key = fields.yahooTeamKey?.trim() ?? '';
    byKey = key === '' || key === FREE_AGENT_KEY ? { kind: 'free-agent' } : { kind: 'key', key };
  }
  // Edits send both (the player's id and its team's key): the id wins, being unambiguous.
  return { ok: true, value: byId ?? byKey ?? { kind: 'unchanged' } };
}

/**
 * A whole player from loose input (create and upsert rows): SPEC.md §5's rules. Required
 * text is trimmed, the position uppercased, the NFL team matched in any case.
 */
export function readPlayerValues(fields: PlayerFields): Outcome<PlayerValues> {
  return readChanges(fields, { requireAll: true }) as Outcome<PlayerValues>;
}

/**
 * The fields present in `fields`, checked (batch edits change only what they send). With
 * `requireAll` every field gets its value or default.
 */
export function readChanges(fields: PlayerFields, { requireAll = false } = {}): Outcome<Partial<PlayerValues>> {
  const changes: Partial<PlayerValues> = {};
  if (fields.name !== undefined || requireAll) {
    const name = fields.name?.trim() ?? '';
    if (!name) return { ok: false, message: REQUIRED_MESSAGE, field: 'name' };
    if (name.length > 200) return { ok: false, message: 'name must be at most 200 characters', field: 'name' };
    changes.name = name;
  }
  if (fields.position !== undefined || requireAll) {
    const input = fields.position?.trim() ?? '';
    if (!input) return { ok: false, message: REQUIRED_MESSAGE, field: 'position' };
    const position = canonicalPosition(input);
    if (!position) return { ok: false, message: unknownPositionMessage(input), field: 'position' };
    changes.position = position;
  }
  if (fields.nflTeam !== undefined || requireAll) {
    const input = fields.nflTeam?.trim() ?? '';
    if (!input) return { ok: false, message: REQUIRED_MESSAGE, field: 'nflTeam' };
    const nflTeam = canonicalNflTeam(input);
    if (!nflTeam) return { ok: false, message: `NFL team ${quoteInput(input)} is not one of the 32 NFL team abbreviations`, field: 'nflTeam' };
    changes.nflTeam = nflTeam;
  }
  if (fields.isRookie !== undefined || requireAll) changes.isRookie = readBoolean(fields.isRookie);
  if (fields.isKeeper !== undefined || requireAll) changes.isKeeper = readBoolean(fields.isKeeper);
  for (const field of MONEY_FIELDS) {
    if (fields[field] === undefined && !requireAll) continue;
    const read = readNumber(field, fields[field], { nullable: true });
    if (!read.ok) return read;
    changes[field] = read.value;
  }
  if (fields.yearsKept !== undefined || requireAll) {
    // SPEC.md §5: an empty Years Kept becomes 0.
    const read = readNumber('yearsKept', fields.yearsKept, { nullable: false });
    if (!read.ok) return read;
    changes.yearsKept = read.value ?? 0;
  }
  return { ok: true, value: changes };
}

/** "Row 3: …; Row 7: …" for the first rows, and how many more were refused. */
export function describeBadRows(problems: Array<{ row: number; message: string }>, shown = 20): string {
  const listed = problems.slice(0, shown).map((problem) => `Row ${problem.row}: ${problem.message}`);
  const more = problems.length > shown ? `; and ${problems.length - shown} more bad rows` : '';
  return `${listed.join('; ')}${more}`;
}
