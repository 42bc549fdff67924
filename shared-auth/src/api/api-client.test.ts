import { endpoint } from 'shared-contracts';
import { z } from 'zod/mini';
import { http, HttpResponse, mswPath, server } from 'shared-testing';
import { ApiContractError, ApiError, api, connectApi, createApiClient, errorMessage, nextPageOf } from './api-client';

// Rows of their own, small enough to read here: the client takes any row of the table.
const team = z.object({ id: z.number().check(z.int()), name: z.string() });
const teamList = z.array(team);
const idParams = z.object({ id: z.coerce.number().check(z.int(), z.positive()) });
const listTeams = endpoint({
  method: 'GET',
  path: '/api/teams',
  summary: 'teams',
  tags: [],
  access: 'member',
  query: z.object({ season: z.optional(z.string()) }),
  success: { status: 200, schema: teamList },
  refusals: [400, 401, 403],
});
const getLeague = endpoint({
  method: 'GET',
  path: '/api/league',
  summary: 'league',
  tags: [],
  access: 'member',
  success: { status: 200, schema: team },
  refusals: [401, 403],
});
const createTeam = endpoint({
  method: 'POST',
  path: '/api/teams',
  summary: 'create',
  tags: [],
  access: 'commissioner',
  body: z.object({ name: z.string() }),
  success: { status: 201, schema: team },
  refusals: [400, 409],
});
const updateTeam = endpoint({
  method: 'PATCH',
  path: '/api/teams/:id',
  summary: 'update',
  tags: [],
  access: 'commissioner',
  params: idParams,
  body: z.object({ name: z.string() }),
  success: { status: 200, schema: team },
  refusals: [400, 404],
});
const removeTeam = endpoint({
  method: 'DELETE',
  path: '/api/teams/:id',
  summary: 'remove',
  tags: [],
  access: 'commissioner',
  params: idParams,
  success: { status: 204 },
  refusals: [404],
});
const count = endpoint({
  method: 'GET',
  path: '/api/count',
  summary: 'count',
  tags: [],
  access: 'member',
  success: { status: 200, schema: z.object({ n: z.coerce.number() }) },
  refusals: [],
});
const listTrades = endpoint({
  method: 'GET',
  path: '/api/trades',
  summary: 'trades',
  tags: [],
  access: 'member',
  query: z.object({
    season: z.optional(z.string().check(z.regex(/^\d+$/))),
    cursor: z.optional(z.string().check(z.regex(/^\d+$/))),
  }),
  success: { status: 200, schema: teamList },
  refusals: [400],
});
const teamTrades = endpoint({
  method: 'GET',
  path: '/api/teams/:id/trades',
  summary: "a team's trades",
  tags: [],
  access: 'member',
  params: idParams,
  success: { status: 200, schema: teamList },
  refusals: [400],
});
const scores = endpoint({
  method: 'GET',
  path: '/api/scores/:key',
  summary: 'scores',
  tags: [],
  access: 'member',
  params: z.object({ key: z.string() }),
  query: z.object({ season: z.string() }),
  success: { status: 200, schema: z.unknown() },
  refusals: [],
});

const withToken = (apiBase = '') => createApiClient({ getToken: async () => 'token-123', apiBase });

/** The request a handler saw, for the assertions on headers and bodies. */
function capture(method: 'get' | 'post' | 'put' | 'patch' | 'delete', path: string, answer: () => Response) {
  const seen: Request[] = [];
  server.use(
    http[method](path, ({ request }) => {
      seen.push(request);
      return answer();
    }),
  );
  return seen;
}

