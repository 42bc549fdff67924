/**
 * The one way a web app talks to the API (docs/web.md §2): every call is a row of the endpoint
 * table (shared-contracts' `endpoints`), which gives its method, path, whether it carries a
 * body and the schema of its answer, so a path is written once, in the table. Every call
 * carries the signed-in user's ID token and credentials, a call with a body its JSON content
 * type (a bodiless one none), and every answer is parsed with its row's schema, so a contract
 * drift fails loudly where it happens instead of as `undefined` three components later.
 *
 *   api.call(endpoints.listTeams)                                    → Team[]
 *   api.call(endpoints.respondToTrade, { params: { id }, body: { action }, signal })  → Trade
 *   api.call(endpoints.removeMember, { params: { id } })             → undefined (204)
 *   api.callOrNullOn401(endpoints.getLeague)                         → LeagueInfo | null
 *
 * A refused call throws an ApiError whose message is docs/web.md §2's `${status}: ${text || statusText}`
 * and whose `serverMessage` is the API's `{ message }` (what a person should read).
 */
import {
  IDEMPOTENCY_KEY_HEADER,
  LEAGUE_ID_HEADER,
  errorBody,
  idempotencyKeyValue,
  urlOf,
  type Endpoint,
  type EndpointAnswer,
  type EndpointInput,
  type ErrorIssue,
  type WireValue,
} from 'shared-contracts';
import { z } from 'zod/mini';
import { takeFirstCall } from '../first-calls/first-calls';

export type TokenSource = () => Promise<string | null>;

export interface ApiClientOptions {
  getToken: TokenSource;
  /** Prefix of every path; '' for the same origin. */
  apiBase?: string;
  /** Defaults to the global fetch, looked up at call time (so test interceptors see it). */
  fetch?: typeof fetch;
  /**
   * The league every call works in, read at call time and sent as the X-League-Id header;
   * null sends none (the API then uses the caller's last used league).
   */
  getLeagueId?: () => number | null;
  /**
   * Told of every refusal before it is thrown, with the league the call was sent in: where
   * the sign-in state hears that the caller is no longer a member of the tab's league,
   * whichever screen's call found out.
   */
  onRefused?: (error: ApiError, leagueId: number | null) => void;
}

/** What a call may add: a signal (TanStack Query passes one to cancel) and extra headers. */
export interface CallOptions {
  signal?: AbortSignal;
  headers?: HeadersInit;
  /**
   * A create's intent (create-intent.ts): sent as the Idempotency-Key header, so the same
   * intent sent twice is made once. Only a row that `creates` sends it.
   */
  idempotencyKey?: string;
}

/** What a call of a row is given: the row's params, query and body, and the call's options. */
export type CallInput<E extends Endpoint> = EndpointInput<E> & CallOptions;
/** The input argument: optional when the row needs nothing (no params, no required query, no body). */
type InputArgs<E extends Endpoint, Extra = object> =
  object extends EndpointInput<E> ? [input?: CallInput<E> & Extra] : [input: CallInput<E> & Extra];

/** Where a list answered a page at a time goes on: `next` is the previous page's `next`. */
export interface PageInput {
  /** The next page's path as the last page's Link header gave it; null or absent for the first page. */
  next?: string | null;
}

export interface ApiClient {
  /** The row's call: its parsed answer (undefined for 204). */
  call<E extends Endpoint>(row: E, ...input: InputArgs<E>): Promise<EndpointAnswer<E>>;
  /**
   * A list answered a page at a time: the parsed page, and the path of the next page from
   * the answer's `Link: <path>; rel="next"` header (null on the last page). Given `next`, it
   * reads that path instead of the first page's, once it has checked it is the same
   * operation's (same path, a query its row accepts): a Link header never sends the token
   * elsewhere.
   */
  page<E extends Endpoint>(row: E, ...input: InputArgs<E, PageInput>): Promise<Page<EndpointAnswer<E>>>;
  /** docs/web.md §2's variant: null when the server answers 401, an ApiError on any other failure. */
  callOrNullOn401<E extends Endpoint>(row: E, ...input: InputArgs<E>): Promise<EndpointAnswer<E> | null>;
  /** The raw OK response, for the one answer that is read as it streams in (a week's scores). */
  raw<E extends Endpoint>(row: E, ...input: InputArgs<E>): Promise<Response>;
}

