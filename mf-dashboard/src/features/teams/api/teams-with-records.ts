// GET /api/teams?season=: every team with its record and total points that season.
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from 'shared-auth';
import { queryRoots, teamWithRecordList } from 'shared-contracts';

export const teamsWithRecordsQuery = (season: number) =>
  queryOptions({
    queryKey: [queryRoots.teams, 'records', season] as const,
    queryFn: ({ signal }) => api.get(`/api/teams?season=${season}`, teamWithRecordList, { signal }),
  });

export const useTeamsWithRecords = (season: number) => useQuery(teamsWithRecordsQuery(season));
