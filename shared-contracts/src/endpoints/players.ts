import { batchUpdatePlayersBody, createPlayerBody, player, playerList, playersQuery, teamPlayersMap, teamPlayersQuery, upsertPlayersBody, upsertPlayersResult } from '../players';
import { endpoint } from './endpoint';

/** The keeper and auction book, one year at a time, and each team's players; writes are the commissioner's. */
export const playerEndpoints = {
  listPlayers: endpoint({
    method: 'GET',
    path: '/api/players',
    summary: "A year's players, in name order",
    tags: ['players'],
    access: 'member',
    query: playersQuery,
    success: { status: 200, schema: playerList },
    refusals: [400, 401, 403],
  }),
  createPlayer: endpoint({
    method: 'POST',
    path: '/api/players',
    summary: 'Add a player to a year (commissioner)',
    tags: ['players'],
    access: 'commissioner',
    body: createPlayerBody,
    success: { status: 201, schema: player },
    refusals: [400, 401, 403, 404, 409],
  }),
  updatePlayers: endpoint({
    method: 'PATCH',
    path: '/api/players/batch',
    summary: 'Change several players at once, all or none (commissioner)',
    tags: ['players'],
    access: 'commissioner',
    body: batchUpdatePlayersBody,
    success: { status: 200, schema: playerList },
    refusals: [400, 401, 403, 404, 409],
  }),
  upsertPlayers: endpoint({
    method: 'POST',
    path: '/api/players/upsert',
    summary: 'Import players: update by id or name, create the rest, all or none (commissioner)',
    tags: ['players'],
    access: 'commissioner',
    body: upsertPlayersBody,
    success: { status: 200, schema: upsertPlayersResult },
    refusals: [400, 401, 403, 404, 409],
  }),
  listTeamPlayers: endpoint({
    method: 'GET',
    path: '/api/teams/players',
    summary: "Each team's players in a season (the current season by default), keyed by team id",
    tags: ['players'],
    access: 'member',
    query: teamPlayersQuery,
    success: { status: 200, schema: teamPlayersMap },
    refusals: [400, 401, 403],
  }),
};