/** One page of a list and where the next one is. */
export interface Page<T> {
  items: T;
  /** The next page's path, to pass to `page` as its `next`; null on the last page. */
  next: string | null;
}

/** The `rel="next"` target of a Link header (RFC 8288), or null. */
export function nextPageOf(link: string | null): string | null {
  if (!link) return null;
  for (const part of link.split(',')) {
    const match = /^\s*<([^>]*)>(.*)$/.exec(part);
    if (match && /;\s*rel="?next"?(\s*;|\s*$)/i.test(match[2] ?? '')) return match[1] ?? null;
  }
  return null;
}

export const NOT_AUTHENTICATED = 'Not authenticated';

/** docs/web.md §15: a write while the browser is offline is refused, never kept to send later. */
export const OFFLINE_WRITE_REFUSED = 'You are offline: nothing was saved.';

const browserOffline = () => typeof navigator !== 'undefined' && navigator.onLine === false;

/** A call the server refused. `status` tells 403 from 500; `serverMessage` is the reason to show. */
export class ApiError extends Error {
  override name = 'ApiError';

  constructor(
    readonly status: number,
    /** The API's `{ message }`, else the body's text, else the status text. */
    readonly serverMessage: string,
    /** docs/web.md §2: `${status}: ${text || statusText}`. */
    message: string,
    /** Where each problem of a refused write of many rows is (the API's `issues`), else none. */
    readonly issues: readonly ErrorIssue[] = [],
  ) {
    super(message);
  }

  static async from(response: Response): Promise<ApiError> {
    const text = await response.text().catch(() => '');
    const body = errorBodyIn(text);
    return new ApiError(
      response.status,
      body?.message || text || response.statusText,
      `${response.status}: ${text || response.statusText}`,
      body?.issues,
    );
  }
}

/** An answer that does not match its schema: the API and the web app disagree on a contract. */
export class ApiContractError extends Error {
  override name = 'ApiContractError';

  constructor(
    readonly call: string,
    readonly issues: z.core.$ZodIssue[],
  ) {
    super(
      `${call} answered something its contract does not allow:\n${z.prettifyError({ issues } as z.core.$ZodError)}`,
    );
  }
}

/** The words to show a person for a failed call: the server's reason, else the error's message. */
export function errorMessage(error: unknown, fallback = 'Something went wrong'): string {
  if (error instanceof ApiError) return error.serverMessage;
  return error instanceof Error && error.message ? error.message : fallback;
}

function errorBodyIn(text: string): { message: string; issues?: ErrorIssue[] } | undefined {
  try {
    const parsed = errorBody.safeParse(JSON.parse(text));
    return parsed.success ? parsed.data : undefined;
  } catch {
    return undefined;
  }
}

/**
 * The path of a Link header's next page, once it is shown to be the same operation's: a
 * relative path (no other origin), the row's own path with the same path parameters, and a
 * query the row's query schema accepts.
 */
function checkedNextPage(row: Endpoint, input: AnyInput, next: string): string {
  const refuse = (why: string) =>
    new Error(`${row.method} ${row.path} was given a next page it does not follow (${why}): ${next}`);
  if (!next.startsWith('/') || next.startsWith('//')) throw refuse('not a path of this origin');
  const url = new URL(next, 'http://same.origin');
  const own = urlOf(row, { params: input.params });
  if (url.pathname !== own) throw refuse(`not ${own}`);
  if (row.query) {
    const query = row.query.safeParse(Object.fromEntries(url.searchParams));
    if (!query.success) throw refuse('a query its operation refuses');
  } else if (url.search) throw refuse('a query its operation takes none of');
  return url.pathname + url.search;
}

/** An answer, and the league its call was sent in (null: none named). */
interface Sent {
  response: Response;
  leagueId: number | null;
}

/** A call's input as the client reads it, whatever its row. */
interface AnyInput extends CallOptions, PageInput {
  params?: Record<string, WireValue | undefined>;
  query?: Record<string, WireValue | undefined>;
  body?: unknown;
}

