import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorBody, teamDraftPicksMap, teamDraftPicksQuery } from 'shared-contracts';
import { memberOf } from '../../plugins/access';
import { listPicksHeldBy } from '../picks';
import { groupByTeam, requestedTeamIds } from './requested-teams';

/** GET /api/teams/draft-picks: the picks each team holds now. */
const teamDraftPicksRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/draft-picks',
    {
      schema: {
        summary: 'The picks each team holds now, every year, keyed by team id',
        tags: ['picks'],
        querystring: teamDraftPicksQuery,
        response: { 200: teamDraftPicksMap, 400: errorBody, 401: errorBody, 403: errorBody },
      },
    },
    async (request) => {
      const { leagueId } = memberOf(request);
      const teamIds = await requestedTeamIds(app.db, leagueId, request.query.teamIds);
      return groupByTeam(teamIds, await listPicksHeldBy(app.db, leagueId, teamIds), (pick) => pick.currentTeamId);
    },
  );
};

export default teamDraftPicksRoutes;
