import { endpoint, endpoints } from 'shared-contracts';
import { leagueSetupEndpoints } from 'shared-contracts/league-setup';
import { z } from 'zod/mini';
import {
  endpointAt,
  http,
  HttpResponse,
  mockApi,
  mswPath,
  recordRequests,
  server,
  takeContractProblems,
} from './api-mocks';
import { keeperEndpoints } from 'shared-contracts/keepers';

// Rows of their own, small enough to read here; the last tests use the table's.
const team = z.object({ id: z.number(), name: z.string() });
const listTeams = endpoint({
  method: 'GET',
  path: '/api/teams',
  summary: 'teams',
  tags: [],
  access: 'member',
  query: z.object({
    season: z.optional(z.string().check(z.regex(/^\d{4}$/))),
  }),
  success: { status: 200, schema: z.array(team) },
  refusals: [400],
});
const renameTeam = endpoint({
  method: 'PATCH',
  path: '/api/teams/:id',
  summary: 'rename',
  tags: [],
  access: 'commissioner',
  params: z.object({ id: z.coerce.number().check(z.int(), z.positive()) }),
  body: z.object({ name: z.string().check(z.minLength(1)) }),
  success: { status: 200, schema: team },
  refusals: [400, 404, 409],
});
const removeTeam = endpoint({
  method: 'DELETE',
  path: '/api/teams/:id',
  summary: 'remove',
  tags: [],
  access: 'commissioner',
  params: z.object({ id: z.coerce.number().check(z.int(), z.positive()) }),
  success: { status: 204 },
  refusals: [404],
});
const createTeam = endpoint({
  method: 'POST',
  path: '/api/teams',
  summary: 'create',
  tags: [],
  access: 'commissioner',
  body: z.object({ name: z.string().check(z.minLength(1)) }),
  success: { status: 201, schema: team },
  refusals: [400, 409],
});

const json = { 'Content-Type': 'application/json' };

/** The problems the mocks recorded in this test, taken so the test's own after-each check passes. */
const problems = () => takeContractProblems();

