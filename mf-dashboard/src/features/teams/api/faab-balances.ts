// GET /api/faab?season=: each team's FAAB left for the season (a team without a row has $0).
// Under the faab root and the key Settings' budgets use, so an accepted trade's or a saved
// budget's invalidation reads it again.
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from 'shared-auth';
import { endpoints, queryRoots } from 'shared-contracts';

export const faabBalancesQuery = (season: number) =>
  queryOptions({
    queryKey: [queryRoots.faab, 'season', season] as const,
    queryFn: ({ signal }) => api.call(endpoints.listFaabBalances, { query: { season }, signal }),
  });

export const useFaabBalances = (season: number) => useQuery(faabBalancesQuery(season));
