/**
 * True when a statement failed on a unique index: the database's own word that a row
 * already exists, used where two requests race past the API's own check. drizzle wraps the
 * driver's error, so look at its cause too.
 */
export function isUniqueViolation(error: unknown): boolean {
  return postgresCode(error) === '23505';
}

function postgresCode(error: unknown): string | undefined {
  for (let current = error, depth = 0; current && depth < 3; depth += 1) {
    if (typeof current === 'object' && 'code' in current && typeof current.code === 'string') return current.code;
    current = typeof current === 'object' && 'cause' in current ? current.cause : undefined;
  }
  return undefined;
}

/** What a unique index's violation means, in the words a person needs. */
const CONFLICTS: Record<string, string> = {
  memberships_league_email_key: 'That email is already a member or invited',
  memberships_league_team_key: 'That team already has a manager',
  memberships_league_user_key: 'That user is already a member of the league',
  users_firebase_id_key: 'This account was being stored by another request at the same moment: try again',
  players_league_year_name_key: 'A player of that year already has that name',
  teams_league_abbreviation_key: 'Another team of the league already has that abbreviation',
  teams_league_provider_team_key_key: 'Another team of the league is already linked to that Yahoo team',
  draft_picks_original_key: 'That draft pick already exists',
  draft_lotteries_active_key: 'That year already has a draft lottery: reset it before opening another',
};
const ANY_CONFLICT = 'Another change to the same rows was made at the same moment: reload and try again';

/**
 * The 409 message for a unique index's violation: two requests raced past the API's own
 * check, and the database kept the first. Named by the index, never by the values.
 */
export function conflictMessage(error: unknown): string {
  const constraint = databaseFailure(error)?.constraint;
  return (constraint && CONFLICTS[constraint]) ?? ANY_CONFLICT;
}

/** A failed statement as it may be logged. */
export type DatabaseFailure = {
  code: string;
  constraint?: string;
  table?: string;
  column?: string;
  routine?: string;
  query?: string;
};

const text = (value: unknown) => (typeof value === 'string' && value ? value : undefined);

/**
 * What may be logged about a failed statement: its SQLSTATE, where it failed and the SQL
 * text (with $n placeholders). Never its parameters, nor the driver's message, detail or
 * stack, which quote the values (a user's email, their Firebase id, what they typed).
 * Null when `error` is no database error.
 */
export function databaseFailure(error: unknown): DatabaseFailure | null {
  let query: string | undefined;
  for (let current = error, depth = 0; current && typeof current === 'object' && depth < 3; depth += 1) {
    const link = current as Record<string, unknown>;
    query ??= text(link.query);
    // A driver's error carries PostgreSQL's SQLSTATE and severity (PGlite's and pg's alike).
    if (typeof link.code === 'string' && /^[0-9A-Z]{5}$/.test(link.code) && typeof link.severity === 'string') {
      const failure: DatabaseFailure = {
        code: link.code,
        constraint: text(link.constraint),
        table: text(link.table),
        column: text(link.column),
        routine: text(link.routine),
        query,
      };
      return Object.fromEntries(Object.entries(failure).filter(([, value]) => value !== undefined)) as DatabaseFailure;
    }
    current = link.cause;
  }
  return null;
}

/**
 * SQLSTATEs of a connection the server ended (an administrator, a restart, a failover:
 * 57P01–57P03) or that broke (class 08).
 */
const ENDED_STATES = /^(57P0[123]|08...)$/;
/** Node's words for a connection that broke under way. */
const ENDED_CODES = new Set(['ECONNRESET', 'EPIPE']);
/** pg's words for the same (its errors carry no code). */
const ENDED_MESSAGES = ['Connection terminated', 'Client has encountered a connection error and is not queryable'];

/** A database that cannot be reached, or did not answer in time: the server refusing connections or out of them (53300), the network, pg's timeouts. */
const UNREACHABLE_STATES = /^53300$/;
const UNREACHABLE_CODES = new Set([
  'ECONNREFUSED',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'ENOTFOUND',
  'EAI_AGAIN',
]);
const UNREACHABLE_MESSAGES = [
  'timeout exceeded when trying to connect',
  'Connection terminated due to connection timeout',
  'Query read timeout',
];

function anyLink(error: unknown, states: RegExp, codes: Set<string>, messages: string[]): boolean {
  for (let current = error, depth = 0; current && typeof current === 'object' && depth < 4; depth += 1) {
    const link = current as { code?: unknown; message?: unknown; cause?: unknown };
    if (typeof link.code === 'string' && (states.test(link.code) || codes.has(link.code))) return true;
    if (typeof link.message === 'string' && messages.some((words) => (link.message as string).startsWith(words)))
      return true;
    current = link.cause;
  }
  return false;
}

/**
 * True when a statement failed because its connection was ended or broke, not for anything it
 * asked: on another connection it may succeed at once. A timeout is not this: asking again
 * would only make the caller wait as long once more.
 */
export function isConnectionLost(error: unknown): boolean {
  return (
    anyLink(error, ENDED_STATES, ENDED_CODES, ENDED_MESSAGES) &&
    !anyLink(error, UNREACHABLE_STATES, UNREACHABLE_CODES, UNREACHABLE_MESSAGES)
  );
}

/**
 * True when the database could not answer: a connection lost, none to be had, no answer in
 * time, or a statement past its timeout (57014). The request may succeed in a moment: 503.
 */
export function isDatabaseUnavailable(error: unknown): boolean {
  return (
    isConnectionLost(error) ||
    anyLink(error, UNREACHABLE_STATES, UNREACHABLE_CODES, UNREACHABLE_MESSAGES) ||
    postgresCode(error) === '57014'
  );
}

/** What the API answers while the database is away. */
export const DATABASE_UNAVAILABLE_MESSAGE = 'The database is not answering at the moment: try again in a few seconds';
