/**
 * Reading Sleeper's JSON defensively (docs/sleeper.md §4): ids arrive as strings or numbers
 * (a draft pick's roster_id is either), flags as true, false or null, and fields come and go
 * between seasons. Every reader here tolerates what we do not need and throws
 * SleeperShapeError, naming the field, when something we need is missing.
 */

import { isObject, number, text, type JsonObject } from '../../json-values';

export { isObject, number, text, type JsonObject };

export class SleeperShapeError extends Error {}

/**
 * The most of each kind one answer may hold (docs/sleeper.md §7): several times what a real
 * league reaches (Sleeper's leagues have at most 32 teams, a roster some 30 to 60 players), so
 * an answer past one is not a league's and is refused whole rather than imported.
 */
export const SLEEPER_LIMITS = {
  /** `/league/<id>/rosters`: one per team. */
  rosters: 64,
  /** `/league/<id>/users`: the teams' owners and co-owners. */
  leagueUsers: 256,
  /** `/league/<id>/matchups/<week>`: one entry per roster. */
  matchups: 64,
  /** `/user/<id>/leagues/nfl/<season>`. */
  leagues: 500,
  /** `/league/<id>/drafts`. */
  drafts: 50,
  /** `/draft/<id>/picks`: teams × rounds. */
  draftPicks: 5000,
  /** `/league/<id>/traded_picks`: every pick of the coming seasons that changed hands. */
  tradedPicks: 5000,
  /** Player ids in one list (a roster's players, starters, reserve; a league's slots) or points by player. */
  playersPerList: 200,
} as const;

/** Sleeper's ids of leagues, users and drafts: digit strings (docs/sleeper.md §3). */
const SLEEPER_ID = /^\d{1,32}$/;

export function requireObject(value: unknown, what: string): JsonObject {
  if (!isObject(value)) throw new SleeperShapeError(`Sleeper's ${what} is not an object`);
  return value;
}

/** A list of at most `max` items: a longer one is no real league's (SLEEPER_LIMITS). */
export function requireArray(value: unknown, what: string, max: number): unknown[] {
  if (!Array.isArray(value)) throw new SleeperShapeError(`Sleeper's ${what} is not a list`);
  if (value.length > max)
    throw new SleeperShapeError(`Sleeper's ${what} holds ${value.length} items, more than the ${max} any league has`);
  return value;
}

/**
 * An id of a league, user or draft that goes into a path of ours: digits only, so nothing
 * Sleeper sends can turn a call into another (`../../user/…`). A value of another form is
 * refused without being quoted.
 */
export function requireId(object: JsonObject, key: string, what: string): string {
  const value = optionalId(object, key, what);
  if (value === null) throw new SleeperShapeError(`Sleeper's ${what} has no ${key}`);
  return value;
}

/** As requireId, for an id that may be absent (null, "", or Sleeper's "0" for none). */
export function optionalId(object: JsonObject, key: string, what: string): string | null {
  const value = text(object[key]);
  if (value === null || value === '' || value === '0') return null;
  if (!SLEEPER_ID.test(value)) throw new SleeperShapeError(`Sleeper's ${what} has a ${key} that is not a Sleeper id`);
  return value;
}

/** A positive whole number from 3 or "3" (roster ids, rounds, weeks); null otherwise. */
export function count(value: unknown): number | null {
  const parsed = number(value);
  return parsed !== null && Number.isInteger(parsed) && parsed >= 0 ? parsed : null;
}

export function requireText(object: JsonObject, key: string, what: string): string {
  const value = text(object[key]);
  if (value === null || value === '') throw new SleeperShapeError(`Sleeper's ${what} has no ${key}`);
  return value;
}

export function requireCount(object: JsonObject, key: string, what: string): number {
  const value = count(object[key]);
  if (value === null) throw new SleeperShapeError(`Sleeper's ${what} has no ${key}`);
  return value;
}

/** A player id (digits, or a defence's letters), a slot or a position: what we store and query by. */
const CODE = /^[A-Za-z0-9_.-]{1,32}$/;

/** A short code (a player id, a position, an NFL team, a status); null when absent or of another form. */
export function code(value: unknown): string | null {
  const read = text(value);
  return read !== null && CODE.test(read) ? read : null;
}

/**
 * A list of player ids or slots (strings; a number is read as its digits), skipping nulls; at
 * most SLEEPER_LIMITS.playersPerList, each a short code (one of another form is refused
 * unquoted: it would be stored and queried by).
 */
export function idList(value: unknown, what: string): string[] {
  if (!Array.isArray(value)) return [];
  return requireArray(value, what, SLEEPER_LIMITS.playersPerList)
    .map(text)
    .filter((id): id is string => {
      if (id === null) return false;
      if (!CODE.test(id)) throw new SleeperShapeError(`Sleeper's ${what} holds an entry that is not a Sleeper id`);
      return true;
    });
}
