// GET /api/yahoo/roster/{teamKey}/{week}?season=: a team's roster that week from the provider
// (the season names that season's Yahoo league; the team keeps its team id).
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from 'shared-auth';
import { endpoints, queryRoots } from 'shared-contracts';

export const rosterQuery = (teamKey: string, season: number, week: number) =>
  queryOptions({
    queryKey: [queryRoots.yahoo, 'roster', teamKey, season, week] as const,
    queryFn: ({ signal }) =>
      api.call(endpoints.getYahooRoster, { params: { yahooTeamKey: teamKey, week }, query: { season }, signal }),
  });

/** A linked team's roster; a team without a Yahoo team key has none to ask for. */
export function useRoster(teamKey: string | null, season: number, week: number) {
  return useQuery({ ...rosterQuery(teamKey ?? '', season, week), enabled: teamKey !== null });
}
