// What a trade can move, read from the endpoints the other screens use, under the same
// query roots, so an accepted trade's invalidation refreshes these too.
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from 'shared-auth';
import { endpoints, queryRoots } from 'shared-contracts';

export const teamsQueryOptions = () =>
  queryOptions({
    queryKey: [queryRoots.teams, 'list'] as const,
    queryFn: ({ signal }) => api.call(endpoints.listTeams, { signal }),
  });
export const useTeams = () => useQuery(teamsQueryOptions());

/** One year's player book (every team's players and free agents): names trade items and fills the form. */
export const usePlayerBook = (year: number) =>
  useQuery({
    queryKey: [queryRoots.players, 'book', year] as const,
    queryFn: ({ signal }) => api.call(endpoints.listPlayers, { query: { year }, signal }),
  });

/** Every pick, every year, as held now (keyed by holding team): ids stay, so past trades' picks are named too. */
export const useHeldPicks = () =>
  useQuery({
    queryKey: [queryRoots.picks, 'held-by-team'] as const,
    queryFn: ({ signal }) => api.call(endpoints.listTeamDraftPicks, { signal }),
  });

/** Each team's ping pong balls for one draft year. */
export const useBalls = (year: number) =>
  useQuery({
    queryKey: [queryRoots.pingPongBalls, year] as const,
    queryFn: ({ signal }) => api.call(endpoints.listPingPongBalls, { query: { year }, signal }),
  });

/**
 * Each team's FAAB left for a season (GET /api/faab): shown beside the form's FAAB so a
 * manager sees what a team can give before proposing. Under the key Settings' budgets use.
 */
export const useFaabBalances = (season: number) =>
  useQuery({
    queryKey: [queryRoots.faab, 'season', season] as const,
    queryFn: ({ signal }) => api.call(endpoints.listFaabBalances, { query: { season }, signal }),
  });
