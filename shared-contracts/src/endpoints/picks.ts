import { batchUpdatePicksBody, draftPickList, picksQuery, teamDraftPicksMap, teamDraftPicksQuery } from '../picks';
import { endpoint } from './endpoint';

/** A year's draft picks and the picks each team holds (the lottery's rows: lottery.ts). */
export const pickEndpoints = {
  listPicks: endpoint({
    method: 'GET',
    path: '/api/picks',
    summary: "A year's draft picks by round, then position (empty last), then id",
    tags: ['picks'],
    access: 'member',
    query: picksQuery,
    success: { status: 200, schema: draftPickList },
    refusals: [400, 401, 403],
  }),
  updatePicks: endpoint({
    method: 'PATCH',
    path: '/api/picks/batch',
    summary: "Change picks' teams, positions and locks, all or none (commissioner)",
    tags: ['picks'],
    access: 'commissioner',
    body: batchUpdatePicksBody,
    success: { status: 200, schema: draftPickList },
    refusals: [400, 401, 403, 404, 409],
  }),
  listTeamDraftPicks: endpoint({
    method: 'GET',
    path: '/api/teams/draft-picks',
    summary: 'The picks each team holds now, every year, keyed by team id',
    tags: ['picks'],
    access: 'member',
    query: teamDraftPicksQuery,
    success: { status: 200, schema: teamDraftPicksMap },
    refusals: [400, 401, 403, 404],
  }),
};
