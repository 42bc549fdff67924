// GET /api/matchups/standings/{season}: the season's standings, in the API's order.
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from 'shared-auth';
import { endpoints, queryRoots } from 'shared-contracts';

export const standingsQuery = (season: number) =>
  queryOptions({
    queryKey: [queryRoots.standings, season] as const,
    queryFn: ({ signal }) => api.call(endpoints.getStandings, { params: { season }, signal }),
  });

export const useStandings = (season: number) => useQuery(standingsQuery(season));
