// A returning member's first two calls, sent by the shell's entry script while the rest of the
// page's scripts are still arriving. On a phone's network those scripts take seconds, and the
// account sync and the league's read (POST /api/auth/user, GET /api/league), which the first
// screen waits for, could otherwise leave only once they had all run: one round trip (about
// 600 ms on Fast 3G) after them. Sent early, the answers are usually back by then.
//
// The calls are the ones the page's fetch client would send for the account the identity
// service kept (stored-session.ts; the same token, league header and body), and the client
// takes each answer instead of sending its own when its request is that same request
// (api-client.ts). Anything else (no kept account, a token near its end, another account by
// then) sends as before; an answer nobody takes is dropped. docs/architecture.md §4.
//
// This module runs before any shared package has loaded: it imports only plain values and
// modules without dependencies, never zod, React or the contracts' main entry.
import { LEAGUE_ID_HEADER, PAGE_DATA_IDS } from 'shared-contracts/page-values';
import { initialLeagueId, tabStorage } from '../api/active-league';
import { syncBody } from '../auth/sync-body';
import { readStoredSession } from '../firebase/stored-session';

/** The paths of the two calls (endpoints.syncUser and endpoints.getLeague; first-calls.test.ts holds them equal). */
export const FIRST_CALL_PATHS = { syncUser: '/api/auth/user', getLeague: '/api/league' } as const;

/** The name Firebase gives the app `initializeApp` makes without one. */
const FIREBASE_DEFAULT_APP = '[DEFAULT]';

/** A request as the fetch client would send it: what a first call must equal to stand in for it. */
export interface CallRequest {
  method: string;
  url: string;
  token: string;
  leagueId: number | null;
  body: string | undefined;
}

interface FirstCall extends CallRequest {
  response: Promise<Response>;
}

// The page's one list. The entry script and shared-auth's singleton are two builds of this
// module, so the list lives on the page, under a name no other script uses.
const SLOT = Symbol.for('fantasy-league.first-calls');
type PageWithFirstCalls = typeof globalThis & { [SLOT]?: Promise<FirstCall[]> };
const page = globalThis as PageWithFirstCalls;

/** The runtime config's fields the calls need, read from the page's data block without a schema. */
function readConfigBlock(): { apiBase: string; apiKey: string } | null {
  const block = document.getElementById(PAGE_DATA_IDS.runtimeConfig);
  if (!(block instanceof HTMLScriptElement) || block.type !== 'application/json') return null;
  try {
    const config = JSON.parse(block.textContent ?? '') as { apiBase?: unknown; firebase?: { apiKey?: unknown } };
    const { apiBase } = config;
    const apiKey = config.firebase?.apiKey;
    return typeof apiBase === 'string' && typeof apiKey === 'string' ? { apiBase, apiKey } : null;
  } catch {
    // The shell reads the block again and reports what is wrong with it.
    return null;
  }
}

function send(request: CallRequest): FirstCall {
  const headers = new Headers({ Authorization: `Bearer ${request.token}` });
  if (request.leagueId !== null) headers.set(LEAGUE_ID_HEADER, String(request.leagueId));
  if (request.body !== undefined) headers.set('Content-Type', 'application/json');
  const response = fetch(request.url, {
    method: request.method,
    headers,
    body: request.body,
    credentials: 'include',
  });
  // An answer nobody takes must not be reported as unhandled; a taker sees the failure itself.
  response.catch(() => undefined);
  return { ...request, response };
}

/**
 * Sends the account sync and the league's read for the kept account, when the page carries its
 * runtime config and the identity service kept an account with a token valid a while yet.
 * Resolves with whether it sent them: whether a returning member is opening the page.
 */
export function sendFirstCalls(): Promise<boolean> {
  let sent = false;
  const calls = (async () => {
    const config = readConfigBlock();
    if (!config) return [];
    const kept = await readStoredSession(config.apiKey, FIREBASE_DEFAULT_APP);
    if (!kept) return [];
    const common = { token: kept.idToken, leagueId: initialLeagueId(window.location.search, tabStorage()) };
    sent = true;
    return [
      send({ ...common, method: 'GET', url: `${config.apiBase}${FIRST_CALL_PATHS.getLeague}`, body: undefined }),
      send({
        ...common,
        method: 'POST',
        url: `${config.apiBase}${FIRST_CALL_PATHS.syncUser}`,
        body: JSON.stringify(syncBody(kept.user)),
      }),
    ];
  })().catch((): FirstCall[] => []);
  page[SLOT] = calls;
  return calls.then(() => sent);
}

/**
 * The answer of a first call that is `request`, taken once; null when none was sent for it
 * (then the caller sends its own).
 */
export async function takeFirstCall(request: CallRequest): Promise<Response | null> {
  const pending = page[SLOT];
  if (!pending) return null;
  const calls = await pending;
  const index = calls.findIndex(
    (call) =>
      call.method === request.method &&
      call.url === request.url &&
      call.token === request.token &&
      call.leagueId === request.leagueId &&
      call.body === request.body,
  );
  const call = index === -1 ? undefined : calls.splice(index, 1)[0];
  // Every call the page makes asks here: once nothing is left to take, none waits any more.
  if (calls.length === 0 && page[SLOT] === pending) delete page[SLOT];
  return call ? call.response : null;
}
