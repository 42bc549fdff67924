// POST /api/schedule/generate and /api/picks/generate: the commissioner's season set-up; and
// the years that already have picks (GET /api/teams/draft-picks), to suggest the next ones.
import { queryOptions, useQuery } from '@tanstack/react-query';
import { endpoints, queryRoots } from 'shared-contracts';
import { type GeneratePicksBody, type GenerateScheduleBody, leagueSetupEndpoints } from 'shared-contracts/league-setup';
import { api } from 'shared-auth';
import { useToastedCreate } from '../../../lib/toasted-mutation';

export function useGenerateSchedule() {
  return useToastedCreate({
    send: (body: GenerateScheduleBody, idempotencyKey: string) =>
      api.call(leagueSetupEndpoints.generateSchedule, { body, idempotencyKey }),
    success: 'Schedule generated',
    failure: 'Failed to generate the schedule',
    describe: (result) => result.message,
    invalidates: [[queryRoots.schedule], [queryRoots.matchups], [queryRoots.standings], [queryRoots.teams]],
  });
}

export function useGeneratePicks() {
  return useToastedCreate({
    send: (body: GeneratePicksBody, idempotencyKey: string) =>
      api.call(leagueSetupEndpoints.generatePicks, { body, idempotencyKey }),
    success: 'Draft picks created',
    failure: 'Failed to create draft picks',
    describe: (result) => result.message,
    invalidates: [[queryRoots.picks], [queryRoots.pingPongBalls]],
  });
}

/** Every pick as held now (the trade screen reads the same, under the same key): which years have picks. */
export const heldPicksQueryOptions = () =>
  queryOptions({
    queryKey: [queryRoots.picks, 'held-by-team'] as const,
    queryFn: ({ signal }) => api.call(endpoints.listTeamDraftPicks, { signal }),
  });

/** The years that have at least one pick; empty while they load. */
export function useYearsWithPicks(): ReadonlySet<number> {
  const held = useQuery(heldPicksQueryOptions());
  return new Set(Object.values(held.data ?? {}).flatMap((picks) => picks.map((pick) => pick.year)));
}
