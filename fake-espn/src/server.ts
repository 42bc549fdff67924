/**
 * The fake ESPN on loopback (docs/espn.md §5): ESPN's league reads under /apis/v3/games/ffl —
 * `/seasons/{year}/segments/0/leagues/{id}?view=…[&scoringPeriodId=N]` and, for seasons before
 * 2018, `/leagueHistory/{id}?seasonId={year}` (the same body inside an array). A private
 * league answers 401 AUTH_LEAGUE_NOT_VISIBLE without its two cookies; an unknown league or
 * season 404 GENERAL_NOT_FOUND. Switches make it fail as a busy API fails (slow, 429, 5xx).
 * node:http only: the paths are few and fixed.
 */
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { setTimeout as sleep } from 'node:timers/promises';
import { FAKE_ESPN_COOKIES, FAKE_ESPN_LEAGUES, fakeEspnSeason } from './leagues';
import { leagueBody, notFound, notVisible } from './shapes';

export type Faults = {
  /** Every answer waits this long first (ms). */
  slowMs: number;
  /** Answer 429 Too Many Requests. */
  rateLimit429: boolean;
  /** With rateLimit429: the Retry-After header's seconds; null sends none. */
  retryAfterSeconds: number | null;
  /** Answer this 5xx status, or false. */
  serverError5xx: false | number;
  /** The faults above start only after this many more calls have been answered (0: at once). */
  faultsAfterCalls: number;
  /** The faults stop by themselves after this many faulty answers (0: never). */
  faultsForCalls: number;
};

export const NO_FAULTS: Faults = {
  slowMs: 0,
  rateLimit429: false,
  retryAfterSeconds: null,
  serverError5xx: false,
  faultsAfterCalls: 0,
  faultsForCalls: 0,
};

export type FakeEspnCalls = {
  total: number;
  /** By path and query, as asked. */
  byUrl: Record<string, number>;
  /** The Cookie header of every call, in order ('' when none was sent). */
  cookies: string[];
};

export type FakeEspnOptions = { port?: number; host?: string };

export type FakeEspn = {
  url: string;
  port: number;
  /** What ESPN_API_BASE points at: `${url}/apis/v3/games/ffl`. */
  apiBase: string;
  faults: Faults;
  calls: FakeEspnCalls;
  setFaults(faults: Partial<Faults>): void;
  /**
   * Moves a season's week under way (its scoringPeriodId) for this server alone, as the NFL
   * calendar moves a real league's; null goes back to the season's own. Reset clears it.
   */
  setWeekUnderWay(leagueId: number, season: number, week: number | null): void;
  reset(): void;
  close(): Promise<void>;
};

export const FAKE_ESPN_DEFAULT_PORT = 4012;
const API_PREFIX = '/apis/v3/games/ffl';
/** ESPN moved its reads to lm-api-reads in 2024; before 2018 a season is only in the league history. */
const HISTORY_BEFORE = 2018;

/** Whether the call carries the private league's cookies (a browser's Cookie header). */
function hasCookies(request: IncomingMessage): boolean {
  const jar = new Map(
    (request.headers.cookie ?? '')
      .split(';')
      .map((part) => part.trim().split('='))
      .filter((pair) => pair.length >= 2)
      .map(([name, ...value]) => [name!, value.join('=')]),
  );
  return jar.get('espn_s2') === FAKE_ESPN_COOKIES.espnS2 && jar.get('SWID') === FAKE_ESPN_COOKIES.swid;
}

type Answer = { status: number; body: unknown };

function answer(url: URL, request: IncomingMessage, weeks: Map<string, number>): Answer {
  const path = url.pathname.slice(API_PREFIX.length);
  const views = new Set(url.searchParams.getAll('view'));
  const period = url.searchParams.get('scoringPeriodId');
  const scoringPeriod = period && /^\d+$/.test(period) ? Number(period) : null;
  const seasonPath = /^\/seasons\/(\d{4})\/segments\/0\/leagues\/(\d+)$/.exec(path);
  const historyPath = /^\/leagueHistory\/(\d+)$/.exec(path);
  let leagueId: number;
  let year: number;
  if (seasonPath) [leagueId, year] = [Number(seasonPath[2]), Number(seasonPath[1])];
  else if (historyPath) [leagueId, year] = [Number(historyPath[1]), Number(url.searchParams.get('seasonId'))];
  else return { status: 404, body: notFound };
  const league = FAKE_ESPN_LEAGUES.find((item) => item.id === leagueId);
  if (!league) return { status: 404, body: notFound };
  if (league.isPrivate && !hasCookies(request)) return { status: 401, body: notVisible };
  const found = fakeEspnSeason(leagueId, year);
  // A season before 2018 is read from the league history only; a later one from its season's path.
  const readable = found && (historyPath ? year < HISTORY_BEFORE : year >= HISTORY_BEFORE);
  if (!readable) return historyPath ? { status: 200, body: [] } : { status: 404, body: notFound };
  const moved = weeks.get(`${leagueId}|${year}`);
  const season = moved === undefined ? found.season : { ...found.season, scoringPeriodId: moved };
  const body = leagueBody(found.league, season, views, scoringPeriod);
  return { status: 200, body: historyPath ? [body] : body };
}

