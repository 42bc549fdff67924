// GET /api/teams?season=: every team with its record and total points that season.
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, ApiContractError } from 'shared-auth';
import { endpoints, queryRoots, teamWithRecordList, urlOf } from 'shared-contracts';

export const teamsWithRecordsQuery = (season: number) =>
  queryOptions({
    queryKey: [queryRoots.teams, 'records', season] as const,
    queryFn: async ({ signal }) => {
      // The row answers either list (with a season, every team carries its record); this
      // screen asked with one, so a list without records is a contract drift.
      const query = { season };
      const withRecords = teamWithRecordList.safeParse(await api.call(endpoints.listTeams, { query, signal }));
      if (!withRecords.success)
        throw new ApiContractError(`GET ${urlOf(endpoints.listTeams, { query })}`, withRecords.error.issues);
      return withRecords.data;
    },
  });

export const useTeamsWithRecords = (season: number) => useQuery(teamsWithRecordsQuery(season));
