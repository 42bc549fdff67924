/**
 * Reading Yahoo's nested JSON by key, never by position (docs/yahoo.md §4): metadata arrays
 * carry empty [] placeholders that shift positions, collections are objects keyed "0".."n-1"
 * plus "count", and scalars arrive as strings or numbers. Every reader here tolerates
 * whatever Yahoo leaves out and throws YahooShapeError when something it needs is missing.
 */

import { isObject, number, text, type JsonObject } from '../../json-values';

export { isObject, number, text, type JsonObject };

export class YahooShapeError extends Error {}

/** The `fantasy_content.<root>` of an answer. */
export function contentRoot(json: unknown, root: string): unknown {
  const content = isObject(json) ? json.fantasy_content : undefined;
  if (!isObject(content) || !(root in content)) throw new YahooShapeError(`Yahoo's answer has no ${root}`);
  return content[root];
}

/**
 * Flattens a metadata array (`[{team_key}, {team_id}, [], {name}, …]`) into one object.
 * Nested arrays of single-key objects (team[0] inside team) are flattened too.
 */
export function metadata(value: unknown): JsonObject {
  const merged: JsonObject = {};
  const visit = (item: unknown) => {
    if (Array.isArray(item)) item.forEach(visit);
    else if (isObject(item)) Object.assign(merged, item);
  };
  visit(value);
  return merged;
}

/** A resource array's sub-resource by name: `[meta, {roster: …}]` → the roster. */
export function subResource(resource: unknown, name: string): unknown {
  if (!Array.isArray(resource)) return undefined;
  for (const item of resource.slice(1)) {
    if (isObject(item) && name in item) return item[name];
  }
  return undefined;
}

/** The resource's first element: its metadata, flat object or array of single-key objects. */
export function resourceMetadata(resource: unknown): JsonObject {
  if (!Array.isArray(resource)) throw new YahooShapeError('Yahoo resource is not an array');
  return metadata(resource[0]);
}

/**
 * The most entries a collection of each kind holds in any real league (docs/yahoo.md §7): a
 * longer one is refused before it is read, as Sleeper's lists are (its SLEEPER_LIMITS).
 */
export const YAHOO_LIMITS = {
  /** `users;use_login=1`: the signed-in account. */
  users: 1,
  /** A user's games (one per sport and season they played). */
  games: 200,
  /** A user's leagues of one game. */
  leagues: 500,
  /** `league/{key}/teams`: Yahoo's leagues hold at most 20 teams. */
  teams: 64,
  /** A week's scoreboard: one game per two teams. */
  matchups: 64,
  /** One game's teams. */
  matchupTeams: 2,
  /** A team's roster, bench and reserve included. */
  rosterPlayers: 100,
  /** Players asked for by key at once (the week's points of the rosters' players). */
  playerScores: 5000,
} as const;

/**
 * The entries of a collection (`{"0": {"team": …}, "1": …, "count": 2}`) in index order,
 * each unwrapped from its `{singular: …}`. A missing or empty collection is an empty list
 * (Yahoo answers `[]` for an empty one); one of more than `max` entries is no real league's.
 */
export function collectionEntries(value: unknown, singular: string, max: number): unknown[] {
  if (!isObject(value)) return [];
  const indexes = Object.keys(value).filter((key) => /^\d+$/.test(key));
  if (indexes.length > max)
    throw new YahooShapeError(`its list of ${singular}s holds ${indexes.length}, more than the ${max} any league has`);
  return indexes
    .sort((a, b) => Number(a) - Number(b))
    .map((key) => value[key])
    .filter((entry): entry is JsonObject => isObject(entry) && singular in entry)
    .map((entry) => entry[singular]);
}

/** A collection inside a sub-resource, wrapped in "0": `{coverage_type, "0": {players: …}}`. */
export function wrappedCollection(value: unknown, plural: string): unknown {
  if (!isObject(value)) return undefined;
  if (plural in value) return value[plural];
  const zero = value['0'];
  return isObject(zero) ? zero[plural] : undefined;
}

/** Yahoo's flags: 1, "1", true → true; 0, "0", absent → false. */
export function flag(value: unknown): boolean {
  return value === true || value === 1 || value === '1';
}

export function requireText(object: JsonObject, key: string, what: string): string {
  const value = text(object[key]);
  if (value === null) throw new YahooShapeError(`Yahoo's ${what} has no ${key}`);
  return value;
}
