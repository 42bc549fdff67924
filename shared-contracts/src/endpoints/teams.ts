import { idParams } from '../common';
import { team, teamsQuery, teamsResponse } from '../league';
import { createTeamBody, updateTeamBody } from '../league-setup';
import { endpoint } from './endpoint';

/** The league's teams; the commissioner creates, renames and removes them (one with history can only be renamed). */
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
  createTeam: endpoint({
    method: 'POST',
    path: '/api/teams',
    summary: 'Create a team; without an abbreviation one is derived from its name (commissioner)',
    tags: ['teams'],
    access: 'commissioner',
    body: createTeamBody,
    success: { status: 201, schema: team },
    refusals: [400, 401, 403, 404, 409],
    creates: true,
  }),
  updateTeam: endpoint({
    method: 'PATCH',
    path: '/api/teams/:id',
    summary: "Rename a team, or change its manager's name or its abbreviation (commissioner)",
    tags: ['teams'],
    access: 'commissioner',
    params: idParams,
    body: updateTeamBody,
    success: { status: 200, schema: team },
    refusals: [400, 401, 403, 404, 409],
  }),
  removeTeam: endpoint({
    method: 'DELETE',
    path: '/api/teams/:id',
    summary: 'Remove a team without history: no games, picks, trades or players (commissioner)',
    tags: ['teams'],
    access: 'commissioner',
    params: idParams,
    success: { status: 204 },
    refusals: [400, 401, 403, 404, 409],
  }),
};
