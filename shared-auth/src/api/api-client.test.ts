import { ApiError, apiFetch, configureApiClient, createApiClient, fetchJson, fetchJsonOrNullOn401 } from './api-client';

type FetchArgs = [input: RequestInfo | URL, init?: RequestInit];

function stubFetch(response: Response) {
  return jest.fn<Promise<Response>, FetchArgs>(async () => response);
}

const withToken = (fetchImpl: typeof fetch, apiBase = '') =>
  createApiClient({ getToken: async () => 'token-123', apiBase, fetch: fetchImpl });

describe('the fetch client', () => {
  it("refuses to call without a token: 'Not authenticated'", async () => {
    const fetchImpl = stubFetch(new Response('{}'));
    const client = createApiClient({ getToken: async () => null, fetch: fetchImpl });
    await expect(client.fetchJson('/api/teams')).rejects.toThrow(new Error('Not authenticated'));
    await expect(client.fetchJsonOrNullOn401('/api/teams')).rejects.toThrow('Not authenticated');
    await expect(client.apiFetch('/api/teams')).rejects.toThrow('Not authenticated');
    expect(fetchImpl).not.toHaveBeenCalled();
  });

  it('sends the bearer token, a JSON content type and credentials, under the API base', async () => {
    const fetchImpl = stubFetch(new Response('[]'));
    await withToken(fetchImpl, 'https://api.example.test').fetchJson('/api/teams?season=2024');
    const [url, maybeInit] = fetchImpl.mock.calls[0]!;
    const init = maybeInit!;
    expect(url).toBe('https://api.example.test/api/teams?season=2024');
    expect(init.credentials).toBe('include');
    const headers = new Headers(init.headers);
    expect(headers.get('Authorization')).toBe('Bearer token-123');
    expect(headers.get('Content-Type')).toBe('application/json');
  });

  it("keeps the caller's method, body and extra headers", async () => {
    const fetchImpl = stubFetch(new Response('{"id":1}', { status: 201 }));
    const body = JSON.stringify({ action: 'accept' });
    const answer = await withToken(fetchImpl).fetchJson<{ id: number }>('/api/trades/1', {
      method: 'PUT',
      body,
      headers: { 'X-Request-Id': 'abc' },
    });
    expect(answer).toEqual({ id: 1 });
    const init = fetchImpl.mock.calls[0]![1]!;
    expect(init.method).toBe('PUT');
    expect(init.body).toBe(body);
    expect(new Headers(init.headers).get('X-Request-Id')).toBe('abc');
  });

  it("turns a failure into '<status>: <response text>'", async () => {
    const fetchImpl = stubFetch(new Response('database is down', { status: 500, statusText: 'Internal Server Error' }));
    const failure = withToken(fetchImpl).fetchJson('/api/players?year=2025');
    await expect(failure).rejects.toThrow(new Error('500: database is down'));
    await expect(failure).rejects.toBeInstanceOf(ApiError);
    await expect(failure).rejects.toMatchObject({ status: 500 });
  });

  it('uses the status text when the failure has an empty body', async () => {
    const fetchImpl = stubFetch(new Response(null, { status: 404, statusText: 'Not Found' }));
    await expect(withToken(fetchImpl).apiFetch('/api/nothing')).rejects.toThrow(new Error('404: Not Found'));
  });

  it('treats 401 as an error by default', async () => {
    const fetchImpl = stubFetch(new Response('token expired', { status: 401, statusText: 'Unauthorized' }));
    await expect(withToken(fetchImpl).fetchJson('/api/teams')).rejects.toThrow('401: token expired');
  });

  it('answers null on 401 in the null-on-401 variant, and still fails on other errors', async () => {
    const unauthorized = stubFetch(new Response('', { status: 401, statusText: 'Unauthorized' }));
    await expect(withToken(unauthorized).fetchJsonOrNullOn401('/api/teams')).resolves.toBeNull();
    const forbidden = stubFetch(new Response('not a member', { status: 403 }));
    await expect(withToken(forbidden).fetchJsonOrNullOn401('/api/teams')).rejects.toThrow('403: not a member');
    const ok = stubFetch(new Response('[{"id":3}]'));
    await expect(withToken(ok).fetchJsonOrNullOn401('/api/teams')).resolves.toEqual([{ id: 3 }]);
  });

  it('answers undefined for an OK response without a body', async () => {
    const fetchImpl = stubFetch(new Response(null, { status: 204 }));
    await expect(withToken(fetchImpl).fetchJson('/api/picks/batch')).resolves.toBeUndefined();
  });
});

describe('the page-wide client', () => {
  const realFetch = globalThis.fetch;
  afterEach(() => {
    globalThis.fetch = realFetch;
  });

  it('uses the token source it was last configured with, and the global fetch', async () => {
    const fetchImpl = jest.fn<Promise<Response>, FetchArgs>(async () => new Response('{"ok":true}'));
    globalThis.fetch = fetchImpl as unknown as typeof fetch;
    configureApiClient({ getToken: async () => null });
    await expect(fetchJson('/api/league')).rejects.toThrow('Not authenticated');

    configureApiClient({ getToken: async () => 'fresh-token', apiBase: '/base' });
    await expect(fetchJson('/api/league')).resolves.toEqual({ ok: true });
    await expect(fetchJsonOrNullOn401('/api/league')).resolves.toEqual({ ok: true });
    expect((await apiFetch('/api/league')).status).toBe(200);
    expect(fetchImpl.mock.calls[0]![0]).toBe('/base/api/league');
    expect(new Headers(fetchImpl.mock.calls[0]![1]!.headers).get('Authorization')).toBe('Bearer fresh-token');
  });
});
