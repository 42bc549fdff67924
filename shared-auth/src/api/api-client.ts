/**
 * The one way a web app talks to the API (SPEC.md §7-8): every call carries the signed-in
 * user's ID token and credentials, a call with a body its JSON content type (a bodiless one
 * none), and every answer is parsed with its zod schema from shared-contracts, so a contract
 * drift fails loudly where it happens instead of as `undefined` three components later.
 *
 *   api.get('/api/teams', teamList)                       → Team[]
 *   api.post('/api/league/members', body, leagueMember)   → LeagueMember
 *   api.delete(`/api/league/members/${id}`)               → undefined (204)
 *   api.getOrNullOn401('/api/league', leagueInfo)         → LeagueInfo | null
 *
 * A refused call throws an ApiError whose message is SPEC §8's `${status}: ${text || statusText}`
 * and whose `serverMessage` is the API's `{ message }` (what a person should read).
 */
import { errorBody, type ErrorIssue } from 'shared-contracts';
import { z } from 'zod';

export type TokenSource = () => Promise<string | null>;

export interface ApiClientOptions {
  getToken: TokenSource;
  /** Prefix of every path; '' for the same origin. */
  apiBase?: string;
  /** Defaults to the global fetch, looked up at call time (so test interceptors see it). */
  fetch?: typeof fetch;
}

/** What a call may add: a signal (TanStack Query passes one to cancel) and extra headers. */
export interface CallOptions {
  signal?: AbortSignal;
  headers?: HeadersInit;
}

type Parsed<S extends z.ZodType> = z.output<S>;

export interface ApiClient {
  get<S extends z.ZodType>(path: string, schema: S, options?: CallOptions): Promise<Parsed<S>>;
  /**
   * A list answered a page at a time: the parsed page, and the path of the next page from
   * the answer's `Link: <path>; rel="next"` header (null on the last page).
   */
  getPage<S extends z.ZodType>(path: string, schema: S, options?: CallOptions): Promise<Page<Parsed<S>>>;
  /** SPEC.md §8's variant: null when the server answers 401, an ApiError on any other failure. */
  getOrNullOn401<S extends z.ZodType>(path: string, schema: S, options?: CallOptions): Promise<Parsed<S> | null>;
  post<S extends z.ZodType>(path: string, body: unknown, schema: S, options?: CallOptions): Promise<Parsed<S>>;
  put<S extends z.ZodType>(path: string, body: unknown, schema: S, options?: CallOptions): Promise<Parsed<S>>;
  patch<S extends z.ZodType>(path: string, body: unknown, schema: S, options?: CallOptions): Promise<Parsed<S>>;
  /** Without a schema the answer's body is ignored (204 No Content). */
  delete(path: string, options?: CallOptions): Promise<void>;
  /** The raw OK response, for answers that are not JSON (a CSV download). */
  fetch(path: string, init?: RequestInit): Promise<Response>;
}

/** One page of a list and where the next one is. */
export interface Page<T> {
  items: T;
  /** The next page's path, to pass to `getPage` as it is; null on the last page. */
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

/** A call the server refused. `status` tells 403 from 500; `serverMessage` is the reason to show. */
export class ApiError extends Error {
  override name = 'ApiError';

  constructor(
    readonly status: number,
    /** The API's `{ message }`, else the body's text, else the status text. */
    readonly serverMessage: string,
    /** SPEC.md §8: `${status}: ${text || statusText}`. */
    message: string,
    /** Where each problem of a refused write of many rows is (the API's `issues`), else none. */
    readonly issues: readonly ErrorIssue[] = [],
  ) {
    super(message);
  }

  static async from(response: Response): Promise<ApiError> {
    const text = await response.text().catch(() => '');
    const body = errorBodyIn(text);
    return new ApiError(response.status, body?.message || text || response.statusText, `${response.status}: ${text || response.statusText}`, body?.issues);
  }
}

/** An answer that does not match its schema: the API and the web app disagree on a contract. */
export class ApiContractError extends Error {
  override name = 'ApiContractError';

  constructor(
    readonly call: string,
    readonly issues: z.core.$ZodIssue[],
  ) {
    super(`${call} answered something its contract does not allow:\n${z.prettifyError({ issues } as z.ZodError)}`);
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

export function createApiClient({ getToken, apiBase = '', fetch: fetchImpl }: ApiClientOptions): ApiClient {
  async function send(method: string, path: string, init: RequestInit = {}): Promise<Response> {
    const token = await getToken();
    if (!token) throw new Error(NOT_AUTHENTICATED);
    const headers = new Headers(init.headers);
    headers.set('Authorization', `Bearer ${token}`);
    // Only a call that sends a body says what it is: the API answers 400 to a JSON content
    // type with nothing behind it (every DELETE, which carries none, was refused that way).
    if (init.body != null && !headers.has('Content-Type')) headers.set('Content-Type', 'application/json');
    return (fetchImpl ?? fetch)(`${apiBase}${path}`, { ...init, method, headers, credentials: 'include' });
  }

  async function ok(response: Response): Promise<Response> {
    if (response.ok) return response;
    throw await ApiError.from(response);
  }

  async function parse<S extends z.ZodType>(call: string, response: Response, schema: S): Promise<Parsed<S>> {
    const text = await response.text();
    let body: unknown;
    try {
      body = text ? JSON.parse(text) : undefined;
    } catch {
      throw new ApiContractError(call, [{ code: 'custom', path: [], message: `the body is not JSON: ${text.slice(0, 80)}`, input: text }]);
    }
    const result = schema.safeParse(body);
    if (!result.success) throw new ApiContractError(call, result.error.issues);
    return result.data;
  }

  const withBody = (method: string) =>
    async <S extends z.ZodType>(path: string, body: unknown, schema: S, options: CallOptions = {}) =>
      parse(`${method} ${path}`, await ok(await send(method, path, { ...options, body: JSON.stringify(body) })), schema);

  return {
    get: async (path, schema, options) => parse(`GET ${path}`, await ok(await send('GET', path, options)), schema),
    getPage: async (path, schema, options) => {
      const response = await ok(await send('GET', path, options));
      return { items: await parse(`GET ${path}`, response, schema), next: nextPageOf(response.headers.get('Link')) };
    },
    getOrNullOn401: async (path, schema, options) => {
      const response = await send('GET', path, options);
      if (response.status === 401) return null;
      return parse(`GET ${path}`, await ok(response), schema);
    },
    post: withBody('POST'),
    put: withBody('PUT'),
    patch: withBody('PATCH'),
    delete: async (path, options) => {
      await ok(await send('DELETE', path, options));
    },
    fetch: async (path, init = {}) => ok(await send(init.method ?? 'GET', path, init)),
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
  get: (path, schema, options) => pageClient.get(path, schema, options),
  getPage: (path, schema, options) => pageClient.getPage(path, schema, options),
  getOrNullOn401: (path, schema, options) => pageClient.getOrNullOn401(path, schema, options),
  post: (path, body, schema, options) => pageClient.post(path, body, schema, options),
  put: (path, body, schema, options) => pageClient.put(path, body, schema, options),
  patch: (path, body, schema, options) => pageClient.patch(path, body, schema, options),
  delete: (path, options) => pageClient.delete(path, options),
  fetch: (path, init) => pageClient.fetch(path, init),
};
