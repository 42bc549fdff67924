import { asc, getTableColumns } from 'drizzle-orm';
import fc from 'fast-check';
import type { FastifyInstance, RouteOptions } from 'fastify';
import { errorBody, INT4_MAX } from 'shared-contracts';
import type { PgColumn } from 'drizzle-orm/pg-core';
import { z } from 'zod/mini';
import type { Queryable } from '../db/client';
import { allTables, leagueFingerprint } from './league-fingerprint';
import { arbitraryOf, type DeriveOptions } from './zod-arbitrary';

/**
 * The fuzz suite's engine, shared by the API tests (a bounded run on each database) and the
 * larger run in bench/: requests for every write route generated from the route's own zod
 * schemas (params, query, body), some of them mutated into hostile shapes, sent to the real
 * app. Each answer must be below 500; every refusal must be `{ message }` (with `issues` when a
 * write of many rows says where each problem is) and leave every table as it was.
 */

export type FuzzRoute = {
  method: string;
  url: string;
  params?: z.ZodMiniType;
  querystring?: z.ZodMiniType;
  body?: z.ZodMiniType;
};

const WRITES = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/** Collects the app's write routes as they are added (pass `onRoute` to createTestApp). */
export function writeRouteCollector(): { routes: FuzzRoute[]; onRoute: (route: RouteOptions) => void } {
  const routes: FuzzRoute[] = [];
  const onRoute = (route: RouteOptions) => {
    const schema = (route.schema ?? {}) as {
      params?: z.ZodMiniType;
      querystring?: z.ZodMiniType;
      body?: z.ZodMiniType;
    };
    for (const method of [route.method].flat()) {
      if (WRITES.has(method) && route.url.startsWith('/api/')) routes.push({ method, url: route.url, ...schema });
    }
  };
  return { routes, onRoute };
}

/** What a caller should never be able to break the API with, in a body or a query. */
const HOSTILE_VALUES: unknown[] = [
  INT4_MAX + 1,
  -INT4_MAX - 2,
  Number.MAX_SAFE_INTEGER + 2,
  1e308,
  -1,
  0,
  1.5,
  true,
  false,
  [3],
  {},
  null,
  '3',
  '0x6f',
  '',
  ' 7',
  '1e3',
  'a\u0000b',
  '\u001b[2J',
  '\ud800',
  'x'.repeat(20_000),
  '𝕏'.repeat(100),
];
/** The same for a path segment (always text there). */
const HOSTILE_SEGMENTS = [
  '0x6f',
  String(INT4_MAX + 1),
  '99999999999999999999',
  '-1',
  '1e3',
  '1.5',
  '0',
  'abc',
  '%00',
  '%207',
  '%E0%A4%A',
  encodeURIComponent('𝕏'),
  '9'.repeat(300),
];

type Node = { value: unknown };

/** `value` with its `target`-th node (depth first, the root first) replaced. */
function replaceNode(value: unknown, target: number, replacement: unknown): unknown {
  const nodes: Node[] = [];
  const count = (node: unknown) => {
    nodes.push({ value: node });
    if (node && typeof node === 'object') for (const child of Object.values(node)) count(child);
  };
  count(value);
  let index = target % nodes.length;
  const rebuild = (node: unknown): unknown => {
    if (index-- === 0) return replacement;
    if (Array.isArray(node)) return node.map(rebuild);
    if (node && typeof node === 'object')
      return Object.fromEntries(Object.entries(node).map(([key, child]) => [key, rebuild(child)]));
    return node;
  };
  return rebuild(value);
}

/** The part of a request a schema describes, sometimes with one node made hostile. */
function part(schema: z.ZodMiniType | undefined, derive: DeriveOptions, hostile: unknown[]): fc.Arbitrary<unknown> {
  if (!schema) return fc.constant(undefined);
  const valid = arbitraryOf(schema, derive);
  const mutated = fc
    .tuple(valid, fc.nat(), fc.constantFrom(...hostile))
    .map(([value, target, replacement]) => replaceNode(value, target, replacement));
  return fc.oneof({ arbitrary: valid, weight: 3 }, { arbitrary: mutated, weight: 2 });
}

export type FuzzRequest = { method: string; url: string; payload?: unknown };

function toQueryString(query: unknown): string {
  if (!query || typeof query !== 'object') return '';
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    for (const item of [value].flat())
      if (item !== undefined) search.append(key, typeof item === 'object' ? JSON.stringify(item) : String(item));
  }
  const text = search.toString();
  return text ? `?${text}` : '';
}