describe('the fetch client', () => {
  it("refuses to call without a token: 'Not authenticated'", async () => {
    const seen = capture('get', '/api/teams', () => HttpResponse.json([]));
    const client = createApiClient({ getToken: async () => null });
    await expect(client.call(listTeams)).rejects.toThrow(new Error('Not authenticated'));
    await expect(client.callOrNullOn401(listTeams)).rejects.toThrow('Not authenticated');
    await expect(client.call(removeTeam, { params: { id: 1 } })).rejects.toThrow('Not authenticated');
    expect(seen).toHaveLength(0);
  });

  it("sends the row's method to its URL (params and query filled in) with the bearer token and credentials, under the API base", async () => {
    const seen = capture('get', 'https://api.example.test/api/teams', () => HttpResponse.json([]));
    await withToken('https://api.example.test').call(listTeams, { query: { season: '2024' } });
    const request = seen[0]!;
    expect(request.url).toBe('https://api.example.test/api/teams?season=2024');
    expect(request.credentials).toBe('include');
    expect(request.headers.get('Authorization')).toBe('Bearer token-123');
    const patched = capture('patch', mswPath(updateTeam), () => HttpResponse.json({ id: 7, name: 'Renamed' }));
    await withToken().call(updateTeam, { params: { id: 7 }, body: { name: 'Renamed' } });
    expect(`${patched[0]!.method} ${new URL(patched[0]!.url).pathname}`).toBe('PATCH /api/teams/7');
  });

  it('names the chosen league in the X-League-Id header on every call, read at call time, and sends none without a choice', async () => {
    const seen = capture('get', '/api/teams', () => HttpResponse.json([]));
    let leagueId: number | null = 12;
    const client = createApiClient({ getToken: async () => 'token-123', getLeagueId: () => leagueId });
    await client.call(listTeams);
    leagueId = 3;
    await client.page(listTeams);
    leagueId = null;
    await client.call(listTeams);
    await withToken().call(listTeams);
    expect(seen.map((request) => request.headers.get('X-League-Id'))).toEqual(['12', '3', null, null]);
  });

  it('sends a JSON body with its JSON content type, keeps extra headers, and parses the answer', async () => {
    const seen = capture('patch', '/api/teams/1', () => HttpResponse.json({ id: 1, name: 'Renamed' }));
    const answer = await withToken().call(updateTeam, {
      params: { id: 1 },
      body: { name: 'Renamed' },
      headers: { 'X-Request-Id': 'abc' },
    });
    expect(answer).toEqual({ id: 1, name: 'Renamed' });
    expect(seen[0]!.headers.get('Content-Type')).toBe('application/json');
    expect(await seen[0]!.json()).toEqual({ name: 'Renamed' });
    expect(seen[0]!.headers.get('X-Request-Id')).toBe('abc');
  });

  // The API refuses a JSON content type with an empty body (400 "Body cannot be empty when
  // content-type is set to 'application/json'"), which once made every removal fail.
  it('sends no content type and no body when the row takes none: DELETE, GET, the raw response', async () => {
    const deletes = capture('delete', '/api/teams/13', () => new HttpResponse(null, { status: 204 }));
    const gets = capture('get', '/api/league', () => HttpResponse.json({ id: 1, name: 'League' }));
    const client = withToken();
    await client.call(removeTeam, { params: { id: 13 }, body: { ignored: true } } as never);
    await client.call(getLeague);
    await client.callOrNullOn401(getLeague);
    await client.raw(getLeague);
    for (const request of [...deletes, ...gets]) {
      expect(`${request.method} ${request.headers.get('Content-Type')}`).toBe(`${request.method} null`);
      expect(await request.text()).toBe('');
    }
    expect(deletes).toHaveLength(1);
    expect(gets).toHaveLength(3);
  });

  it("answers what the row's schema makes of the body (its output, not the raw JSON), and undefined for 204", async () => {
    server.use(http.get('/api/count', () => HttpResponse.json({ n: '7' })));
    await expect(withToken().call(count)).resolves.toEqual({ n: 7 });
    server.use(http.delete('/api/teams/3', () => new HttpResponse(null, { status: 204 })));
    await expect(withToken().call(removeTeam, { params: { id: 3 } })).resolves.toBeUndefined();
  });

  it("turns a refusal into an ApiError: the '<status>: <text>' message of docs/web.md §2, the API's { message } as serverMessage", async () => {
    server.use(http.post('/api/teams', () => HttpResponse.json({ message: 'That name is taken' }, { status: 409 })));
    const failure = withToken().call(createTeam, { body: { name: 'x' } });
    await expect(failure).rejects.toBeInstanceOf(ApiError);
    await expect(failure).rejects.toMatchObject({
      status: 409,
      serverMessage: 'That name is taken',
      message: '409: {"message":"That name is taken"}',
    });
  });

  it("keeps a refused write's issues, each problem's path into the body", async () => {
    const issues = [{ path: ['players', 2, 'position'], message: 'position "XX" is not one of QB, RB' }];
    server.use(
      http.post('/api/teams', () =>
        HttpResponse.json({ message: 'Row 3: position "XX" is not one of QB, RB', issues }, { status: 400 }),
      ),
    );
    await expect(withToken().call(createTeam, { body: { name: 'x' } })).rejects.toMatchObject({ status: 400, issues });
    server.use(http.post('/api/teams', () => HttpResponse.json({ message: 'That name is taken' }, { status: 409 })));
    await expect(withToken().call(createTeam, { body: { name: 'x' } })).rejects.toMatchObject({ issues: [] });
  });

  it('uses a plain-text body, else the status text, when the body is no { message }', async () => {
    server.use(
      http.get(
        '/api/teams',
        () => new HttpResponse('database is down', { status: 500, statusText: 'Internal Server Error' }),
      ),
    );
    await expect(withToken().call(listTeams)).rejects.toMatchObject({
      message: '500: database is down',
      serverMessage: 'database is down',
    });
    server.use(http.delete('/api/teams/9', () => new HttpResponse(null, { status: 404, statusText: 'Not Found' })));
    await expect(withToken().call(removeTeam, { params: { id: 9 } })).rejects.toMatchObject({
      message: '404: Not Found',
      serverMessage: 'Not Found',
    });
  });

  it('throws a contract error naming the call and the field when an answer breaks its schema', async () => {
    server.use(http.get('/api/teams', () => HttpResponse.json([{ id: 1, name: 42 }])));
    const failure = withToken().call(listTeams, { query: { season: '2024' } });
    await expect(failure).rejects.toBeInstanceOf(ApiContractError);
    await expect(failure).rejects.toThrow(
      /GET \/api\/teams\?season=2024 answered something its contract does not allow:[\s\S]*at \[0\]\.name/,
    );
    server.use(http.get('/api/league', () => new HttpResponse('<html>', { status: 200 })));
    await expect(withToken().call(getLeague)).rejects.toThrow(/GET \/api\/league .*[\s\S]*not JSON/);
  });

  it('treats 401 as an error by default; the null-on-401 variant answers null and still fails on others', async () => {
    server.use(http.get('/api/teams', () => new HttpResponse('token expired', { status: 401 })));
    await expect(withToken().call(listTeams)).rejects.toThrow('401: token expired');
    await expect(withToken().callOrNullOn401(listTeams)).resolves.toBeNull();
    server.use(http.get('/api/teams', () => HttpResponse.json({ message: 'not a member' }, { status: 403 })));
    await expect(withToken().callOrNullOn401(listTeams)).rejects.toMatchObject({ status: 403 });
    server.use(http.get('/api/teams', () => HttpResponse.json([{ id: 3, name: 'Bayou Bandits' }])));
    await expect(withToken().callOrNullOn401(listTeams)).resolves.toEqual([{ id: 3, name: 'Bayou Bandits' }]);
  });

  it('hands back the raw OK response, and an ApiError for a refusal', async () => {
    server.use(
      http.get(
        '/api/scores/:key',
        ({ request, params }) => new HttpResponse(`${String(params.key)} ${new URL(request.url).search}`),
      ),
    );
    const response = await withToken().raw(scores, { params: { key: '449.t.1' }, query: { season: '2024' } });
    await expect(response.text()).resolves.toBe('449.t.1 ?season=2024');
    server.use(http.get('/api/scores/:key', () => new HttpResponse('Yahoo is down', { status: 502 })));
    await expect(withToken().raw(scores, { params: { key: 'x' }, query: { season: '2024' } })).rejects.toMatchObject({
      status: 502,
    });
  });

  it("reads a page: the parsed list and its Link header's next page, null on the last", async () => {
    server.use(
      http.get('/api/trades', ({ request }) =>
        new URL(request.url).searchParams.get('cursor') === '7'
          ? HttpResponse.json([{ id: 3, name: 'C' }])
          : HttpResponse.json(
              [
                { id: 9, name: 'A' },
                { id: 7, name: 'B' },
              ],
              { headers: { Link: '</api/trades?season=2024&cursor=7>; rel="next"' } },
            ),
      ),
    );
    const first = await withToken().page(listTrades, { query: { season: '2024' } });
    expect(first).toEqual({
      items: [
        { id: 9, name: 'A' },
        { id: 7, name: 'B' },
      ],
      next: '/api/trades?season=2024&cursor=7',
    });
    await expect(withToken().page(listTrades, { next: first.next })).resolves.toEqual({
      items: [{ id: 3, name: 'C' }],
      next: null,
    });
    server.use(http.get('/api/trades', () => HttpResponse.json([{ id: 1 }])));
    await expect(withToken().page(listTrades)).rejects.toBeInstanceOf(ApiContractError);
  });

  // A Link header is the server's word, but the token goes wherever `next` points: the client
  // follows only a path of its own operation, with a query the operation accepts.
  it("follows a next page only when it is the same operation's: same origin, same path and params, a query its row accepts", async () => {
    const seen = capture('get', '*', () => HttpResponse.json([]));
    const client = withToken();
    for (const next of [
      'https://elsewhere.test/api/trades?cursor=7',
      '//elsewhere.test/api/trades',
      '/api/teams?cursor=7',
      '/api/trades/7',
      '/api/trades?cursor=seven',
      'api/trades?cursor=7',
    ]) {
      await expect(client.page(listTrades, { next })).rejects.toThrow(/does not follow/);
    }
    await expect(client.page(teamTrades, { params: { id: 4 }, next: '/api/teams/5/trades' })).rejects.toThrow(
      /not \/api\/teams\/4\/trades/,
    );
    await expect(client.page(teamTrades, { params: { id: 4 }, next: '/api/teams/4/trades?cursor=2' })).rejects.toThrow(
      /takes none/,
    );
    expect(seen).toHaveLength(0);
    await expect(client.page(teamTrades, { params: { id: 4 }, next: '/api/teams/4/trades' })).resolves.toEqual({
      items: [],
      next: null,
    });
    await expect(client.page(listTrades, { next: '/api/trades?season=2024&cursor=7' })).resolves.toEqual({
      items: [],
      next: null,
    });
    expect(seen.map((request) => new URL(request.url).pathname + new URL(request.url).search)).toEqual([
      '/api/teams/4/trades',
      '/api/trades?season=2024&cursor=7',
    ]);
  });

  it('finds the next page among several links, and no other relation', () => {
    expect(nextPageOf('</a?page=1>; rel="prev", </a?page=3>; rel="next"')).toBe('/a?page=3');
    expect(nextPageOf('</a?page=3>; rel=next')).toBe('/a?page=3');
    expect(nextPageOf('</a?page=1>; rel="prev"')).toBeNull();
    expect(nextPageOf('</a?page=1>; rel="nextish"')).toBeNull();
    expect(nextPageOf(null)).toBeNull();
  });
});

