import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorBody, teamList } from 'shared-contracts';
import { memberOf } from '../../plugins/access';
import { listTeams } from '../league/league-repository';

/** /api/teams: the league's teams. */
const teamRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/',
    {
      schema: {
        summary: "The league's teams, in id order",
        tags: ['teams'],
        response: { 200: teamList, 401: errorBody, 403: errorBody },
      },
    },
    async (request) => listTeams(app.db, memberOf(request).leagueId),
  );
};

export default teamRoutes;
