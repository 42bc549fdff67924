/**
 * The token-bearing fetch client every remote uses for /api calls (SPEC.md §7-8, DESIGN.md §1).
 * Every call carries the signed-in user's ID token, a JSON content type and credentials; a
 * failure becomes an Error whose message is `${status}: ${text || statusText}`.
 */
export type TokenSource = () => Promise<string | null>;

export interface ApiClientOptions {
  getToken: TokenSource;
  /** Prefix of every path; '' for the same origin. */
  apiBase?: string;
  /** Defaults to the global fetch, looked up at call time. */
  fetch?: typeof fetch;
}

export interface ApiClient {
  /** The response of a call that answered OK; throws otherwise. */
  apiFetch(path: string, init?: RequestInit): Promise<Response>;
  /** The parsed JSON body of a call that answered OK (undefined for an empty body). */
  fetchJson<T>(path: string, init?: RequestInit): Promise<T>;
  /** Like fetchJson, but null when the server answers 401 (SPEC.md §8's variant). */
  fetchJsonOrNullOn401<T>(path: string, init?: RequestInit): Promise<T | null>;
}

export const NOT_AUTHENTICATED = 'Not authenticated';

/** An Error from a call the server refused; `status` lets callers tell 403 from 500. */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

export function createApiClient({ getToken, apiBase = '', fetch: fetchImpl }: ApiClientOptions): ApiClient {
  async function send(path: string, init: RequestInit = {}): Promise<Response> {
    const token = await getToken();
    if (!token) throw new Error(NOT_AUTHENTICATED);
    const headers = new Headers(init.headers);
    headers.set('Authorization', `Bearer ${token}`);
    if (!headers.has('Content-Type')) headers.set('Content-Type', 'application/json');
    return (fetchImpl ?? fetch)(`${apiBase}${path}`, { ...init, headers, credentials: 'include' });
  }

  async function ensureOk(response: Response): Promise<Response> {
    if (response.ok) return response;
    const text = await response.text().catch(() => '');
    throw new ApiError(response.status, `${response.status}: ${text || response.statusText}`);
  }

  async function readJson<T>(response: Response): Promise<T> {
    const body = await response.text();
    return (body ? JSON.parse(body) : undefined) as T;
  }

  return {
    apiFetch: async (path, init) => ensureOk(await send(path, init)),
    fetchJson: async <T>(path: string, init?: RequestInit) => readJson<T>(await ensureOk(await send(path, init))),
    fetchJsonOrNullOn401: async <T>(path: string, init?: RequestInit) => {
      const response = await send(path, init);
      if (response.status === 401) return null;
      return readJson<T>(await ensureOk(response));
    },
  };
}

// The page's client. <AuthProvider> points it at the signed-in user; until then every call
// fails with 'Not authenticated'. Kept on globalThis so every remote shares it.
const CLIENT_KEY = Symbol.for('fantasy-league.shared-auth.api-client');
const holder = globalThis as unknown as Record<symbol, ApiClient | undefined>;

/** Points apiFetch/fetchJson/fetchJsonOrNullOn401 at a token source (AuthProvider does this; so can tests). */
export function configureApiClient(options: ApiClientOptions): ApiClient {
  const client = createApiClient(options);
  holder[CLIENT_KEY] = client;
  return client;
}

function current(): ApiClient {
  return holder[CLIENT_KEY] ?? createApiClient({ getToken: async () => null });
}

export const apiFetch = (path: string, init?: RequestInit) => current().apiFetch(path, init);
export const fetchJson = <T>(path: string, init?: RequestInit) => current().fetchJson<T>(path, init);
export const fetchJsonOrNullOn401 = <T>(path: string, init?: RequestInit) =>
  current().fetchJsonOrNullOn401<T>(path, init);
