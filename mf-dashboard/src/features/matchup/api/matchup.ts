// GET /api/matchups/{id}: one game with both lineups (docs/screens/matchup.md §8).
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from 'shared-auth';
import { endpoints, queryRoots } from 'shared-contracts';

export const matchupKeys = {
  detail: (id: number) => [queryRoots.matchups, 'detail', id] as const,
};

export const matchupQuery = (id: number) =>
  queryOptions({
    queryKey: matchupKeys.detail(id),
    queryFn: ({ signal }) => api.call(endpoints.getMatchup, { params: { id }, signal }),
  });

/** The game; `id` null (an address that names no game) asks for nothing. */
export function useMatchup(id: number | null) {
  return useQuery({ ...matchupQuery(id ?? 0), enabled: id !== null });
}