describe('errorMessage', () => {
  it("shows the server's reason, any other error's message, or the fallback", () => {
    expect(
      errorMessage(
        new ApiError(
          409,
          'Bayou Bandits already has a manager',
          '409: {"message":"Bayou Bandits already has a manager"}',
        ),
      ),
    ).toBe('Bayou Bandits already has a manager');
    expect(errorMessage(new Error('Not authenticated'))).toBe('Not authenticated');
    expect(errorMessage('boom', 'Failed to update member')).toBe('Failed to update member');
  });
});

describe('the page-wide client', () => {
  it('calls with the token source it is connected to, and refuses again once disconnected', async () => {
    const seen = capture('get', '/base/api/league', () => HttpResponse.json({ id: 1, name: 'League' }));
    await expect(api.call(getLeague)).rejects.toThrow('Not authenticated');
    const disconnect = connectApi({ getToken: async () => 'fresh-token', apiBase: '/base' });
    await expect(api.call(getLeague)).resolves.toEqual({ id: 1, name: 'League' });
    expect(seen[0]!.headers.get('Authorization')).toBe('Bearer fresh-token');
    disconnect();
    await expect(api.call(getLeague)).rejects.toThrow('Not authenticated');
  });
});

// Compile-time: a call must give what its row declares, and nothing it does not.
export function typeChecks() {
  // @ts-expect-error the row's path parameter is missing
  void api.call(removeTeam);
  // @ts-expect-error the row's body is missing
  void api.call(createTeam);
  // @ts-expect-error the body breaks the row's schema
  void api.call(createTeam, { body: { name: 1 } });
  // @ts-expect-error a row without a body takes none
  void api.call(getLeague, { body: {} });
}
