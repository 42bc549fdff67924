import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorBody, teamPlayersMap, teamPlayersQuery } from 'shared-contracts';
import { memberOf } from '../../plugins/access';
import { findLeague } from '../league';
import { listPlayers } from '../players';
import { groupByTeam, requestedTeamIds } from './requested-teams';

/** GET /api/teams/players: each team's players in a season. */
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
      const teamIds = await requestedTeamIds(app.db, leagueId, request.query.teamIds);
      const season = request.query.season ?? (await findLeague(app.db, leagueId))?.currentSeason;
      if (season === undefined) throw app.httpErrors.notFound('League not found');
      return groupByTeam(teamIds, await listPlayers(app.db, leagueId, season, teamIds), (found) => found.teamId);
    },
  );
};

export default teamPlayersRoutes;
