/**
 * The HTTP side of Yahoo: the OAuth token endpoint and Fantasy API GETs, with every failure
 * turned into a ProviderError (docs/yahoo.md §3 and §6). Stateless: tokens are the caller's.
 * Both base URLs come from settings, so tests and the demo talk to the fake on loopback.
 */
import { BodyTooLargeError, describeBytes, readBoundedText } from '../bounded-body';
import { ProviderError } from '../provider-error';

export type YahooEndpoints = { authBase: string; apiBase: string; clientId: string; clientSecret: string };

export type TokenGrant = {
  accessToken: string;
  refreshToken: string;
  expiresAt: Date;
  /** No longer sent since late 2024. */
  guid: string | null;
};

const TIMEOUT_MS = 15_000;

const RATE_LIMIT_COOLDOWN_MS = 10 * 60_000;
/** The largest answer read (docs/yahoo.md §7): a league's biggest, its players' stats, is some hundreds of KB. */
export const YAHOO_MAX_BODY_BYTES = 4 * 1024 * 1024;
/** Redirects followed within the address asked (a GET's); one elsewhere is refused. */
const MAX_REDIRECTS = 3;
/** A Fantasy API path: resources and keys (`461.l.6288.t.3`), with their `;week=3` parameters. */
const YAHOO_PATH = /^[A-Za-z0-9._;=,/-]+$/;
/** The most of Yahoo's own words (an error's description) quoted in a message. */
const MAX_QUOTED = 200;

export class YahooClient {
  constructor(
    private readonly endpoints: YahooEndpoints,
    private readonly now: () => number = Date.now,
    private readonly maxBodyBytes = YAHOO_MAX_BODY_BYTES,
  ) {}

  /** Where the commissioner authorizes the app; Yahoo then shows a code to paste back. */
  authorizationUrl(): string {
    const params = new URLSearchParams({
      client_id: this.endpoints.clientId,
      redirect_uri: 'oob',
      response_type: 'code',
      language: 'en-us',
    });
    return `${this.endpoints.authBase}/request_auth?${params}`;
  }

  exchangeCode(code: string): Promise<TokenGrant> {
    return this.token({ grant_type: 'authorization_code', code, redirect_uri: 'oob' }, 'code');
  }

  refresh(refreshToken: string): Promise<TokenGrant> {
    return this.token({ grant_type: 'refresh_token', refresh_token: refreshToken, redirect_uri: 'oob' }, 'refresh');
  }

  private async token(form: Record<string, string>, purpose: 'code' | 'refresh'): Promise<TokenGrant> {
    const basic = Buffer.from(`${this.endpoints.clientId}:${this.endpoints.clientSecret}`).toString('base64');
    const response = await this.send(`${this.endpoints.authBase}/get_token`, {
      method: 'POST',
      headers: {
        'content-type': 'application/x-www-form-urlencoded',
        authorization: `Basic ${basic}`,
        accept: 'application/json',
      },
      body: new URLSearchParams(form).toString(),
    });
    const body = await readJson(response, this.maxBodyBytes);
    if (response.ok && body && typeof body.access_token === 'string' && typeof body.refresh_token === 'string') {
      const expiresIn = Number(body.expires_in ?? 3600);
      return {
        accessToken: body.access_token,
        refreshToken: body.refresh_token,
        expiresAt: new Date(this.now() + (Number.isFinite(expiresIn) ? expiresIn : 3600) * 1000),
        guid: typeof body.xoauth_yahoo_guid === 'string' ? body.xoauth_yahoo_guid : null,
      };
    }
    if (isRateLimited(response.status)) throw rateLimited(this.now());
    if (!body)
      throw new ProviderError(
        'bad_response',
        `Yahoo's sign-in service answered with something other than JSON (status ${response.status}). Try again later.`,
      );
    const code = typeof body.error === 'string' ? body.error.toLowerCase() : '';
    const description = quoted(
      typeof body.error_description === 'string' ? body.error_description : code || `status ${response.status}`,
    );
    if (code === 'invalid_client' || code === 'invalid_client_secret') {
      throw new ProviderError(
        'not_configured',
        `Yahoo does not accept this server's client id and secret (${description}). Check YAHOO_CLIENT_ID and YAHOO_CLIENT_SECRET.`,
      );
    }
    if (purpose === 'code')
      throw new ProviderError(
        'bad_request',
        `Yahoo did not accept the code: ${description}. Start the OAuth setup again for a new code.`,
      );
    throw new ProviderError(
      'authorization_lost',
      `The Yahoo authorization has expired or was revoked (${description}). The commissioner can connect again in Settings.`,
    );
  }

