import { endpoints, type LeagueInfo } from 'shared-contracts';
import { mockApi, recordRequests, server } from 'shared-testing';
import { createApiClient } from '../api/api-client';
import { syncAccount } from './account-sync';

const user = { uid: 'uid-1', email: 'ann@example.com', emailVerified: true, displayName: 'Ann', photoURL: null };
const league: LeagueInfo = {
  id: 1,
  name: 'Harambe Memorial League',
  currentSeason: 2025,
  defaultSeason: 2024,
  defaultWeek: 17,
  seasons: [2024, 2025],
  role: 'manager',
  team: null,
};
const stored = {
  id: 4,
  firebaseId: 'uid-1',
  email: 'ann@example.com',
  displayName: 'Ann',
  photoURL: null,
  createdAt: '2026-01-01T00:00:00.000Z',
  updatedAt: '2026-01-01T00:00:00.000Z',
};

const client = createApiClient({ getToken: async () => 'token' });

describe('syncAccount', () => {
  beforeEach(() => jest.spyOn(console, 'error').mockImplementation(() => {}));

  it('is ready with the league once the user is stored and a member, the league asked beside the sync', async () => {
    const requests = recordRequests();
    let sent: unknown;
    let leagueAsked!: () => void;
    const asked = new Promise<void>((resolve) => (leagueAsked = resolve));
    server.use(
      // The sync answers only once the league was asked: both went out in one round trip.
      mockApi.on(
        endpoints.syncUser,
        async ({ body }) => {
          sent = body;
          await asked;
          return stored;
        },
        { status: 201 },
      ),
      mockApi.on(endpoints.getLeague, () => {
        leagueAsked();
        return league;
      }),
    );
    expect(await syncAccount(client, user)).toEqual({ kind: 'ready', league });
    expect(requests.map((request) => `${request.method} ${request.path}`).sort()).toEqual([
      'GET /api/league',
      'POST /api/auth/user',
    ]);
    expect(sent).toEqual({ firebaseId: 'uid-1', email: 'ann@example.com', displayName: 'Ann', photoURL: null });
  });

  it('asks the league again after a first sign-in’s sync, which makes the member', async () => {
    const requests = recordRequests();
    let member = false;
    server.use(
      mockApi.on(endpoints.syncUser, async () => {
        // The early league question was refused before the sync admitted the user.
        await new Promise((resolve) => setTimeout(resolve, 20));
        member = true;
        return stored;
      }),
      mockApi.on(endpoints.getLeague, () => {
        if (!member) return Response.json({ message: 'You are not a member of this league' }, { status: 403 });
        return league;
      }),
    );
    expect(await syncAccount(client, user)).toEqual({ kind: 'ready', league });
    expect(requests.filter((request) => request.path === endpoints.getLeague.path)).toHaveLength(2);
  });

  it('is a non-member when the sync refuses an uninvited email (403)', async () => {
    const requests = recordRequests();
    server.use(mockApi.refuse(endpoints.syncUser, 403, 'ann@example.com has not been invited to this league'));
    expect(await syncAccount(client, user)).toEqual({ kind: 'non-member' });
    expect(requests.map((request) => request.path)).toContain(endpoints.syncUser.path);
  });

  it('is a non-member when the league the tab chose answers 403', async () => {
    server.use(
      mockApi.on(endpoints.syncUser, stored),
      mockApi.refuse(endpoints.getLeague, 403, 'You are not a member of this league'),
    );
    expect(await syncAccount(client, user, { leagueChosen: true })).toEqual({ kind: 'non-member' });
  });

  it('is welcome (a person in no league) when no league was chosen and the league answers 403', async () => {
    const requests = recordRequests();
    server.use(
      mockApi.on(endpoints.syncUser, stored, { status: 201 }),
      mockApi.refuse(endpoints.getLeague, 403, 'You are not a member of this league'),
    );
    expect(await syncAccount(client, user)).toEqual({ kind: 'welcome' });
    expect(await syncAccount(client, user, { leagueChosen: false })).toEqual({ kind: 'welcome' });
    // The early answer, then the one after the sync: a first sign-in is not decided early.
    expect(requests.filter((request) => request.path === endpoints.getLeague.path)).toHaveLength(4);
  });

  it("fails with the server's words, the error logged, on any other answer", async () => {
    server.use(mockApi.refuse(endpoints.syncUser, 500, 'Internal server error'));
    expect(await syncAccount(client, user)).toEqual({ kind: 'failed', message: 'Internal server error' });
    expect(console.error).toHaveBeenCalledWith('Database user sync failed', expect.any(Error));
  });
});
