// GET /api/provider/stats/{teamKey}/{week}?season=: a team's live points that week from the
// league's provider, by the roster's `providerPlayerId`. Every team's scores are their own
// query, but the calls go out through one queue, 3 teams at a time with a 500 ms pause
// between batches (docs/screens/teams.md §4.3).
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from 'shared-auth';
import { endpoints, queryRoots } from 'shared-contracts';
import { createBatchQueue } from '../stats/batch-queue';
import { fetchWeekScores } from '../stats/fetch-week-scores';

export const STATS_BATCH = { size: 3, pauseMs: 500 } as const;

/** One queue for the page, so cards opened one by one and 'Expand (all)' share the pacing. */
const statsQueue = createBatchQueue(STATS_BATCH);

export const weekScoresQuery = (teamKey: string, season: number, week: number) =>
  queryOptions({
    queryKey: [queryRoots.provider, 'stats', teamKey, season, week] as const,
    // A raw answer (api.raw), so a non-JSON one is told apart from a drifted contract.
    queryFn: ({ signal }) =>
      statsQueue.run(() =>
        fetchWeekScores({
          send: () =>
            api.raw(endpoints.getProviderWeekScores, {
              params: { teamKey, week },
              query: { season },
              signal,
            }),
        }),
      ),
  });

export function useWeekScores(teamKey: string | null, season: number, week: number) {
  return useQuery({ ...weekScoresQuery(teamKey ?? '', season, week), enabled: teamKey !== null });
}
