import { createApiClient } from '../api/api-client';
import { stubApi, type FakeAnswer } from '../testing/fake-api';
import { syncAccount } from './account-sync';

const user = { uid: 'uid-1', email: 'ann@example.com', displayName: 'Ann', photoURL: null };
const league = { id: 1, name: 'Harambe Memorial League', currentSeason: 2025, defaultSeason: 2024, defaultWeek: 17, role: 'manager', team: null };

let api: ReturnType<typeof stubApi> | undefined;
afterEach(() => api?.restore());

/** A client whose server answers each "METHOD path" as given (404 otherwise); the paths it was asked. */
function clientAnswering(answers: Record<string, FakeAnswer>) {
  api = stubApi(answers);
  const calls = api.calls;
  return { client: createApiClient({ getToken: async () => 'token' }), paths: () => calls.map((call) => call.path) };
}

describe('syncAccount', () => {
  beforeEach(() => jest.spyOn(console, 'error').mockImplementation(() => {}));
  afterEach(() => jest.restoreAllMocks());

  it('is ready with the league once the user is stored and a member', async () => {
    const { client, paths } = clientAnswering({ 'POST /api/auth/user': [201, {}], 'GET /api/league': [200, league] });
    expect(await syncAccount(client, user)).toEqual({ kind: 'ready', league });
    expect(paths()).toEqual(['/api/auth/user', '/api/league']);
  });

  it('is a non-member when the sync refuses an uninvited email (403)', async () => {
    const { client, paths } = clientAnswering({ 'POST /api/auth/user': [403, { message: 'ann@example.com has not been invited to this league' }] });
    expect(await syncAccount(client, user)).toEqual({ kind: 'non-member' });
    expect(paths()).toEqual(['/api/auth/user']);
  });

  it('is a non-member when the league answers 403', async () => {
    const { client } = clientAnswering({ 'POST /api/auth/user': [200, {}], 'GET /api/league': [403, { message: 'You are not a member of this league' }] });
    expect(await syncAccount(client, user)).toEqual({ kind: 'non-member' });
  });

  it('fails, with the error logged and reported, on any other answer', async () => {
    const { client } = clientAnswering({ 'POST /api/auth/user': [500, { message: 'Internal server error' }] });
    expect(await syncAccount(client, user)).toEqual({ kind: 'failed', message: 'Internal server error' });
    expect(console.error).toHaveBeenCalledWith('Database user sync failed', expect.any(Error));
  });
});
