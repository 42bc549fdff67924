import fc from 'fast-check';
import type { FastifyInstance } from 'fastify';
import type { Access, Endpoint } from 'shared-contracts';
import type { z } from 'zod/mini';
import { apiEndpoints } from '../endpoint-table';
import type { LeagueSide, RowKind } from './two-leagues';
import { arbitraryOf } from './zod-arbitrary';

/**
 * Requests for the isolation tests: every operation of the OpenAPI document, its path and
 * body filled with the row ids of a chosen league (docs/leagues.md: under another league's
 * header, each must be as missing as no row). Fields are told apart by name, so an operation
 * added later is covered as soon as its fields use the names below.
 */

export type Operation = {
  name: string;
  method: Endpoint['method'];
  /** As the endpoint table writes it: `/api/teams/:id`. */
  path: string;
  access: Access;
  row: Endpoint;
};

type OpenApiDocument = { paths: Record<string, Record<string, { operationId?: string }>> };

/** Every operation of the app's OpenAPI document, with its row of the endpoint table (by operation name). */
export async function documentedOperations(app: FastifyInstance): Promise<Operation[]> {
  const response = await app.inject({ method: 'GET', url: '/api/docs/json' });
  const document = response.json() as OpenApiDocument;
  const table: Record<string, Endpoint> = apiEndpoints;
  return Object.entries(document.paths).flatMap(([path, methods]) =>
    Object.entries(methods).map(([method, operation]) => {
      const name = operation.operationId ?? '';
      const row = table[name];
      if (!row) throw new Error(`${method.toUpperCase()} ${path} (${name}) has no row in the endpoint table`);
      return { name, method: row.method, path: path.replace(/\{(\w+)\}/g, ':$1'), access: row.access, row };
    }),
  );
}

