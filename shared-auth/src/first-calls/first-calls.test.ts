import { endpoints, PAGE_DATA_IDS, urlOf } from 'shared-contracts';
import { ACTIVE_LEAGUE_STORAGE_KEY } from '../api/active-league';
import { createApiClient } from '../api/api-client';
import type { StoredSession } from '../auth/backend';
import { syncBody } from '../auth/sync-body';
import { readStoredSession } from '../firebase/stored-session';
import { storedUserFor, testLeague } from '../testing/account-api';
import { FIRST_CALL_PATHS, sendFirstCalls, takeFirstCall } from './first-calls';

jest.mock('../firebase/stored-session', () => ({ readStoredSession: jest.fn() }));
const readKept = jest.mocked(readStoredSession);

const kept: StoredSession = {
  user: { uid: 'ann-uid', email: 'ann@example.com', emailVerified: true, displayName: 'Ann', photoURL: null },
  idToken: 'kept-token',
};
const league = { ...testLeague, id: 4 };

/** The page's runtime config block, as the production server writes it. */
function writeConfigBlock(config: unknown = { apiBase: '', firebase: { apiKey: 'demo-api-key' } }) {
  document.body.innerHTML = '';
  const block = document.createElement('script');
  block.type = 'application/json';
  block.id = PAGE_DATA_IDS.runtimeConfig;
  block.textContent = typeof config === 'string' ? config : JSON.stringify(config);
  document.body.append(block);
}

/** The requests fetch was given, answered as the API would: the league, or the stored user. */
function recordFetches() {
  const sent: { url: string; method: string; headers: Headers; body: unknown }[] = [];
  global.fetch = jest.fn(async (url: string | URL | Request, init?: RequestInit) => {
    sent.push({
      url: String(url),
      method: init?.method ?? 'GET',
      headers: new Headers(init?.headers),
      body: init?.body,
    });
    const answer = String(url).endsWith('/api/league') ? league : storedUserFor(syncBody(kept.user));
    return new Response(JSON.stringify(answer), { status: 200 });
  }) as typeof fetch;
  return sent;
}

beforeEach(() => {
  delete (globalThis as Record<symbol, unknown>)[Symbol.for('fantasy-league.first-calls')];
  sessionStorage.clear();
  readKept.mockReset();
});

describe('the shell’s first calls', () => {
  it('are the account sync and the league read the page’s client sends (their paths are the endpoints’)', () => {
    expect(FIRST_CALL_PATHS.syncUser).toBe(urlOf(endpoints.syncUser));
    expect(FIRST_CALL_PATHS.getLeague).toBe(urlOf(endpoints.getLeague));
    expect(endpoints.syncUser.method).toBe('POST');
    expect(endpoints.getLeague.method).toBe('GET');
  });

  it('go out with the kept account’s token, the tab’s league and the sync body, and the client takes their answers', async () => {
    writeConfigBlock();
    sessionStorage.setItem(ACTIVE_LEAGUE_STORAGE_KEY, '4');
    readKept.mockResolvedValue(kept);
    const sent = recordFetches();
    await expect(sendFirstCalls()).resolves.toBe(true);
    await takeFirstCall({ method: 'NONE', url: '', token: '', leagueId: null, body: undefined });

    expect(readKept).toHaveBeenCalledWith('demo-api-key', '[DEFAULT]');
    expect(sent.map(({ method, url }) => `${method} ${url}`)).toEqual(['GET /api/league', 'POST /api/auth/user']);
    for (const request of sent) {
      expect(request.headers.get('Authorization')).toBe('Bearer kept-token');
      expect(request.headers.get('X-League-Id')).toBe('4');
    }
    expect(sent[1]!.headers.get('Content-Type')).toBe('application/json');
    expect(sent[1]!.body).toBe(JSON.stringify(syncBody(kept.user)));

    // The page's client, with the same token and league, sends neither again.
    const client = createApiClient({ getToken: async () => 'kept-token', getLeagueId: () => 4 });
    await expect(client.call(endpoints.getLeague)).resolves.toMatchObject(league);
    await client.call(endpoints.syncUser, { body: syncBody(kept.user) });
    expect(sent).toHaveLength(2);

    // Each answer is taken once: the next read is the client's own, and nothing is left to wait on.
    await client.call(endpoints.getLeague);
    expect(sent).toHaveLength(3);
    expect(Symbol.for('fantasy-league.first-calls') in globalThis).toBe(false);
  });

  it('are not taken by a request that differs: another token, league or body sends its own', async () => {
    writeConfigBlock();
    readKept.mockResolvedValue(kept);
    const sent = recordFetches();
    sendFirstCalls();
    const other = createApiClient({ getToken: async () => 'fresh-token', getLeagueId: () => null });
    await other.call(endpoints.getLeague);
    const otherLeague = createApiClient({ getToken: async () => 'kept-token', getLeagueId: () => 9 });
    await otherLeague.call(endpoints.getLeague);
    const same = createApiClient({ getToken: async () => 'kept-token', getLeagueId: () => null });
    await same.call(endpoints.syncUser, { body: { ...syncBody(kept.user), displayName: 'Someone else' } });
    expect(sent).toHaveLength(2 + 3);
  });

  it('are not sent without a kept account, or without the page’s config block', async () => {
    const sent = recordFetches();
    writeConfigBlock();
    readKept.mockResolvedValue(null);
    await expect(sendFirstCalls()).resolves.toBe(false);
    await takeFirstCall({ method: 'GET', url: '/api/league', token: 'kept-token', leagueId: null, body: undefined });

    for (const config of [null, 'not json', { apiBase: '' }]) {
      document.body.innerHTML = '';
      if (config !== null) writeConfigBlock(config);
      readKept.mockResolvedValue(kept);
      await expect(sendFirstCalls()).resolves.toBe(false);
      await expect(
        takeFirstCall({ method: 'GET', url: '/api/league', token: 'kept-token', leagueId: null, body: undefined }),
      ).resolves.toBeNull();
    }
    expect(sent).toHaveLength(0);
  });

  it('hand a failed call’s failure to the client that takes it, as its own fetch would have', async () => {
    writeConfigBlock();
    readKept.mockResolvedValue(kept);
    global.fetch = jest.fn(async () => {
      throw new TypeError('Failed to fetch');
    }) as typeof fetch;
    sendFirstCalls();
    const client = createApiClient({ getToken: async () => 'kept-token', getLeagueId: () => null });
    await expect(client.call(endpoints.getLeague)).rejects.toThrow('Failed to fetch');
    expect(global.fetch).toHaveBeenCalledTimes(2);
  });
});
