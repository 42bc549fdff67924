// GET /api/schedule/{season} and PATCH /api/schedule/matchups/{id}: the Schedule screen's calls.
import { queryOptions } from '@tanstack/react-query';
import { endpoints, queryRoots, type ScheduleMatchup, type UpdateMatchupBody } from 'shared-contracts';
import { api } from 'shared-auth';

export const scheduleKeys = {
  all: [queryRoots.schedule] as const,
  season: (season: number) => [queryRoots.schedule, season] as const,
};

export const scheduleQueryOptions = (season: number) =>
  queryOptions({
    queryKey: scheduleKeys.season(season),
    queryFn: ({ signal }) => api.call(endpoints.getSchedule, { params: { season }, signal }),
  });

/** A move `{weekNumber, position}` or one new team; answers the game as the server now holds it. */
export function updateMatchup(id: number, body: UpdateMatchupBody): Promise<ScheduleMatchup> {
  return api.call(endpoints.updateScheduleMatchup, { params: { id }, body });
}
