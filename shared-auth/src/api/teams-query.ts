// GET /api/teams: the league's teams, which several screens offer or name (Settings, Players,
// Schedule, Draft Picks, Trades). One query and one key, so a change anywhere refreshes them all.
import { queryOptions } from '@tanstack/react-query';
import { endpoints, queryRoots } from 'shared-contracts';
import { api } from './api-client';

export const teamKeys = {
  all: [queryRoots.teams] as const,
  list: () => [queryRoots.teams, 'list'] as const,
};

export const teamsQueryOptions = () =>
  queryOptions({
    queryKey: teamKeys.list(),
    queryFn: ({ signal }) => api.call(endpoints.listTeams, { signal }),
  });
