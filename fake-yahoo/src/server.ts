/**
 * The fake Yahoo on loopback: OAuth 2.0 (out-of-band codes) under /oauth2 and the Fantasy
 * API v2 under /fantasy/v2, in Yahoo's shapes and with Yahoo's errors, plus switches that
 * make it fail the ways Yahoo fails. node:http only: Yahoo's paths (`;key=value` segments)
 * are read by hand anyway.
 */
import { randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { FantasyError, fantasyResource } from './fantasy-routes';
import { LOGIN_GUID } from 'shared-demo-league';

export type Faults = {
  /** Every access token issued so far answers 401 token_expired (a refresh cures it). */
  expireToken: boolean;
  /** Refreshing issues a new refresh token and retires the old one. */
  rotateRefreshToken: boolean;
  /** Fantasy calls answer 999 with Yahoo's HTML "Request denied" page. */
  rateLimit999: boolean;
  /** Fantasy calls answer 429 with plain text `Edge: Too Many Requests`. */
  rateLimit429: boolean;
  /** Fantasy calls answer 200 with an HTML page instead of JSON. */
  html: boolean;
  /** Fantasy calls answer 403: the application is not authorized (final). */
  notAuthorized403: boolean;
  /** Fantasy calls answer 401 additional_authorization_required (final). */
  additionalAuthorization: boolean;
  /** Refreshing fails with INVALID_REFRESH_TOKEN. */
  invalidRefreshToken: boolean;
  /**
   * The Fantasy-call faults above start only after this many more calls have been answered
   * (0: at once), the way Yahoo's 999 arrives in the middle of a long run of calls.
   */
  faultsAfterCalls: number;
};

export const NO_FAULTS: Faults = {
  expireToken: false,
  rotateRefreshToken: false,
  rateLimit999: false,
  rateLimit429: false,
  html: false,
  notAuthorized403: false,
  additionalAuthorization: false,
  invalidRefreshToken: false,
  faultsAfterCalls: 0,
};

export type FakeYahooOptions = {
  port?: number;
  host?: string;
  clientId?: string;
  clientSecret?: string;
  /** A code accepted any number of times, so a demo can connect without a browser. */
  demoCode?: string | null;
  /** Lifetime of issued access tokens (Yahoo's is 3600 s). */
  accessTokenSeconds?: number;
  /** Include xoauth_yahoo_guid in token answers (Yahoo stopped in late 2024). */
  includeGuid?: boolean;
};

export type FakeYahooCalls = {
  /** Fantasy API calls answered, faults included. */
  api: number;
  /** Token endpoint calls, by grant type. */
  token: { authorization_code: number; refresh_token: number };
  /** Fantasy API calls by path (without the query). */
  byPath: Record<string, number>;
};

export type FakeYahoo = {
  url: string;
  port: number;
  authBase: string;
  apiBase: string;
  faults: Faults;
  calls: FakeYahooCalls;
  setFaults(faults: Partial<Faults>): void;
  reset(): void;
  /** Issues a one-time code, as the authorize page does. */
  issueCode(): string;
  close(): Promise<void>;
};

const DEFAULTS = { clientId: 'fake-yahoo-client', clientSecret: 'fake-yahoo-secret' };

export async function startFakeYahoo(options: FakeYahooOptions = {}): Promise<FakeYahoo> {
  const clientId = options.clientId ?? DEFAULTS.clientId;
  const clientSecret = options.clientSecret ?? DEFAULTS.clientSecret;
  const accessTokenSeconds = options.accessTokenSeconds ?? 3600;
  let faults: Faults = { ...NO_FAULTS };
  const codes = new Set<string>();
  /** Access token → when it expires (ms). */
  const accessTokens = new Map<string, { expiresAt: number }>();
  const refreshTokens = new Set<string>();
  const calls: FakeYahooCalls = { api: 0, token: { authorization_code: 0, refresh_token: 0 }, byPath: {} };
  /** Calls still answered normally before the switched-on Fantasy faults begin. */
  let callsBeforeFaults = 0;

  const token = (prefix: string) => `${prefix}${randomBytes(18).toString('base64url')}`;
  const issueCode = () => {
    const code = randomBytes(4).toString('hex');
    codes.add(code);
    return code;
  };

  function issueTokens(refreshToken: string | null) {
    const access = token('fakeAT.');
    accessTokens.set(access, { expiresAt: Date.now() + accessTokenSeconds * 1000 });
    let refresh = refreshToken;
    if (!refresh || faults.rotateRefreshToken) {
      if (refresh) refreshTokens.delete(refresh);
      refresh = token('fakeRT.');
      refreshTokens.add(refresh);
    }
    return {
      access_token: access,
      token_type: 'bearer',
      expires_in: accessTokenSeconds,
      refresh_token: refresh,
      ...(options.includeGuid ? { xoauth_yahoo_guid: LOGIN_GUID } : {}),
    };
  }

  function handleAuthorize(url: URL, response: ServerResponse) {
    const params = url.searchParams;
    if (params.get('client_id') !== clientId)
      return sendJson(response, 400, { error: 'INVALID_CLIENT', error_description: 'Invalid client id' });
    if (params.get('redirect_uri') !== 'oob')
      return sendJson(response, 400, { error: 'INVALID_REDIRECT_URI', error_description: 'Invalid redirect uri' });
    if (params.get('response_type') !== 'code')
      return sendJson(response, 400, { error: 'invalid_request', error_description: 'response_type must be code' });
    const code = issueCode();
    response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
    response.end(`<!doctype html><html lang="en"><head><title>Fake Yahoo: authorize</title></head><body>
<h1>Fake Yahoo</h1><p>The app asks to read your fantasy leagues. You agreed (this is a test double).</p>
<p>Enter this code in the app:</p><p><code id="code">${code}</code></p></body></html>`);
  }

  function handleToken(request: IncomingMessage, body: string, response: ServerResponse) {
    const form = new URLSearchParams(body);
    const grant = form.get('grant_type');
    const [scheme, encoded] = (request.headers.authorization ?? '').split(' ');
    const [id, secret] =
      scheme?.toLowerCase() === 'basic' && encoded ? Buffer.from(encoded, 'base64').toString().split(':') : [];
    if (id !== clientId)
      return sendJson(response, 400, { error: 'INVALID_CLIENT', error_description: 'Client authentication failed' });
    if (secret !== clientSecret)
      return sendJson(response, 401, { error: 'INVALID_CLIENT_SECRET', error_description: 'Client secret is invalid' });
    if (form.get('redirect_uri') !== 'oob')
      return sendJson(response, 400, { error: 'INVALID_REDIRECT_URI', error_description: 'Invalid redirect uri' });
    if (grant === 'authorization_code') {
      calls.token.authorization_code += 1;
      const code = form.get('code') ?? '';
      const isDemo = options.demoCode && code === options.demoCode;
      if (!isDemo && !codes.delete(code))
        return sendJson(response, 401, { error: 'invalid_grant', error_description: 'Invalid authorization code' });
      return sendJson(response, 200, issueTokens(null));
    }
    if (grant === 'refresh_token') {
      calls.token.refresh_token += 1;
      const refresh = form.get('refresh_token') ?? '';
      if (faults.invalidRefreshToken || !refreshTokens.has(refresh)) {
        return sendJson(response, 400, { error: 'INVALID_REFRESH_TOKEN', error_description: 'Invalid refresh token' });
      }
      return sendJson(response, 200, issueTokens(refresh));
    }
    return sendJson(response, 400, { error: 'UNSUPPORTED_GRANT_TYPE', error_description: 'Unsupported grant type' });
  }

  function oauthProblem(response: ServerResponse, problem: string) {
    const challenge = `OAuth oauth_problem="${problem}", realm="yahooapis.com"`;
    response.setHeader('www-authenticate', challenge);
    sendJson(response, 401, {
      error: { lang: 'en-US', description: `Please provide valid credentials. ${challenge}` },
    });
  }

  function handleFantasy(request: IncomingMessage, url: URL, response: ServerResponse) {
    const path = url.pathname.slice('/fantasy/v2/'.length);
    calls.api += 1;
    calls.byPath[path] = (calls.byPath[path] ?? 0) + 1;
    const faulting = callsBeforeFaults === 0;
    if (!faulting) callsBeforeFaults -= 1;
    if (faulting && faults.rateLimit999) {
      response.writeHead(999, { 'content-type': 'text/html' });
      return response.end('<html><head><title>Yahoo</title></head><body><h1>Request denied</h1></body></html>');
    }
    if (faulting && faults.rateLimit429) {
      response.writeHead(429, { 'content-type': 'text/plain' });
      return response.end('Edge: Too Many Requests');
    }
    const [scheme, bearer] = (request.headers.authorization ?? '').split(' ');
    const access = scheme?.toLowerCase() === 'bearer' && bearer ? accessTokens.get(bearer) : undefined;
    if (!access) return oauthProblem(response, bearer ? 'token_rejected' : 'unable_to_determine_oauth_type');
    if (faults.expireToken || access.expiresAt <= Date.now()) return oauthProblem(response, 'token_expired');
    if (faulting && faults.additionalAuthorization) return oauthProblem(response, 'additional_authorization_required');
    const envelopeError = (status: number, description: string) =>
      sendJson(response, status, {
        error: { 'xml:lang': 'en-us', 'yahoo:uri': `/fantasy/v2/${path}`, description, detail: '' },
      });
    if (faulting && faults.notAuthorized403)
      return envelopeError(403, 'This application is not authorized to perform this action');
    if (faulting && faults.html) {
      response.writeHead(200, { 'content-type': 'text/html' });
      return response.end('<!doctype html><html><body><h1>Yahoo! - Something went wrong</h1></body></html>');
    }
    if (url.searchParams.get('format') !== 'json') {
      // Without format=json Yahoo answers XML, which our client never wants.
      response.writeHead(200, { 'content-type': 'application/xml' });
      return response.end(`<?xml version="1.0" encoding="UTF-8"?><fantasy_content uri="/fantasy/v2/${path}"/>`);
    }
    try {
      sendJson(response, 200, fantasyResource(path));
    } catch (error) {
      if (error instanceof FantasyError) return envelopeError(error.status, error.message);
      throw error;
    }
  }

  function handleControl(url: URL, body: string, response: ServerResponse) {
    if (url.pathname === '/__reset') {
      reset();
      return sendJson(response, 200, { faults });
    }
    if (url.pathname === '/__faults') {
      const wanted = body ? (JSON.parse(body) as Partial<Faults>) : {};
      setFaults(wanted);
      return sendJson(response, 200, { faults });
    }
    return sendJson(response, 200, { faults, calls });
  }

  function setFaults(wanted: Partial<Faults>) {
    const unknown = Object.keys(wanted).filter((key) => !(key in NO_FAULTS));
    if (unknown.length > 0) throw new Error(`Unknown fault ${unknown.join(', ')}`);
    if (wanted.expireToken) {
      // Expire the tokens out now, then lift the switch: the tokens a refresh issues work.
      for (const access of accessTokens.values()) access.expiresAt = 0;
    }
    faults = { ...faults, ...wanted, expireToken: false };
    callsBeforeFaults = faults.faultsAfterCalls;
  }

  function reset() {
    faults = { ...NO_FAULTS };
    callsBeforeFaults = 0;
    calls.api = 0;
    calls.token.authorization_code = 0;
    calls.token.refresh_token = 0;
    for (const key of Object.keys(calls.byPath)) delete calls.byPath[key];
  }

  const server = createServer((request, response) => {
    let body = '';
    request.setEncoding('utf8');
    request.on('data', (chunk: string) => (body += chunk));
    request.on('end', () => {
      const url = new URL(request.url ?? '/', 'http://localhost');
      try {
        if (url.pathname === '/oauth2/request_auth' && request.method === 'GET') return handleAuthorize(url, response);
        if (url.pathname === '/oauth2/get_token' && request.method === 'POST')
          return handleToken(request, body, response);
        if (url.pathname.startsWith('/fantasy/v2/') && request.method === 'GET')
          return handleFantasy(request, url, response);
        if (url.pathname.startsWith('/__')) return handleControl(url, body, response);
        sendJson(response, 404, { error: { description: 'Not found' } });
      } catch (error) {
        sendJson(
          response,
          error instanceof SyntaxError || (error as Error).message.startsWith('Unknown fault') ? 400 : 500,
          {
            error: { description: (error as Error).message },
          },
        );
      }
    });
  });

  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port ?? 4010, options.host ?? '127.0.0.1', () => resolve());
  });
  const { port } = server.address() as AddressInfo;
  const url = `http://${options.host ?? '127.0.0.1'}:${port}`;
  return {
    url,
    port,
    authBase: `${url}/oauth2`,
    apiBase: `${url}/fantasy/v2`,
    get faults() {
      return faults;
    },
    calls,
    setFaults,
    reset,
    issueCode,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

function sendJson(response: ServerResponse, status: number, body: unknown) {
  response.writeHead(status, { 'content-type': 'application/json; charset=utf-8' });
  response.end(JSON.stringify(body));
}

export const FAKE_YAHOO_DEFAULT_CLIENT = DEFAULTS;