export async function startFakeEspn(options: FakeEspnOptions = {}): Promise<FakeEspn> {
  let faults: Faults = { ...NO_FAULTS };
  const calls: FakeEspnCalls = { total: 0, byUrl: {}, cookies: [] };
  let callsBeforeFaults = 0;
  let faultyAnswers = 0;
  /** `league|season` → the week under way, where a test moved it. */
  const weeks = new Map<string, number>();

  function setFaults(wanted: Partial<Faults>) {
    const unknown = Object.keys(wanted).filter((key) => !(key in NO_FAULTS));
    if (unknown.length > 0) throw new Error(`Unknown fault ${unknown.join(', ')}`);
    faults = { ...faults, ...wanted };
    callsBeforeFaults = faults.faultsAfterCalls;
    faultyAnswers = 0;
  }

  function reset() {
    faults = { ...NO_FAULTS };
    callsBeforeFaults = 0;
    faultyAnswers = 0;
    calls.total = 0;
    calls.cookies.length = 0;
    weeks.clear();
    for (const key of Object.keys(calls.byUrl)) delete calls.byUrl[key];
  }

  function faulting(): boolean {
    if (!faults.rateLimit429 && faults.serverError5xx === false) return false;
    if (callsBeforeFaults > 0) {
      callsBeforeFaults -= 1;
      return false;
    }
    if (faults.faultsForCalls > 0 && faultyAnswers >= faults.faultsForCalls) return false;
    faultyAnswers += 1;
    return true;
  }

  async function handleApi(url: URL, request: IncomingMessage, response: ServerResponse) {
    calls.total += 1;
    const asked = `${url.pathname.slice(API_PREFIX.length)}${url.search}`;
    calls.byUrl[asked] = (calls.byUrl[asked] ?? 0) + 1;
    calls.cookies.push(request.headers.cookie ?? '');
    const faulty = faulting();
    if (faults.slowMs > 0) await sleep(faults.slowMs);
    if (response.destroyed) return;
    if (faulty && faults.rateLimit429) {
      const headers: Record<string, string> = { 'content-type': 'text/plain' };
      if (faults.retryAfterSeconds !== null) headers['retry-after'] = String(faults.retryAfterSeconds);
      response.writeHead(429, headers);
      return response.end('Too Many Requests');
    }
    if (faulty && faults.serverError5xx !== false) {
      response.writeHead(faults.serverError5xx, { 'content-type': 'text/html' });
      return response.end(
        `<!DOCTYPE html><html><body><h1>${faults.serverError5xx} Service Unavailable</h1></body></html>`,
      );
    }
    const { status, body } = answer(url, request, weeks);
    sendJson(response, status, body);
  }

  function handleControl(pathname: string, method: string, body: string, response: ServerResponse) {
    if (pathname === '/__reset' && method === 'POST') {
      reset();
      return sendJson(response, 200, { faults });
    }
    if (pathname === '/__faults' && method === 'POST') {
      setFaults(body ? (JSON.parse(body) as Partial<Faults>) : {});
      return sendJson(response, 200, { faults });
    }
    return sendJson(response, 200, { faults, calls: { total: calls.total, byUrl: calls.byUrl } });
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
            return await handleApi(url, request, response);
          if (url.pathname.startsWith('/__')) return handleControl(url.pathname, method, body, response);
          sendJson(response, 404, notFound);
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
    server.listen(options.port ?? FAKE_ESPN_DEFAULT_PORT, options.host ?? '127.0.0.1', () => resolve());
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
    setWeekUnderWay(leagueId, season, week) {
      if (week === null) weeks.delete(`${leagueId}|${season}`);
      else weeks.set(`${leagueId}|${season}`, week);
    },
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
