import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorBody, type TeamPlayersMap, teamPlayersMap, teamPlayersQuery } from 'shared-contracts';
import { memberOf } from '../../plugins/access';
import { findLeague, listTeams } from '../league/league-repository';
import { listPlayers } from './player-repository';

/**
 * Picks the requested teams out of the league's: 400 naming any id that is not one of them.
 * Without a list, every team of the league.
 */
export function requestedTeamIds(requested: number[] | undefined, leagueTeamIds: number[]): { ok: true; ids: number[] } | { ok: false; message: string } {
  if (!requested) return { ok: true, ids: leagueTeamIds };
  const unknown = requested.filter((id) => !leagueTeamIds.includes(id));
  if (unknown.length > 0) return { ok: false, message: `Not a team of this league: ${unknown.join(', ')}` };
  return { ok: true, ids: requested };
}

/** GET /api/teams/players: registered under /teams beside the teams feature's own routes. */
const teamPlayersRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/players',
    {
      schema: {
        summary: "Each team's players in a season (the current season by default), keyed by team id",
        tags: ['players'],
        querystring: teamPlayersQuery,
        response: { 200: teamPlayersMap, 400: errorBody, 401: errorBody, 403: errorBody },
      },
    },
    async (request) => {
      const { leagueId } = memberOf(request);
      const leagueTeams = await listTeams(app.db, leagueId);
      const teamIds = requestedTeamIds(request.query.teamIds, leagueTeams.map((team) => team.id));
      if (!teamIds.ok) throw app.httpErrors.badRequest(teamIds.message);
      const season = request.query.season ?? (await findLeague(app.db, leagueId))?.currentSeason;
      if (season === undefined) throw app.httpErrors.notFound('League not found');

      const map: TeamPlayersMap = Object.fromEntries(teamIds.ids.map((id) => [String(id), []]));
      for (const found of await listPlayers(app.db, leagueId, season, teamIds.ids)) {
        if (found.teamId !== null) map[String(found.teamId)]?.push(found);
      }
      return map;
    },
  );
};

export default teamPlayersRoutes;
