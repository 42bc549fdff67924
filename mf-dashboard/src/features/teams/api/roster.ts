// GET /api/provider/roster/{teamKey}/{week}?season=: a team's roster that week from the
// league's provider, Yahoo or Sleeper (the season names that season's provider league; the
// team keeps its key's team id).
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from 'shared-auth';
import { endpoints, queryRoots } from 'shared-contracts';

export const rosterQuery = (teamKey: string, season: number, week: number) =>
  queryOptions({
    queryKey: [queryRoots.provider, 'roster', teamKey, season, week] as const,
    queryFn: ({ signal }) =>
      api.call(endpoints.getProviderRoster, { params: { teamKey, week }, query: { season }, signal }),
  });

/** A linked team's roster; a team without a provider team key has none to ask for. */
export function useRoster(teamKey: string | null, season: number, week: number) {
  return useQuery({ ...rosterQuery(teamKey ?? '', season, week), enabled: teamKey !== null });
}