describe('the API stand-in (msw)', () => {
  it("answers the page's relative /api calls with a fixture at the row's status, and records them", async () => {
    const requests = recordRequests();
    server.use(
      mockApi.on(listTeams, [{ id: 1, name: 'Bayou Bandits' }]),
      mockApi.on(createTeam, ({ body }) => ({ id: 2, name: body.name })),
    );
    const response = await fetch('/api/teams?season=2024');
    expect(response.status).toBe(200);
    await expect(response.json()).resolves.toEqual([{ id: 1, name: 'Bayou Bandits' }]);
    const created = await fetch('/api/teams', {
      method: 'POST',
      headers: json,
      body: JSON.stringify({ name: 'Gotham' }),
    });
    expect(created.status).toBe(201);
    expect(requests).toEqual([
      { method: 'GET', path: '/api/teams?season=2024' },
      { method: 'POST', path: '/api/teams' },
    ]);
    expect(problems()).toEqual([]);
  });

  it("hands a resolver the path parameters, query and body, parsed with the row's schemas", async () => {
    const seen: unknown[] = [];
    server.use(
      mockApi.on(renameTeam, ({ params, body }) => {
        seen.push(params);
        return { id: params.id, name: body.name };
      }),
    );
    const response = await fetch('/api/teams/7', {
      method: 'PATCH',
      headers: json,
      body: JSON.stringify({ name: 'Renamed' }),
    });
    await expect(response.json()).resolves.toEqual({ id: 7, name: 'Renamed' });
    expect(seen).toEqual([{ id: 7 }]);
  });

  it('answers a 204 row with no body', async () => {
    server.use(mockApi.on(removeTeam));
    const response = await fetch('/api/teams/7', { method: 'DELETE' });
    expect(response.status).toBe(204);
    await expect(response.text()).resolves.toBe('');
    expect(problems()).toEqual([]);
  });

  it('answers a refusal as the API does: { message } with its status, and issues when given', async () => {
    server.use(mockApi.refuse(createTeam, 409, 'That name is taken'));
    const response = await fetch('/api/teams', {
      method: 'POST',
      headers: json,
      body: JSON.stringify({ name: 'Gotham' }),
    });
    expect(response.status).toBe(409);
    await expect(response.json()).resolves.toEqual({ message: 'That name is taken' });
    const issues = [{ path: ['name'], message: 'too long' }];
    server.use(mockApi.refuse(createTeam, 400, 'Name: too long', issues));
    const refused = await fetch('/api/teams', {
      method: 'POST',
      headers: json,
      body: JSON.stringify({ name: 'Gotham' }),
    });
    await expect(refused.json()).resolves.toEqual({ message: 'Name: too long', issues });
  });

  it("fails a fixture that breaks the endpoint's contract", async () => {
    jest.spyOn(console, 'error').mockImplementation(() => {});
    server.use(mockApi.on(listTeams, [{ id: 'one', name: 'Bayou Bandits' }] as never));
    const response = await fetch('/api/teams');
    expect(response.status).toBe(500);
    await expect(response.text()).resolves.toContain("The test's answer to GET /api/teams breaks its contract");
    expect(problems()).toEqual([
      expect.stringContaining("The test's answer to GET /api/teams breaks its contract: 0.id:"),
    ]);
  });

  it('fails an API call no handler answers: a missing fixture is an error, not a silent 404', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => {});
    await expect(fetch('/api/nothing-mocked')).rejects.toThrow();
  });

  it('fails a resolver that gives no answer to a row that answers a body', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => {});
    server.use(mockApi.on(listTeams, () => undefined as never));
    expect((await fetch('/api/teams?season=2024')).status).toBe(500);
    expect(problems()).toEqual(['The test gives no answer to GET /api/teams?season=2024 (mocked as GET /api/teams)']);
  });

  it('finds the row the API routes a request to, a literal segment before a parameter', () => {
    expect(endpointAt('GET', '/api/teams/draft-picks')).toBe(endpoints.listTeamDraftPicks);
    expect(endpointAt('delete', '/api/teams/3')).toBe(leagueSetupEndpoints.removeTeam);
    expect(endpointAt('GET', '/api/keepers/2025/rule')).toBe(keeperEndpoints.getKeeperRule);
    expect(endpointAt('GET', '/api/nothing')).toBeUndefined();
  });

  it("gives a plain msw handler the row's path, for an answer the contract forbids", async () => {
    expect(mswPath(endpoints.respondToTrade)).toBe('/api/trades/:id');
    server.use(http.put(mswPath(endpoints.respondToTrade), () => HttpResponse.json({ not: 'a trade' })));
    const response = await fetch('/api/trades/3', { method: 'PUT', headers: json, body: '{"action":"accept"}' });
    await expect(response.json()).resolves.toEqual({ not: 'a trade' });
  });
});

