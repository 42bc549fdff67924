import { z } from 'zod';
import { mockApi, recordRequests, server } from './api-mocks';

const team = z.object({ id: z.number(), name: z.string() });

describe('the API stand-in (msw)', () => {
  it("answers the page's relative /api calls with a fixture, and records them", async () => {
    const requests = recordRequests();
    server.use(mockApi.get('/api/teams', z.array(team), [{ id: 1, name: 'Bayou Bandits' }]));
    const response = await fetch('/api/teams?season=2024');
    await expect(response.json()).resolves.toEqual([{ id: 1, name: 'Bayou Bandits' }]);
    expect(requests).toEqual([{ method: 'GET', path: '/api/teams?season=2024' }]);
  });

  it("hands a resolver the request's JSON body and path parameters", async () => {
    server.use(mockApi.patch('/api/teams/:id', team, ({ body, params }) => ({ id: Number(params.id), name: (body as { name: string }).name })));
    const response = await fetch('/api/teams/7', { method: 'PATCH', body: JSON.stringify({ name: 'Renamed' }) });
    await expect(response.json()).resolves.toEqual({ id: 7, name: 'Renamed' });
  });

  it('answers a refusal as the API does: { message } with its status', async () => {
    server.use(mockApi.error('post', '/api/teams', 409, 'That name is taken'));
    const response = await fetch('/api/teams', { method: 'POST', body: '{}' });
    expect(response.status).toBe(409);
    await expect(response.json()).resolves.toEqual({ message: 'That name is taken' });
  });

  it("fails a fixture that breaks the endpoint's contract", async () => {
    jest.spyOn(console, 'error').mockImplementation(() => {});
    server.use(mockApi.get('/api/teams', z.array(team), [{ id: 'one', name: 'Bayou Bandits' }] as never));
    const response = await fetch('/api/teams');
    expect(response.status).toBe(500);
    await expect(response.text()).resolves.toContain("The test's answer to GET /api/teams breaks its contract");
  });

  it('fails an API call no handler answers: a missing fixture is an error, not a silent 404', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => {});
    await expect(fetch('/api/nothing-mocked')).rejects.toThrow();
  });
});
