// GET /api/matchups/week/{week}?season=: a week's games, for Home's 'Recent Matchups' (the selected
// week) and 'Upcoming Games' (the week after it), and Teams' link from a team to its game.
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from 'shared-auth';
import { endpoints, queryRoots } from 'shared-contracts';

export const weekMatchupsQuery = (season: number, week: number) =>
  queryOptions({
    queryKey: [queryRoots.matchups, 'week', season, week] as const,
    queryFn: ({ signal }) => api.call(endpoints.getWeekMatchups, { params: { week }, query: { season }, signal }),
  });

/** A week's games; `week` null asks for nothing (there is no week after 18). */
export function useWeekMatchups(season: number, week: number | null) {
  return useQuery({ ...weekMatchupsQuery(season, week ?? 0), enabled: week !== null });
}
