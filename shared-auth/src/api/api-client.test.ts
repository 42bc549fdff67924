import { z } from 'zod';
import { http, HttpResponse, mockApi, server } from 'shared-testing';
import { ApiContractError, ApiError, api, connectApi, createApiClient, errorMessage, nextPageOf } from './api-client';

const team = z.object({ id: z.number().int(), name: z.string() });
const teamList = z.array(team);

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
    await expect(client.get('/api/teams', teamList)).rejects.toThrow(new Error('Not authenticated'));
    await expect(client.getOrNullOn401('/api/teams', teamList)).rejects.toThrow('Not authenticated');
    await expect(client.delete('/api/teams/1')).rejects.toThrow('Not authenticated');
    expect(seen).toHaveLength(0);
  });

  it('sends the bearer token and credentials, under the API base', async () => {
    const seen = capture('get', 'https://api.example.test/api/teams', () => HttpResponse.json([]));
    await withToken('https://api.example.test').get('/api/teams?season=2024', teamList);
    const request = seen[0]!;
    expect(request.url).toBe('https://api.example.test/api/teams?season=2024');
    expect(request.credentials).toBe('include');
    expect(request.headers.get('Authorization')).toBe('Bearer token-123');
  });

  it('sends a JSON body with its JSON content type and the method asked, keeps extra headers, and parses the answer', async () => {
    const seen = capture('put', '/api/teams/1', () => HttpResponse.json({ id: 1, name: 'Renamed' }));
    const answer = await withToken().put('/api/teams/1', { name: 'Renamed' }, team, { headers: { 'X-Request-Id': 'abc' } });
    expect(answer).toEqual({ id: 1, name: 'Renamed' });
    expect(seen[0]!.headers.get('Content-Type')).toBe('application/json');
    expect(await seen[0]!.json()).toEqual({ name: 'Renamed' });
    expect(seen[0]!.headers.get('X-Request-Id')).toBe('abc');
  });

  // The API refuses a JSON content type with an empty body (400 "Body cannot be empty when
  // content-type is set to 'application/json'"), which once made every removal fail.
  it('sends no content type on a call without a body: DELETE, GET, the raw fetch', async () => {
    const deletes = capture('delete', '/api/teams/13', () => new HttpResponse(null, { status: 204 }));
    const gets = capture('get', '/api/league', () => HttpResponse.json({ id: 1, name: 'League' }));
    const client = withToken();
    await client.delete('/api/teams/13');
    await client.get('/api/league', team);
    await client.getOrNullOn401('/api/league', team);
    await client.fetch('/api/league');
    for (const request of [...deletes, ...gets]) {
      expect(`${request.method} ${request.headers.get('Content-Type')}`).toBe(`${request.method} null`);
      expect(await request.text()).toBe('');
    }
    expect(deletes).toHaveLength(1);
    expect(gets).toHaveLength(3);
  });

  it('answers what the schema makes of the body (its output, not the raw JSON)', async () => {
    server.use(http.get('/api/count', () => HttpResponse.json({ n: '7' })));
    await expect(withToken().get('/api/count', z.object({ n: z.coerce.number() }))).resolves.toEqual({ n: 7 });
  });

  it("turns a refusal into an ApiError: SPEC's '<status>: <text>' message, the API's { message } as serverMessage", async () => {
    server.use(mockApi.error('post', '/api/teams', 409, 'That name is taken'));
    const failure = withToken().post('/api/teams', { name: 'x' }, team);
    await expect(failure).rejects.toBeInstanceOf(ApiError);
    await expect(failure).rejects.toMatchObject({ status: 409, serverMessage: 'That name is taken', message: '409: {"message":"That name is taken"}' });
  });

  it("keeps a refused write's issues, each problem's path into the body", async () => {
    const issues = [{ path: ['players', 2, 'position'], message: 'position "XX" is not one of QB, RB' }];
    server.use(mockApi.error('post', '/api/players/upsert', 400, 'Row 3: position "XX" is not one of QB, RB', issues));
    await expect(withToken().post('/api/players/upsert', {}, team)).rejects.toMatchObject({ status: 400, issues });
    server.use(mockApi.error('post', '/api/teams', 409, 'That name is taken'));
    await expect(withToken().post('/api/teams', {}, team)).rejects.toMatchObject({ issues: [] });
  });

  it('uses a plain-text body, else the status text, when the body is no { message }', async () => {
    server.use(http.get('/api/players', () => new HttpResponse('database is down', { status: 500, statusText: 'Internal Server Error' })));
    await expect(withToken().get('/api/players', teamList)).rejects.toMatchObject({ message: '500: database is down', serverMessage: 'database is down' });
    server.use(http.delete('/api/nothing', () => new HttpResponse(null, { status: 404, statusText: 'Not Found' })));
    await expect(withToken().delete('/api/nothing')).rejects.toMatchObject({ message: '404: Not Found', serverMessage: 'Not Found' });
  });

  it('throws a contract error naming the call and the field when an answer breaks its schema', async () => {
    server.use(http.get('/api/teams', () => HttpResponse.json([{ id: 1, name: 42 }])));
    const failure = withToken().get('/api/teams', teamList);
    await expect(failure).rejects.toBeInstanceOf(ApiContractError);
    await expect(failure).rejects.toThrow(/GET \/api\/teams answered something its contract does not allow:[\s\S]*at \[0\]\.name/);
    server.use(http.get('/api/league', () => new HttpResponse('<html>', { status: 200 })));
    await expect(withToken().get('/api/league', team)).rejects.toThrow(/GET \/api\/league .*[\s\S]*not JSON/);
  });

  it('treats 401 as an error by default; the null-on-401 variant answers null and still fails on others', async () => {
    server.use(http.get('/api/teams', () => new HttpResponse('token expired', { status: 401 })));
    await expect(withToken().get('/api/teams', teamList)).rejects.toThrow('401: token expired');
    await expect(withToken().getOrNullOn401('/api/teams', teamList)).resolves.toBeNull();
    server.use(mockApi.error('get', '/api/teams', 403, 'not a member'));
    await expect(withToken().getOrNullOn401('/api/teams', teamList)).rejects.toMatchObject({ status: 403 });
    server.use(mockApi.get('/api/teams', teamList, [{ id: 3, name: 'Bayou Bandits' }]));
    await expect(withToken().getOrNullOn401('/api/teams', teamList)).resolves.toEqual([{ id: 3, name: 'Bayou Bandits' }]);
  });

  it("reads a page: the parsed list and its Link header's next page, null on the last", async () => {
    server.use(
      http.get('/api/trades', ({ request }) =>
        new URL(request.url).searchParams.get('cursor') === '7'
          ? HttpResponse.json([{ id: 3, name: 'C' }])
          : HttpResponse.json([{ id: 9, name: 'A' }, { id: 7, name: 'B' }], { headers: { Link: '</api/trades?season=2024&cursor=7>; rel="next"' } }),
      ),
    );
    const first = await withToken().getPage('/api/trades?season=2024', teamList);
    expect(first).toEqual({ items: [{ id: 9, name: 'A' }, { id: 7, name: 'B' }], next: '/api/trades?season=2024&cursor=7' });
    await expect(withToken().getPage(first.next!, teamList)).resolves.toEqual({ items: [{ id: 3, name: 'C' }], next: null });
    server.use(http.get('/api/trades', () => HttpResponse.json([{ id: 1 }])));
    await expect(withToken().getPage('/api/trades', teamList)).rejects.toBeInstanceOf(ApiContractError);
  });

  it('finds the next page among several links, and no other relation', () => {
    expect(nextPageOf('</a?page=1>; rel="prev", </a?page=3>; rel="next"')).toBe('/a?page=3');
    expect(nextPageOf('</a?page=3>; rel=next')).toBe('/a?page=3');
    expect(nextPageOf('</a?page=1>; rel="prev"')).toBeNull();
    expect(nextPageOf('</a?page=1>; rel="nextish"')).toBeNull();
    expect(nextPageOf(null)).toBeNull();
  });

  it('deletes without reading a body (204)', async () => {
    const seen = capture('delete', '/api/league/members/3', () => new HttpResponse(null, { status: 204 }));
    await expect(withToken().delete('/api/league/members/3')).resolves.toBeUndefined();
    expect(seen[0]!.method).toBe('DELETE');
  });
});

describe('errorMessage', () => {
  it("shows the server's reason, any other error's message, or the fallback", () => {
    expect(errorMessage(new ApiError(409, 'Bayou Bandits already has a manager', '409: {"message":"Bayou Bandits already has a manager"}'))).toBe('Bayou Bandits already has a manager');
    expect(errorMessage(new Error('Not authenticated'))).toBe('Not authenticated');
    expect(errorMessage('boom', 'Failed to update member')).toBe('Failed to update member');
  });
});

describe('the page-wide client', () => {
  it('calls with the token source it is connected to, and refuses again once disconnected', async () => {
    const seen = capture('get', '/base/api/league', () => HttpResponse.json({ id: 1, name: 'League' }));
    await expect(api.get('/api/league', team)).rejects.toThrow('Not authenticated');
    const disconnect = connectApi({ getToken: async () => 'fresh-token', apiBase: '/base' });
    await expect(api.get('/api/league', team)).resolves.toEqual({ id: 1, name: 'League' });
    expect(seen[0]!.headers.get('Authorization')).toBe('Bearer fresh-token');
    disconnect();
    await expect(api.get('/api/league', team)).rejects.toThrow('Not authenticated');
  });
});
