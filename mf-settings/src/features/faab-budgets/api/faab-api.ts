// GET/PUT /api/faab: each team's free-agent budget for a season, the card's query and save.
// A save refreshes every FAAB query (an accepted trade does the same from the Trade Center).
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from 'shared-auth';
import { endpoints, queryRoots, type SetFaabBalancesBody } from 'shared-contracts';
import { useToastedMutation } from '../../../lib/toasted-mutation';

export const faabKeys = {
  all: [queryRoots.faab] as const,
  season: (season: number) => [queryRoots.faab, 'season', season] as const,
};

export function useFaabBalances(season: number) {
  return useQuery(
    queryOptions({
      queryKey: faabKeys.season(season),
      queryFn: ({ signal }) => api.call(endpoints.listFaabBalances, { query: { season }, signal }),
    }),
  );
}

export function useSaveFaabBalances(season: number) {
  return useToastedMutation({
    send: (balances: SetFaabBalancesBody['balances']) =>
      api.call(endpoints.setFaabBalances, { body: { season, balances } }),
    success: `FAAB budgets for ${season} saved`,
    failure: 'Failed to save the FAAB budgets',
    invalidates: [faabKeys.all],
  });
}
