import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorBody, type TeamDraftPicksMap, teamDraftPicksMap, teamDraftPicksQuery } from 'shared-contracts';
import { memberOf } from '../../plugins/access';
import { requestedTeamIds } from '../players/team-players-routes';
import { listPicksHeldBy } from './pick-repository';
import { listTeams } from '../league/league-repository';

/** GET /api/teams/draft-picks: registered under /teams beside the teams feature's own routes. */
const teamPicksRoutes: FastifyPluginAsyncZod = async (app) => {
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
      const leagueTeams = await listTeams(app.db, leagueId);
      const teamIds = requestedTeamIds(request.query.teamIds, leagueTeams.map((team) => team.id));
      if (!teamIds.ok) throw app.httpErrors.badRequest(teamIds.message);
      const map: TeamDraftPicksMap = Object.fromEntries(teamIds.ids.map((id) => [String(id), []]));
      for (const pick of await listPicksHeldBy(app.db, leagueId, teamIds.ids)) map[String(pick.currentTeamId)]?.push(pick);
      return map;
    },
  );
};

export default teamPicksRoutes;
