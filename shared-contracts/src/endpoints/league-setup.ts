// Setting a league up, rows of the endpoint table: an entry of their own (`shared-contracts/league-setup`,
// docs/performance.md §2.2), so they import the main entry's names from 'shared-contracts'.
import { createTeamBody, generatePicksBody, generateScheduleBody, setupResult, updateTeamBody } from '../league-setup';
import { endpoint, idParams, team } from 'shared-contracts';

/** Setting a league up: its teams added, renamed and removed, its schedule and its picks generated (docs/api.md). */
export const leagueSetupEndpoints = {
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
  generateSchedule: endpoint({
    method: 'POST',
    path: '/api/schedule/generate',
    summary:
      "Generate a season's schedule: a balanced round robin over weeks 1..weeks (commissioner; a season with games is refused)",
    tags: ['schedule'],
    access: 'commissioner',
    body: generateScheduleBody,
    success: { status: 201, schema: setupResult },
    refusals: [400, 401, 403, 409],
    creates: true,
  }),
  generatePicks: endpoint({
    method: 'POST',
    path: '/api/picks/generate',
    summary:
      "Create future years' picks (rounds 1–5 for every team, held by itself) and ball rows; what exists is left alone (commissioner)",
    tags: ['picks'],
    access: 'commissioner',
    body: generatePicksBody,
    success: { status: 200, schema: setupResult },
    refusals: [400, 401, 403],
    creates: true,
  }),
};
