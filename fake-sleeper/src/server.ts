/**
 * The fake Sleeper on loopback: Sleeper's public read-only API under /v1 (GET, JSON, no key),
 * answering `null` with 200 for an unknown user or league as Sleeper does, plus switches that
 * make it fail the ways a busy public API fails (slow, 429, 5xx, HTML or cut-off JSON).
 * node:http only: the paths are few and fixed.
 */
import { createServer, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { setTimeout as sleep } from 'node:timers/promises';
import {
  changeLeague,
  fakeLeague,
  fakeLeagueOfDraft,
  resetLeagueChanges,
  type FakeLeagueChanges,
  type FakeSleeperLeague,
} from './leagues';
import * as shapes from './shapes';

export type Faults = {
  /** Every answer waits this long first (ms). */
  slowMs: number;
  /** Answer 429 Too Many Requests. */
  rateLimit429: boolean;
  /** With rateLimit429: the Retry-After header's seconds; null sends none. */
  retryAfterSeconds: number | null;
  /** Answer this 5xx status (Cloudflare's HTML page), or false. */
  serverError5xx: false | number;
  /** Answer 200 with an HTML page ('html') or JSON cut off half-way ('truncated'), or false. */
  badJson: false | 'html' | 'truncated';
  /**
   * Answer 404 (Sleeper's HTML page) for a path it serves, as Sleeper does now and then for a
   * part of a league that exists: with faultKinds, its matchups or rosters, say.
   */
  notFound404: boolean;
  /** The faults above start only after this many more calls have been answered (0: at once). */
  faultsAfterCalls: number;
  /** The faults stop by themselves after this many faulty answers (0: never), as a burst passes. */
  faultsForCalls: number;
  /** Only calls of these kinds get the faults, the rest answer normally (empty: every call). */
  faultKinds: CallKind[];
};

export const NO_FAULTS: Faults = {
  slowMs: 0,
  rateLimit429: false,
  retryAfterSeconds: null,
  serverError5xx: false,
  badJson: false,
  notFound404: false,
  faultsAfterCalls: 0,
  faultsForCalls: 0,
  faultKinds: [],
};

/** The kinds of call the fake answers, by what they read (counted in `calls.byKind`). */
export type CallKind =
  | 'state'
  | 'user'
  | 'user_leagues'
  | 'league'
  | 'rosters'
  | 'users'
  | 'matchups'
  | 'transactions'
  | 'traded_picks'
  | 'drafts'
  | 'draft'
  | 'draft_picks'
  | 'players'
  | 'unknown';

export type FakeSleeperCalls = {
  /** API calls answered, faults included. */
  total: number;
  byKind: Partial<Record<CallKind, number>>;
  /** By path under /v1 (without the query). */
  byPath: Record<string, number>;
};

export type FakeSleeperOptions = {
  port?: number;
  host?: string;
  /** The clock of the Date header (tests may freeze it); the data itself is fixed. */
  now?: () => number;
  /** Bytes per chunk of `/players/nfl`, sent one at a time so the answer arrives in pieces. */
  playersChunkBytes?: number;
};

export type FakeSleeper = {
  url: string;
  port: number;
  /** What SLEEPER_API_BASE points at: `${url}/v1`. */
  apiBase: string;
  faults: Faults;
  calls: FakeSleeperCalls;
  setFaults(faults: Partial<Faults>): void;
  reset(): void;
  close(): Promise<void>;
};

export const FAKE_SLEEPER_DEFAULT_PORT = 4011;
const API_PREFIX = '/v1';

type Route = { kind: CallKind; answer: () => unknown };

/** The answer of a path under /v1, or null when Sleeper has no such path (404). */
function route(path: string): Route | null {
  const parts = path.split('/').filter(Boolean).map(decodeURIComponent);
  const [head, id, sub, a, b] = parts;
  const league = (kind: CallKind, answer: (found: FakeSleeperLeague) => unknown): Route => ({
    kind,
    answer: () => {
      const found = fakeLeague(id!);
      return found ? answer(found) : null;
    },
  });
  if (head === 'state' && id === 'nfl' && parts.length === 2) return { kind: 'state', answer: shapes.nflState };
  if (head === 'players' && id === 'nfl' && parts.length === 2) return { kind: 'players', answer: () => undefined };
  if (head === 'user' && id && parts.length === 2) return { kind: 'user', answer: () => shapes.user(id) };
  if (head === 'user' && id && sub === 'leagues' && a === 'nfl' && b && parts.length === 5)
    return { kind: 'user_leagues', answer: () => shapes.userLeagues(id, b) };
  if (head === 'league' && id) {
    if (parts.length === 2) return { kind: 'league', answer: () => shapes.leagueById(id) };
    if (parts.length === 3 && sub === 'rosters') return league('rosters', shapes.rosters);
    if (parts.length === 3 && sub === 'users') return league('users', shapes.leagueUsers);
    if (parts.length === 3 && sub === 'traded_picks') return league('traded_picks', shapes.tradedPicks);
    if (parts.length === 3 && sub === 'drafts') return league('drafts', (found) => [shapes.draft(found)]);
    if (parts.length === 4 && /^\d+$/.test(a ?? '')) {
      if (sub === 'matchups') return league('matchups', (found) => shapes.matchups(found, Number(a)));
      if (sub === 'transactions') return league('transactions', (found) => shapes.transactions(found, Number(a)));
    }
  }
  if (head === 'draft' && id) {
    const answer = (build: (found: FakeSleeperLeague) => unknown) => () => {
      const found = fakeLeagueOfDraft(id);
      return found ? build(found) : null;
    };
    if (parts.length === 2) return { kind: 'draft', answer: answer(shapes.draft) };
    if (parts.length === 3 && sub === 'picks') return { kind: 'draft_picks', answer: answer(shapes.draftPicks) };
  }
  return null;
}

export async function startFakeSleeper(options: FakeSleeperOptions = {}): Promise<FakeSleeper> {
  const now = options.now ?? Date.now;
  const chunkBytes = options.playersChunkBytes ?? 64 * 1024;
  let faults: Faults = { ...NO_FAULTS };
  const calls: FakeSleeperCalls = { total: 0, byKind: {}, byPath: {} };
  /** Calls still answered normally before the switched-on faults begin. */
  let callsBeforeFaults = 0;
  /** Faulty answers given since the faults were switched on. */
  let faultyAnswers = 0;

  function setFaults(wanted: Partial<Faults>) {
    const unknown = Object.keys(wanted).filter((key) => !(key in NO_FAULTS));
    if (unknown.length > 0) throw new Error(`Unknown fault ${unknown.join(', ')}`);
    faults = { ...faults, ...wanted };
    callsBeforeFaults = faults.faultsAfterCalls;
    faultyAnswers = 0;
  }

  function reset() {
    resetLeagueChanges();
    faults = { ...NO_FAULTS };
    callsBeforeFaults = 0;
    faultyAnswers = 0;
    calls.total = 0;
    for (const key of Object.keys(calls.byKind)) delete calls.byKind[key as CallKind];
    for (const key of Object.keys(calls.byPath)) delete calls.byPath[key];
  }

  /** Whether this call gets the switched-on fault (counting it), after faultsAfterCalls normal ones. */
  function faulting(kind: CallKind): boolean {
    if (!faults.rateLimit429 && faults.serverError5xx === false && faults.badJson === false && !faults.notFound404)
      return false;
    if (faults.faultKinds.length > 0 && !faults.faultKinds.includes(kind)) return false;
    if (callsBeforeFaults > 0) {
      callsBeforeFaults -= 1;
      return false;
    }
    if (faults.faultsForCalls > 0 && faultyAnswers >= faults.faultsForCalls) return false;
    faultyAnswers += 1;
    return true;
  }

  async function handleApi(path: string, response: ServerResponse) {
    const found = route(path);
    const kind = found?.kind ?? 'unknown';
    calls.total += 1;
    calls.byKind[kind] = (calls.byKind[kind] ?? 0) + 1;
    calls.byPath[path] = (calls.byPath[path] ?? 0) + 1;
    const faulty = faulting(kind);
    if (faults.slowMs > 0) await sleep(faults.slowMs);
    if (response.destroyed) return;
    response.setHeader('date', new Date(now()).toUTCString());
    if (faulty && faults.rateLimit429) {
      const headers: Record<string, string> = { 'content-type': 'text/plain' };
      if (faults.retryAfterSeconds !== null) headers['retry-after'] = String(faults.retryAfterSeconds);
      response.writeHead(429, headers);
      return response.end('Too Many Requests');
    }
    if (faulty && faults.serverError5xx !== false) {
      response.writeHead(faults.serverError5xx, { 'content-type': 'text/html' });
      return response.end(
        `<!DOCTYPE html><html><head><title>api.sleeper.app | ${faults.serverError5xx}: Bad gateway</title></head><body><h1>Bad gateway</h1></body></html>`,
      );
    }
    if (faulty && faults.badJson === 'html') {
      response.writeHead(200, { 'content-type': 'text/html' });
      return response.end('<!DOCTYPE html><html><body><h1>Sleeper is down for maintenance</h1></body></html>');
    }
    if (!found || (faulty && faults.notFound404)) {
      response.writeHead(404, { 'content-type': 'text/html' });
      return response.end('<!DOCTYPE html><html><body><h1>404 Not Found</h1></body></html>');
    }
    if (found.kind === 'players') return sendPlayers(response, faulty && faults.badJson === 'truncated');
    const text = JSON.stringify(found.answer() ?? null);
    response.writeHead(200, { 'content-type': 'application/json; charset=utf-8' });
    response.end(
      faulty && faults.badJson === 'truncated' ? text.slice(0, Math.max(1, Math.floor(text.length / 2))) : text,
    );
  }

  /** The player list in chunks, each written once the last has drained, as a big answer arrives. */
  async function sendPlayers(response: ServerResponse, truncated: boolean) {
    const text = shapes.playersJson();
    const end = truncated ? Math.floor(text.length / 2) : text.length;
    response.writeHead(200, { 'content-type': 'application/json; charset=utf-8' });
    for (let start = 0; start < end && !response.destroyed; start += chunkBytes) {
      const piece = text.slice(start, Math.min(end, start + chunkBytes));
      if (!response.write(piece)) await new Promise((resolve) => response.once('drain', resolve));
      await new Promise((resolve) => setImmediate(resolve));
    }
    response.end();
  }

  function handleControl(pathname: string, method: string, body: string, response: ServerResponse) {
    if (pathname === '/__reset' && method === 'POST') {
      reset();
      return sendJson(response, 200, { faults });
    }
    // A league's data changes as it does on Sleeper between two imports: a player moves, FAAB is spent.
    if (pathname === '/__changes' && method === 'POST') {
      changeLeague(JSON.parse(body) as FakeLeagueChanges);
      return sendJson(response, 200, { changed: true });
    }
    if (pathname === '/__faults' && method === 'POST') {
      setFaults(body ? (JSON.parse(body) as Partial<Faults>) : {});
      return sendJson(response, 200, { faults });
    }
    return sendJson(response, 200, { faults, calls });
  }

  const server = createServer((request, response) => {
    let body = '';
    request.setEncoding('utf8');
    request.on('data', (chunk: string) => (body += chunk));
    request.on('end', () => {
      const url = new URL(request.url ?? '/', 'http://localhost');
      const method = request.method ?? 'GET';
      void (async () => {
        try {
          if (url.pathname.startsWith(`${API_PREFIX}/`) && method === 'GET')
            return await handleApi(url.pathname.slice(API_PREFIX.length), response);
          if (url.pathname.startsWith('/__')) return handleControl(url.pathname, method, body, response);
          sendJson(response, 404, { error: 'Not found' });
        } catch (error) {
          const message = (error as Error).message;
          const status = error instanceof SyntaxError || message.startsWith('Unknown fault') ? 400 : 500;
          if (!response.headersSent) sendJson(response, status, { error: message });
          else response.destroy();
        }
      })();
    });
  });

  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port ?? FAKE_SLEEPER_DEFAULT_PORT, options.host ?? '127.0.0.1', () => resolve());
  });
  const { port } = server.address() as AddressInfo;
  const url = `http://${options.host ?? '127.0.0.1'}:${port}`;
  return {
    url,
    port,
    apiBase: `${url}${API_PREFIX}`,
    get faults() {
      return faults;
    },
    calls,
    setFaults,
    reset,
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
