/**
 * One row of the endpoint table: everything about an API operation that both sides must
 * agree on, written once. The API registers its route from the row (method, path, schemas,
 * who may call), the web client builds its request and parses the answer from it, the web
 * tests' msw handlers check each request against it, and the OpenAPI document is generated
 * from the routes the rows made. Rename a path or a field here and the compiler finds every
 * use.
 */
import type { z } from 'zod/mini';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/**
 * Who may call an operation:
 * - `public`: anyone, signed in or not (the health check);
 * - `identity`: any signed-in person, member of the league or not (the account sync);
 * - `member`: a member of the league (the default of the league's screens);
 * - `commissioner`: the league's commissioner.
 */
export type Access = 'public' | 'identity' | 'member' | 'commissioner';

/**
 * The answer of an operation that works: its status and, unless it is 204, its body.
 * `alsoStatus` is a second status the same body may come with (the account sync answers 201
 * when it stores a new user, 200 when it refreshes one).
 */
export type Success =
  | { readonly status: 200 | 201; readonly schema: z.ZodMiniType; readonly alsoStatus?: 200 | 201 }
  | { readonly status: 204 };

/** The statuses an operation refuses with; every refusal is `errorBody`. */
export type RefusalStatus = 400 | 401 | 403 | 404 | 409 | 422 | 429 | 502 | 503 | 504;

export interface Endpoint {
  readonly method: HttpMethod;
  /** The full path, `:name` for each path parameter (`/api/trades/:id`). */
  readonly path: `/api/${string}` | '/api';
  /**
   * One line for the OpenAPI document. The API's alone: the web builds leave it out of their
   * bundles (shared-build's loaders/drop-operation-summaries.cjs), so no page may read it.
   */
  readonly summary: string;
  /** The OpenAPI document's group. */
  readonly tags: readonly string[];
  readonly access: Access;
  /** The path parameters, as the strings a URL carries. */
  readonly params?: z.ZodMiniObject;
  /** The query string, as the strings a URL carries. */
  readonly query?: z.ZodMiniObject;
  /** The JSON body; an operation without one takes none (and no JSON content type). */
  readonly body?: z.ZodMiniType;
  readonly success: Success;
  readonly refusals: readonly RefusalStatus[];
  /**
   * The operation creates something (a trade, a team, a lottery entry…): it honours the
   * `Idempotency-Key` header (idempotency.ts, docs/api.md §1.1), so a repeated request makes
   * it once, and the web client sends one key per intent.
   */
  readonly creates?: true;
  /**
   * The answer is a stream that stays open (Server-Sent Events: GET /api/events), never one
   * JSON document: the route writes it itself, and a caller reads it with an event source.
   */
  readonly streams?: true;
}

/** Declares a row, keeping its literal types (method, path, schemas) for the callers. */
export function endpoint<const E extends Endpoint>(row: E): E {
  return row;
}

/** A value as a URL carries it: the caller may give numbers; they are written as text. */
export type WireValue = string | number | boolean;
type Wired<T> = { [K in keyof T]: undefined extends T[K] ? WireValue | undefined : WireValue };

type ParamsInput<E extends Endpoint> = E['params'] extends z.ZodMiniObject
  ? { params: Wired<z.input<E['params']>> }
  : { params?: undefined };
type QueryInput<E extends Endpoint> = E['query'] extends z.ZodMiniObject
  ? object extends Wired<z.input<E['query']>>
    ? { query?: Wired<z.input<E['query']>> }
    : { query: Wired<z.input<E['query']>> }
  : { query?: undefined };
type BodyInput<E extends Endpoint> = E['body'] extends z.ZodMiniType
  ? { body: z.input<E['body']> }
  : { body?: undefined };

/** What a caller gives an operation: its path parameters, query and body, each as its row declares. */
export type EndpointInput<E extends Endpoint> = ParamsInput<E> & QueryInput<E> & BodyInput<E>;

/** What an operation answers when it works (undefined for 204). */
export type EndpointAnswer<E extends Endpoint> = E['success'] extends { schema: infer S extends z.ZodMiniType }
  ? z.output<S>
  : undefined;

/** The answer's schema as the API's route declares it, for a fixture typed by the contract. */
export type EndpointAnswerInput<E extends Endpoint> = E['success'] extends { schema: infer S extends z.ZodMiniType }
  ? z.input<S>
  : undefined;

/**
 * The URL of one call: each `:name` replaced by its value (percent-encoded), then the query's
 * defined values in the order given. `urlOf(respondToTrade, { params: { id: 7 } })` is
 * `/api/trades/7`.
 */
export function urlOf(
  row: Pick<Endpoint, 'path'>,
  input: { params?: Record<string, WireValue | undefined>; query?: Record<string, WireValue | undefined> } = {},
): string {
  const path = row.path.replace(/:([A-Za-z0-9_]+)/g, (_, name: string) => {
    const value = input.params?.[name];
    if (value === undefined) throw new Error(`${row.path} needs its path parameter ${name}`);
    return encodeURIComponent(String(value));
  });
  const search = Object.entries(input.query ?? {})
    .filter((entry): entry is [string, WireValue] => entry[1] !== undefined)
    .map(([name, value]) => `${encodeURIComponent(name)}=${encodeURIComponent(String(value))}`)
    .join('&');
  return search ? `${path}?${search}` : path;
}

/** The path's parameter names in order (`/api/keepers/:season/players/:playerId` → season, playerId). */
export function pathParameterNames(row: Pick<Endpoint, 'path'>): string[] {
  return [...row.path.matchAll(/:([A-Za-z0-9_]+)/g)].map((match) => match[1] as string);
}
