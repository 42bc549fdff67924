import { endpoints, type LeagueInfo, type StoredUser, type SyncUserBody } from 'shared-contracts';
import { mockApi } from 'shared-testing';

/** The demo league as GET /api/league answers a commissioner. */
export const testLeague: LeagueInfo = {
  id: 1,
  name: 'Harambe Memorial League',
  currentSeason: 2025,
  defaultSeason: 2024,
  defaultWeek: 17,
  seasons: [2024, 2025],
  role: 'commissioner',
  team: null,
};

/** What POST /api/auth/user stores for a sync body. */
export function storedUserFor(body: SyncUserBody, id = 7): StoredUser {
  const at = '2026-01-01T00:00:00.000Z';
  return {
    id,
    firebaseId: body.firebaseId,
    email: body.email,
    displayName: body.displayName ?? null,
    photoURL: body.photoURL ?? null,
    createdAt: at,
    updatedAt: at,
  };
}

/**
 * msw handlers for the account set-up every signed-in page starts with: the sync stores the
 * user, the league lookup answers `league`. `onSync` sees each sync body.
 */
export function accountApi({
  league = testLeague,
  onSync,
}: { league?: LeagueInfo; onSync?: (body: SyncUserBody) => void } = {}) {
  return [
    mockApi.on(endpoints.syncUser, ({ body }) => {
      onSync?.(body as SyncUserBody);
      return storedUserFor(body as SyncUserBody);
    }),
    mockApi.on(endpoints.getLeague, league),
  ];
}
