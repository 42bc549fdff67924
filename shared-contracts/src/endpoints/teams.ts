import { teamsQuery, teamsResponse } from '../league';
import { endpoint } from './endpoint';

/** The league's teams (the commissioner's rows that create, rename and remove them: league-setup.ts). */
export const teamEndpoints = {
  listTeams: endpoint({
    method: 'GET',
    path: '/api/teams',
    summary: "The league's teams, in id order; with a season, each team's wins, losses, ties and total points",
    tags: ['teams'],
    access: 'member',
    query: teamsQuery,
    success: { status: 200, schema: teamsResponse },
    refusals: [400, 401, 403],
  }),
};
