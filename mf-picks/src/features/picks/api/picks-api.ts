// GET /api/picks?year= and PATCH /api/picks/batch: a year's draft picks, and the
// commissioner's changes to them (all or none); GET /api/teams/draft-picks: every year's.
import { queryOptions } from '@tanstack/react-query';
import { api } from 'shared-auth';
import { endpoints, type BatchUpdatePicksBody, queryRoots } from 'shared-contracts';

export const pickKeys = {
  /** Every picks query of every remote (trades show picks too): what a save refreshes. */
  all: [queryRoots.picks] as const,
  year: (year: number) => [queryRoots.picks, 'year', year] as const,
};

export const picksQueryOptions = (year: number) =>
  queryOptions({
    queryKey: pickKeys.year(year),
    queryFn: ({ signal }) => api.call(endpoints.listPicks, { query: { year }, signal }),
  });

/**
 * Every pick as held now, all years (GET /api/teams/draft-picks; the trade screen reads the same
 * under the same key): where the screen finds the next draft to open on.
 */
export const heldPicksQueryOptions = () =>
  queryOptions({
    queryKey: [queryRoots.picks, 'held-by-team'] as const,
    queryFn: ({ signal }) => api.call(endpoints.listTeamDraftPicks, { signal }),
  });

/** Answers the sent picks as the server now holds them. */
export const savePicks = (body: BatchUpdatePicksBody) => api.call(endpoints.updatePicks, { body });