// Each request the real API would refuse for its shape: answered 400 as the API answers it,
// and recorded, so the test that sent it fails after it (jest-setup.cjs) naming the call.
describe('a request the API would refuse fails the test', () => {
  beforeEach(() => {
    server.use(
      mockApi.on(listTeams, []),
      mockApi.on(renameTeam, { id: 7, name: 'Renamed' }),
      mockApi.on(removeTeam),
      mockApi.refuse(createTeam, 409, 'That name is taken'),
    );
  });

  async function refusedWith(request: Promise<Response>): Promise<string[]> {
    const response = await request;
    expect(response.status).toBe(400);
    const { message } = (await response.json()) as { message: string };
    const recorded = problems();
    expect(recorded).toHaveLength(1);
    expect(recorded[0]).toContain(message);
    return recorded;
  }

  it('a bodiless request with a JSON content type (the API answers 400 to the empty body)', async () => {
    const [problem] = await refusedWith(fetch('/api/teams/13', { method: 'DELETE', headers: json }));
    expect(problem).toMatch(
      /^DELETE \/api\/teams\/13 \(mocked as DELETE \/api\/teams\/:id\): it sends a JSON content type, but its operation takes no body/,
    );
    await refusedWith(fetch('/api/teams', { headers: json }));
  });

  it("a body that breaks the row's body schema, or one sent without its JSON content type", async () => {
    const [problem] = await refusedWith(
      fetch('/api/teams/7', { method: 'PATCH', headers: json, body: JSON.stringify({ name: '' }) }),
    );
    expect(problem).toMatch(/^PATCH \/api\/teams\/7 .*its body breaks the row: name: /);
    await refusedWith(
      fetch('/api/teams/7', { method: 'PATCH', headers: json, body: JSON.stringify({ title: 'Renamed' }) }),
    );
    await refusedWith(fetch('/api/teams/7', { method: 'PATCH', body: JSON.stringify({ name: 'Renamed' }) }));
    await refusedWith(fetch('/api/teams/7', { method: 'PATCH', headers: json }));
    // A refusal the test asked for is never reached by a request the API would turn away first.
    await refusedWith(fetch('/api/teams', { method: 'POST', headers: json, body: '{}' }));
  });

  it('a body sent to a row that takes none', async () => {
    const [problem] = await refusedWith(
      fetch('/api/teams/7', { method: 'DELETE', headers: { 'Content-Type': 'text/plain' }, body: 'x' }),
    );
    expect(problem).toContain('it sends a body, but its operation takes none');
  });

  it('a path parameter or query its row does not accept', async () => {
    const [problem] = await refusedWith(fetch('/api/teams/undefined', { method: 'DELETE' }));
    expect(problem).toMatch(/^DELETE \/api\/teams\/undefined .*its path parameters break the row: id: /);
    const [query] = await refusedWith(fetch('/api/teams?season=twenty'));
    expect(query).toContain('its query breaks the row: season: ');
  });

  it("checks the table's rows as its routes do: a trade's id, its action", async () => {
    server.use(mockApi.refuse(endpoints.respondToTrade, 409, 'Already answered'));
    await refusedWith(fetch('/api/trades/0', { method: 'PUT', headers: json, body: '{"action":"accept"}' }));
    await refusedWith(fetch('/api/trades/3', { method: 'PUT', headers: json, body: '{"action":"approve"}' }));
    const response = await fetch('/api/trades/3', { method: 'PUT', headers: json, body: '{"action":"accept"}' });
    expect(response.status).toBe(409);
    expect(problems()).toEqual([]);
  });

  it("takes a body its row's schema rejects as the 400 a test asked for, but not a malformed request", async () => {
    server.use(mockApi.refuse(renameTeam, 400, 'Name is required'));
    const response = await fetch('/api/teams/7', {
      method: 'PATCH',
      headers: json,
      body: JSON.stringify({ name: '' }),
    });
    expect(response.status).toBe(400);
    await expect(response.json()).resolves.toEqual({ message: 'Name is required' });
    expect(problems()).toEqual([]);
    const [problem] = await refusedWith(fetch('/api/teams/7', { method: 'PATCH', body: JSON.stringify({ name: '' }) }));
    expect(problem).toContain('without a JSON content type');
  });

  it('lets a good request through to its fixture', async () => {
    const response = await fetch('/api/teams/7', {
      method: 'PATCH',
      headers: json,
      body: JSON.stringify({ name: 'Renamed' }),
    });
    expect(response.status).toBe(200);
    await expect(response.json()).resolves.toEqual({ id: 7, name: 'Renamed' });
    await expect((await fetch('/api/teams?season=2024')).json()).resolves.toEqual([]);
    expect(problems()).toEqual([]);
  });
});

// Compile-time: a fixture is typed by its row, a refusal's status is one its row declares.
export function typeChecks() {
  // @ts-expect-error the fixture breaks the row's answer
  void mockApi.on(listTeams, [{ id: 'one', name: 'x' }]);
  // @ts-expect-error a 200 row needs its fixture
  void mockApi.on(renameTeam);
  // @ts-expect-error the row never answers 403
  void mockApi.refuse(createTeam, 403, 'no');
}