export function createApiClient({
  getToken,
  apiBase = '',
  fetch: fetchImpl,
  getLeagueId,
  onRefused,
}: ApiClientOptions): ApiClient {
  async function send(row: Endpoint, path: string, input: AnyInput): Promise<Sent> {
    if (row.method !== 'GET' && browserOffline()) throw new Error(OFFLINE_WRITE_REFUSED);
    const token = await getToken();
    // A public call (an invitation's card, docs/api.md §5) goes out without one when signed out.
    if (!token && row.access !== 'public') throw new Error(NOT_AUTHENTICATED);
    const headers = new Headers(input.headers);
    if (token) headers.set('Authorization', `Bearer ${token}`);
    const leagueId = getLeagueId?.() ?? null;
    if (leagueId !== null) headers.set(LEAGUE_ID_HEADER, String(leagueId));
    if (row.creates && input.idempotencyKey !== undefined)
      headers.set(IDEMPOTENCY_KEY_HEADER, idempotencyKeyValue(input.idempotencyKey));
    // Only a call whose row takes a body sends one and says what it is: the API answers 400
    // to a JSON content type with nothing behind it (every DELETE, which carries none, was
    // refused that way).
    const body = row.body ? JSON.stringify(input.body) : undefined;
    if (body !== undefined) headers.set('Content-Type', 'application/json');
    // The shell's entry may have sent this very request already (first-calls.ts).
    const sentEarly =
      token && (await takeFirstCall({ method: row.method, url: `${apiBase}${path}`, token, leagueId, body }));
    if (sentEarly) return { response: sentEarly, leagueId };
    const response = await (fetchImpl ?? fetch)(`${apiBase}${path}`, {
      method: row.method,
      headers,
      body,
      signal: input.signal,
      credentials: 'include',
    });
    return { response, leagueId };
  }

  async function ok({ response, leagueId }: Sent): Promise<Response> {
    if (response.ok) return response;
    const error = await ApiError.from(response);
    onRefused?.(error, leagueId);
    throw error;
  }

  async function parse<E extends Endpoint>(row: E, path: string, response: Response): Promise<EndpointAnswer<E>> {
    const call = `${row.method} ${path}`;
    const text = await response.text();
    if (!('schema' in row.success)) return undefined as EndpointAnswer<E>;
    let body: unknown;
    try {
      body = text ? JSON.parse(text) : undefined;
    } catch {
      throw new ApiContractError(call, [
        { code: 'custom', path: [], message: `the body is not JSON: ${text.slice(0, 80)}`, input: text },
      ]);
    }
    const result = row.success.schema.safeParse(body);
    if (!result.success) throw new ApiContractError(call, result.error.issues);
    return result.data as EndpointAnswer<E>;
  }

  const inputOf = (input: unknown[]) => (input[0] ?? {}) as AnyInput;

  return {
    call: async (row, ...rest) => {
      const input = inputOf(rest);
      const path = urlOf(row, input);
      return parse(row, path, await ok(await send(row, path, input)));
    },
    page: async (row, ...rest) => {
      const input = inputOf(rest);
      const path = input.next ? checkedNextPage(row, input, input.next) : urlOf(row, input);
      const response = await ok(await send(row, path, input));
      return { items: await parse(row, path, response), next: nextPageOf(response.headers.get('Link')) };
    },
    callOrNullOn401: async (row, ...rest) => {
      const input = inputOf(rest);
      const path = urlOf(row, input);
      const sent = await send(row, path, input);
      if (sent.response.status === 401) return null;
      return parse(row, path, await ok(sent));
    },
    raw: async (row, ...rest) => {
      const input = inputOf(rest);
      return ok(await send(row, urlOf(row, input), input));
    },
  };
}

// The page's client. <AuthProvider> connects it to the signed-in user's token once it knows
// the identity service (in an effect, before any account sync starts); until then, and after
// it unmounts, every call fails with 'Not authenticated'. shared-auth is a Module Federation
// singleton, so the shell and every remote share this one module and this one connection.
const signedOut = createApiClient({ getToken: async () => null });
let pageClient: ApiClient = signedOut;

/** Points `api` at a token source; answers a function that disconnects it again. */
export function connectApi(options: ApiClientOptions): () => void {
  const client = createApiClient(options);
  pageClient = client;
  return () => {
    if (pageClient === client) pageClient = signedOut;
  };
}

/** The page-wide client every query and mutation uses (see the top of this file). */
export const api: ApiClient = {
  call: (row, ...input) => pageClient.call(row, ...input),
  page: (row, ...input) => pageClient.page(row, ...input),
  callOrNullOn401: (row, ...input) => pageClient.callOrNullOn401(row, ...input),
  raw: (row, ...input) => pageClient.raw(row, ...input),
};