/** What an `id` path parameter names, by the resource its path is under. */
const ID_OF_PATH: Array<[RegExp, RowKind]> = [
  [/^\/api\/teams\/:id/, 'team'],
  [/^\/api\/trades\/:id/, 'trade'],
  [/^\/api\/league\/members\/:id/, 'membership'],
  [/^\/api\/schedule\/matchups\/:id/, 'matchup'],
  [/^\/api\/matchups\/:id/, 'matchup'],
  [/^\/api\/league\/invitation-links\/:id/, 'invitationLink'],
  [/^\/api\/players\/:id/, 'player'],
  [/^\/api\/picks\/:id/, 'pick'],
  [/^\/api\/picks\/lottery\/:id/, 'lottery'],
];
/** What an `id` inside a body's list names, by the operation's path. */
const ID_OF_BODY: Array<[RegExp, RowKind]> = [
  [/^\/api\/picks\//, 'pick'],
  [/^\/api\/players\//, 'player'],
  [/^\/api\/teams\//, 'team'],
  [/^\/api\/schedule\//, 'matchup'],
];
/** Fields that name a row wherever they appear (path, query or body); the second of a pair takes the second row. */
const FIELD_KINDS: Record<string, { kind: RowKind; second?: boolean }> = {
  leagueId: { kind: 'league' },
  teamId: { kind: 'team' },
  teamIds: { kind: 'team' },
  fromTeamId: { kind: 'team' },
  toTeamId: { kind: 'team', second: true },
  proposedByTeamId: { kind: 'team' },
  proposedToTeamId: { kind: 'team', second: true },
  currentTeamId: { kind: 'team' },
  originalTeamId: { kind: 'team' },
  homeTeamId: { kind: 'team' },
  awayTeamId: { kind: 'team', second: true },
  playerId: { kind: 'player' },
  moveKeepers: { kind: 'player' },
  pickId: { kind: 'pick' },
  tradeId: { kind: 'trade' },
  /** A page of trades starts after the trade its cursor names. */
  cursor: { kind: 'trade' },
  /** The activity feed's team filter, and its page's cursor: the audit entry it starts before. */
  team: { kind: 'team' },
  before: { kind: 'auditEntry' },
  matchupId: { kind: 'matchup' },
  memberId: { kind: 'membership' },
  membershipId: { kind: 'membership' },
  lotteryId: { kind: 'lottery' },
};
/** A trade item's itemId names a row of its itemType's kind (FAAB names none). */
const ITEM_KINDS: Record<string, RowKind | null> = {
  player: 'player',
  draft_pick: 'pick',
  ping_pong_ball: 'ballRow',
  faab: null,
};

export type BuiltRequest = {
  method: Endpoint['method'];
  url: string;
  payload?: unknown;
  /** The row ids it names, in order, by kind (`foreign`: of the other league): none means the operation has no id to cross. */
  named: Array<{ kind: RowKind; id: number; foreign: boolean }>;
};

/** Which of a request's ids come from another source: one (by its place in `named`), or all. */
export type Crossing = { source: IdSource; slot: number | 'all' };

/** Where the ids come from: a league's rows, or ids no row has (the "missing row" control). */
export type IdSource = Pick<LeagueSide, 'season' | 'pickYear'> & { ids: Record<RowKind, [number, number]> };

/** Ids no row holds: what a missing row answers is what another league's row must answer. */
export function missingIds(like: IdSource): IdSource {
  const ids = Object.fromEntries(
    Object.keys(like.ids).map((kind, index) => [kind, [2_000_000_000 + index * 2, 2_000_000_001 + index * 2]]),
  ) as IdSource['ids'];
  return { season: like.season, pickYear: like.pickYear, ids };
}

/** A player row an operation accepts: its name, position and NFL team, its numbers left out. */
const PLAYER_HINT = {
  name: 'Isolation Check',
  position: 'WR',
  nflTeam: 'KC',
  yahooTeamKey: null,
  isRookie: null,
  isKeeper: null,
  auctionPrice: null,
  buffer: null,
  previousYearValue: null,
  yearsKept: null,
  currentYearValue: null,
};
/** Field values that make a generated body pass an operation's own rules beside the ids. */
const BODY_HINTS: Record<string, unknown> = {
  createPlayer: PLAYER_HINT,
  updatePlayers: { updates: [PLAYER_HINT] },
  // `year` is filled with the season (the rows' year when a row has none).
  upsertPlayers: { year: 0, players: [{ ...PLAYER_HINT, fantasyTeam: null, fantasyTeamName: null }] },
};

const SEASON_FIELDS = new Set(['season', 'fromYear', 'toYear']);

/** Lays `hint` over `value`: its fields replace or add to the value's, its lists' first item over each item. */
function overlay(value: unknown, hint: unknown): unknown {
  if (hint === undefined) return value;
  if (Array.isArray(value) && Array.isArray(hint)) return value.map((item) => overlay(item, hint[0]));
  if (value && typeof value === 'object' && hint && typeof hint === 'object' && !Array.isArray(hint)) {
    const merged: Record<string, unknown> = { ...(value as Record<string, unknown>) };
    for (const [key, child] of Object.entries(hint)) merged[key] = overlay(merged[key], child);
    return merged;
  }
  return hint;
}

type Named = BuiltRequest['named'];

/** Generated values of each schema, drawn once: the same for every request built from it. */
const generated = new WeakMap<z.ZodMiniType, unknown[]>();
function generatedValues(schema: z.ZodMiniType): unknown[] {
  let values = generated.get(schema);
  if (!values) {
    values = fc.sample(arbitraryOf(schema), { numRuns: 300, seed: 7 });
    generated.set(schema, values);
  }
  return values;
}

/**
 * One part of a request (params, query or body): generated from its schema, the row ids of
 * `source` put wherever a field names a row. Of several candidates, among those the schema
 * still accepts once filled, the one naming the most rows, then the smallest (fewest optional
 * fields: the request is about the ids, not a stray field's rules); always the same one for
 * the same schema.
 */
function filledPart(
  operation: Operation,
  schema: z.ZodMiniType,
  source: IdSource,
  crossing: Crossing | null,
  /** How many ids the parts before this one named: where this part's slots start. */
  offset: number,
  fill: (value: unknown, take: (kind: RowKind, second?: boolean) => number) => unknown,
): { value: unknown; named: Named } {
  const candidates = generatedValues(schema).map((generated) => {
    const named: Named = [];
    const take = (kind: RowKind, second = false) => {
      const slot = offset + named.length;
      const foreign = crossing !== null && (crossing.slot === 'all' || crossing.slot === slot);
      const id = (foreign ? crossing.source : source).ids[kind][second ? 1 : 0];
      named.push({ kind, id, foreign });
      return id;
    };
    // As JSON carries it: a field left undefined is no field.
    const value = JSON.parse(JSON.stringify(fill(overlay(generated, BODY_HINTS[operation.name]), take)) ?? 'null');
    return { value, named };
  });
  // Sized without its digits, so every source of ids picks the same candidate.
  const size = (candidate: { value: unknown }) => JSON.stringify(candidate.value)?.replace(/\d+/g, '0').length ?? 0;
  const valid = candidates.filter((candidate) => schema.safeParse(candidate.value).success);
  const pool = valid.length > 0 ? valid : candidates;
  const better = (one: (typeof pool)[number], other: (typeof pool)[number]) =>
    one.named.length !== other.named.length ? one.named.length > other.named.length : size(one) < size(other);
  return pool.reduce((best, candidate) => (better(candidate, best) ? candidate : best));
}

/**
 * A request to `operation` naming `source`'s rows wherever a path parameter, query field or
 * body field names one; with `crossing`, the slot it says (or every one) names its source's
 * row instead, so one foreign id can sit among ids the call would otherwise accept.
 */
export function buildRequest(operation: Operation, source: IdSource, crossing: Crossing | null = null): BuiltRequest {
  const named: Named = [];
  const scalarFor = (name: string, take: (kind: RowKind, second?: boolean) => number): unknown => {
    const field = FIELD_KINDS[name];
    if (field) return take(field.kind, field.second);
    if (SEASON_FIELDS.has(name)) return source.season;
    // A year of picks, balls or a lottery is the draft's; any other (players') is the season.
    if (name === 'year')
      return /^\/api\/(picks|ping-pong-balls)/.test(operation.path) ? source.pickYear : source.season;
    if (name === 'week' || name === 'weekNumber') return 1;
    return undefined;
  };
  /** Path and query values travel as text. */
  const asText = (value: unknown) =>
    Object.fromEntries(
      Object.entries((value ?? {}) as Record<string, unknown>)
        .filter((entry) => entry[1] !== undefined)
        .map(([name, child]) => [name, String(child)]),
    );

  let params: Record<string, string> = {};
  if (operation.row.params) {
    const part = filledPart(operation, operation.row.params, source, crossing, named.length, (value, take) => {
      const filled = Object.entries(value as Record<string, unknown>).map(([name, generated]) => {
        const byPath = name === 'id' ? ID_OF_PATH.find(([pattern]) => pattern.test(operation.path))?.[1] : undefined;
        return [name, byPath ? take(byPath) : (scalarFor(name, take) ?? generated)];
      });
      return asText(Object.fromEntries(filled));
    });
    params = part.value as Record<string, string>;
    named.push(...part.named);
  }
  const path = operation.path.replace(/:(\w+)/g, (_, name: string) => encodeURIComponent(params[name] ?? ''));

  let search = '';
  if (operation.row.query) {
    const part = filledPart(operation, operation.row.query, source, crossing, named.length, (value, take) => {
      const filled = Object.entries(value as Record<string, unknown>).map(([name, generated]) => [
        name,
        name === 'teamIds' ? `${take('team')},${take('team', true)}` : (scalarFor(name, take) ?? generated),
      ]);
      return asText(Object.fromEntries(filled));
    });
    search = new URLSearchParams(part.value as Record<string, string>).toString();
    named.push(...part.named);
  }

  let payload: unknown;
  if (operation.row.body) {
    const idInBody = ID_OF_BODY.find(([pattern]) => pattern.test(operation.path))?.[1];
    const part = filledPart(operation, operation.row.body, source, crossing, named.length, (value, take) => {
      const fill = (node: unknown, key: string | null, parent: Record<string, unknown> | null): unknown => {
        if (Array.isArray(node)) {
          const field = key === null ? undefined : FIELD_KINDS[key];
          if (field) return [take(field.kind)];
          return node.slice(0, 1).map((item) => fill(item, null, null));
        }
        if (node && typeof node === 'object') {
          const object = node as Record<string, unknown>;
          return Object.fromEntries(Object.entries(object).map(([name, child]) => [name, fill(child, name, object)]));
        }
        if (key === null) return node;
        if (key === 'itemId' && parent) {
          const kind = ITEM_KINDS[String(parent.itemType)];
          return kind ? take(kind) : null;
        }
        if (key === 'id' && idInBody) return take(idInBody);
        return scalarFor(key, take) ?? node;
      };
      return fill(value, null, null);
    });
    payload = part.value;
    named.push(...part.named);
  }

  return {
    method: operation.method,
    url: search ? `${path}?${search}` : path,
    ...(payload === undefined ? {} : { payload }),
    named,
  };
}
