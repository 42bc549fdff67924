import { idParams } from '../common';
import {
  matchupDetail,
  seasonMatchupsResponse,
  standingsResponse,
  weekMatchupsResponse,
  weekParams,
  weekQuery,
} from '../matchups';
import { seasonParams } from '../schedule';
import { endpoint } from './endpoint';

/** Standings and games as the dashboard reads them. */
export const matchupEndpoints = {
  getStandings: endpoint({
    method: 'GET',
    path: '/api/matchups/standings/:season',
    summary: "A season's standings: every team, by win percentage (a tie counts half), then total points",
    tags: ['matchups'],
    access: 'member',
    params: seasonParams,
    success: { status: 200, schema: standingsResponse },
    refusals: [400, 401, 403],
  }),
  getWeekMatchups: endpoint({
    method: 'GET',
    path: '/api/matchups/week/:week',
    summary: "A week's games of a season, with both teams, in schedule order",
    tags: ['matchups'],
    access: 'member',
    params: weekParams,
    query: weekQuery,
    success: { status: 200, schema: weekMatchupsResponse },
    refusals: [400, 401, 403],
  }),
  getSeasonMatchups: endpoint({
    method: 'GET',
    path: '/api/matchups/season/:season',
    summary: "A season's games by team id, ordered by week, then position",
    tags: ['matchups'],
    access: 'member',
    params: seasonParams,
    success: { status: 200, schema: seasonMatchupsResponse },
    refusals: [400, 401, 403],
  }),
  getMatchup: endpoint({
    method: 'GET',
    path: '/api/matchups/:id',
    summary:
      "One game: both teams' stored scores and their lineups for the week from the league's provider (a provider that fails leaves the scores with a note)",
    tags: ['matchups'],
    access: 'member',
    params: idParams,
    success: { status: 200, schema: matchupDetail },
    refusals: [400, 401, 403, 404],
  }),
};
