import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorBody, teamsQuery, teamsResponse } from 'shared-contracts';
import { memberOf } from '../../plugins/access';
import { teamsWithRecords } from '../matchups';
import teamDraftPicksRoutes from './draft-picks-routes';
import teamPlayersRoutes from './players-routes';
import { listTeams } from './team-repository';

/**
 * /api/teams: the league's teams (with ?season= each also carries that season's record), and
 * what each team holds: its players and its draft picks.
 */
const teamRoutes: FastifyPluginAsyncZod = async (app) => {
  await app.register(teamPlayersRoutes);
  await app.register(teamDraftPicksRoutes);

  app.get(
    '/',
    {
      schema: {
        summary: "The league's teams, in id order; with a season, each team's wins, losses, ties and total points",
        tags: ['teams'],
        querystring: teamsQuery,
        response: { 200: teamsResponse, 400: errorBody, 401: errorBody, 403: errorBody },
      },
    },
    async (request) => {
      const { leagueId } = memberOf(request);
      const { season } = request.query;
      return season === undefined ? listTeams(app.db, leagueId) : teamsWithRecords(app.db, leagueId, season);
    },
  );
};

export default teamRoutes;