  /** GET a Fantasy API resource (path after /fantasy/v2/) as JSON. */
  async get(path: string, accessToken: string): Promise<unknown> {
    // Keys in a path come from Yahoo's answers (team keys, leagues) or are checked where they
    // are typed; this is the last guard against one that would make the call another.
    if (!YAHOO_PATH.test(path) || path.split('/').some((segment) => segment === '.' || segment === '..'))
      throw new ProviderError(
        'bad_response',
        "Yahoo's answers led to a path that is not one of Yahoo's (a key of another form). Nothing was asked.",
      );
    const response = await this.send(`${this.endpoints.apiBase}/${path}?format=json`, {
      headers: { authorization: `Bearer ${accessToken}`, accept: 'application/json' },
    });
    if (isRateLimited(response.status)) {
      await response.body?.cancel();
      throw rateLimited(this.now());
    }
    const body = await readJson(response, this.maxBodyBytes);
    if (response.status === 401) {
      const problem = /oauth_problem="?([a-z_]+)/i
        .exec(`${response.headers.get('www-authenticate') ?? ''} ${describe(body)}`)?.[1]
        ?.toLowerCase();
      if (problem === 'token_expired' || problem === 'token_rejected')
        throw new ProviderError('token_expired', 'The Yahoo access token expired');
      if (problem === 'additional_authorization_required') {
        throw new ProviderError(
          'authorization_lost',
          'Yahoo requires additional authorization for this app (additional_authorization_required). Connect again in Settings; if it persists, Yahoo has not granted this app Fantasy API access.',
        );
      }
      throw new ProviderError(
        'authorization_lost',
        `Yahoo did not accept the authorization (${problem ?? 'unknown problem'}). The commissioner can connect again in Settings.`,
      );
    }
    if (response.status === 403) {
      throw new ProviderError(
        'not_authorized',
        `Yahoo has closed its Fantasy API to apps: since July 2026 it answers “${describe(body) ?? 'This application is not authorized to perform this action'}” unless Yahoo has approved the app by hand. Your league's data is still there: follow the league through Sleeper instead (Settings, Provider).`,
      );
    }
    if (!body)
      throw new ProviderError(
        'bad_response',
        `Yahoo answered with something other than JSON (status ${response.status}). Try again later.`,
      );
    if (!response.ok)
      throw new ProviderError(
        response.status >= 500 ? 'bad_response' : 'bad_request',
        `Yahoo refused the request: ${describe(body) ?? `status ${response.status}`}`,
      );
    return body;
  }

  /**
   * One call, following a GET's redirect only within the address asked (scheme, host and
   * port): one elsewhere, or any for the token's POST, is refused unread (docs/yahoo.md §7).
   */
  private async send(first: string, init: RequestInit): Promise<Response> {
    const origin = new URL(first).origin;
    const signal = AbortSignal.timeout(TIMEOUT_MS);
    let url = first;
    for (let hops = 0; ; hops++) {
      let response: Response;
      try {
        response = await fetch(url, { ...init, redirect: 'manual', signal });
      } catch (error) {
        const reason =
          error instanceof Error ? (error.cause instanceof Error ? error.cause.message : error.message) : String(error);
        throw new ProviderError('unreachable', `Could not reach Yahoo (${new URL(url).host}): ${reason}`);
      }
      if (response.status < 300 || response.status >= 400 || response.status === 304) return response;
      await response.body?.cancel();
      const location = response.headers.get('location');
      const next = location === null ? null : URL.parse(location, url);
      if (next === null || next.origin !== origin || (init.method ?? 'GET') !== 'GET')
        throw new ProviderError(
          'bad_response',
          `Yahoo answered by sending us to another address (${next?.host ?? 'none given'}); it was not followed. Try again later.`,
        );
      if (hops >= MAX_REDIRECTS)
        throw new ProviderError(
          'bad_response',
          `Yahoo answered with more than ${MAX_REDIRECTS} redirects; they were not followed. Try again later.`,
        );
      url = next.href;
    }
  }
}

function isRateLimited(status: number): boolean {
  return status === 999 || status === 429;
}

function rateLimited(now: number): ProviderError {
  const retryAt = new Date(now + RATE_LIMIT_COOLDOWN_MS);
  return new ProviderError(
    'rate_limited',
    `Yahoo is limiting requests from this server. Try again in ${Math.round(RATE_LIMIT_COOLDOWN_MS / 60_000)} minutes.`,
    retryAt,
  );
}

type JsonBody = Record<string, unknown>;

/**
 * The body as a JSON object, or null when it is not JSON (Yahoo's HTML and text pages); at
 * most `maxBytes` of it read (bounded-body.ts), a bigger one refused.
 */
async function readJson(response: Response, maxBytes: number): Promise<JsonBody | null> {
  let text = '';
  try {
    text = await readBoundedText(response, maxBytes);
  } catch (error) {
    if (error instanceof BodyTooLargeError)
      throw new ProviderError(
        'bad_response',
        `Yahoo's answer is larger than ${describeBytes(maxBytes)}, more than any league's; it was not read. Try again later.`,
      );
  }
  try {
    const parsed: unknown = JSON.parse(text);
    return typeof parsed === 'object' && parsed !== null && !Array.isArray(parsed) ? (parsed as JsonBody) : null;
  } catch {
    return null;
  }
}

/**
 * Yahoo's error envelope: `{"error": {"description": "…"}}`, as Yahoo's words to quote: at most
 * MAX_QUOTED characters, without control characters, so an answer's data cannot fill a
 * message, a failed run or the log.
 */
function describe(body: JsonBody | null): string | null {
  const error = body?.error;
  if (typeof error === 'object' && error !== null && typeof (error as JsonBody).description === 'string')
    return quoted((error as JsonBody).description as string);
  return null;
}

function quoted(words: string): string {
  const clean = words
    .slice(0, MAX_QUOTED * 2)
    .replace(/\p{Cc}+/gu, ' ')
    .replace(/\s+/gu, ' ')
    .trim();
  return clean.length > MAX_QUOTED ? `${clean.slice(0, MAX_QUOTED - 1)}…` : clean;
}