/** Requests to one route: its path filled from the params schema, its query and body derived. */
export function requestArbitrary(route: FuzzRoute, derive: DeriveOptions = {}): fc.Arbitrary<FuzzRequest> {
  const names = [...route.url.matchAll(/:(\w+)/g)].map((match) => match[1] as string);
  const segments = part(route.params, derive, HOSTILE_SEGMENTS).chain((params) =>
    fc.tuple(
      ...names.map((name) => {
        const derived = params && typeof params === 'object' ? (params as Record<string, unknown>)[name] : params;
        return fc.oneof(
          { arbitrary: fc.constant(String(derived)), weight: 4 },
          { arbitrary: fc.constantFrom(...HOSTILE_SEGMENTS), weight: 1 },
        );
      }),
    ),
  );
  return fc
    .record({
      segments,
      query: part(route.querystring, derive, [...HOSTILE_VALUES, ...HOSTILE_SEGMENTS]),
      body: part(route.body, derive, HOSTILE_VALUES),
    })
    .map(({ segments: values, query, body }) => {
      let index = 0;
      const path = route.url.replace(/:(\w+)/g, () => {
        const value = values[index++] as string;
        // A generated segment is encoded; a hostile one is sent as it is written.
        return HOSTILE_SEGMENTS.includes(value) ? value : encodeURIComponent(value);
      });
      return { method: route.method, url: `${path}${toQueryString(query)}`, ...(route.body ? { payload: body } : {}) };
    });
}

/**
 * Whole numbers worth trying: small ones (weeks, rounds, quantities, positions), the seasons
 * around today's, and the first ids of every table, so many requests name rows that exist and
 * get past the checks to the writes.
 */
export async function knownIntegers(db: Queryable): Promise<number[]> {
  const known = new Set<number>([...Array(21).keys(), 2023, 2024, 2025, 2026]);
  for (const table of allTables) {
    const { id } = getTableColumns(table) as Record<string, PgColumn | undefined>;
    if (!id) continue;
    const rows = await db.select({ id }).from(table).orderBy(asc(id)).limit(15);
    for (const row of rows) if (typeof row.id === 'number') known.add(row.id);
  }
  return [...known];
}

/** Derivation that favours `known` integers (three to one) over any in the schema's range. */
export function favouring(known: number[]): DeriveOptions {
  return {
    integer: (min, max) => {
      const inRange = known.filter((value) => value >= min && value <= max);
      const anywhere = fc.integer({ min, max });
      return inRange.length > 0
        ? fc.oneof({ arbitrary: fc.constantFrom(...inRange), weight: 3 }, { arbitrary: anywhere, weight: 1 })
        : anywhere;
    },
  };
}

export type FuzzOutcome = { requests: number; accepted: number; failures: string[] };

const describeRequest = (request: FuzzRequest) => {
  const body = request.payload === undefined ? '' : ` ${JSON.stringify(request.payload)}`;
  const text = `${request.method} ${request.url}${body}`;
  return text.length > 300 ? `${text.slice(0, 300)}…` : text;
};

/**
 * Sends `runs` generated requests to every route, one at a time, as the caller `headers`
 * names, and answers what broke: a 5xx, an error that is not `{ message }`, or a refusal
 * that changed a table.
 */
export async function fuzzRoutes(
  app: FastifyInstance,
  routes: FuzzRoute[],
  options: { runs: number; seed: number; headers: Record<string, string>; derive?: DeriveOptions },
): Promise<FuzzOutcome> {
  const outcome: FuzzOutcome = { requests: 0, accepted: 0, failures: [] };
  let fingerprint = await leagueFingerprint(app.db);
  for (const [index, route] of routes.entries()) {
    const requests = fc.sample(requestArbitrary(route, options.derive), {
      numRuns: options.runs,
      seed: options.seed + index,
    });
    for (const request of requests) {
      outcome.requests += 1;
      const response = await app.inject({
        method: request.method as 'POST',
        url: request.url,
        ...(request.payload === undefined
          ? { headers: options.headers }
          : {
              headers: { ...options.headers, 'content-type': 'application/json' },
              payload: JSON.stringify(request.payload),
            }),
      });
      const fail = (why: string) =>
        outcome.failures.push(`${describeRequest(request)} → ${response.statusCode}: ${why}`);
      if (response.statusCode < 400) {
        outcome.accepted += 1;
        fingerprint = await leagueFingerprint(app.db);
        continue;
      }
      if (response.statusCode >= 500) fail(`server error ${response.body.slice(0, 200)}`);
      let body: unknown = null;
      try {
        body = response.json();
      } catch {
        // Not JSON: reported below.
      }
      // `{ message }`, and for a write of many rows its `issues` (errorBody, strictly: nothing else).
      if (!z.strictObject(errorBody.shape).safeParse(body).success)
        fail(`error is not {message}: ${response.body.slice(0, 200)}`);
      const after = await leagueFingerprint(app.db);
      if (after !== fingerprint) {
        fail('a refused request changed the database');
        fingerprint = after;
      }
    }
  }
  return outcome;
}
