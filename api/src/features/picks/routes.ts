import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { endpoints } from 'shared-contracts';
import { leagueSetupEndpoints } from 'shared-contracts/league-setup';
import { route } from '../../plugins/endpoint-route';
import { actorOf, memberOf } from '../../plugins/access';
import { groupByTeam, requestedTeamIds } from '../teams';
import { batchUpdatePicks } from './pick-changes';
import lotteryRoutes from './lottery/routes';
import { generatePicks } from './pick-generator';
import { listPicks, listPicksHeldBy } from './pick-repository';

/**
 * /api/picks: a year's draft picks; the commissioner reorders, reassigns and locks them, and
 * runs the draft lottery. GET /api/teams/draft-picks: the picks each team holds now.
 */
const pickRoutes: FastifyPluginAsyncZod = async (app) => {
  route(app, endpoints.listPicks, async (request) => listPicks(app.db, memberOf(request).leagueId, request.query.year));

  route(app, leagueSetupEndpoints.generatePicks, async (request) =>
    generatePicks(app.db, actorOf(request), request.body),
  );

  route(app, endpoints.updatePicks, async (request) => batchUpdatePicks(app.db, actorOf(request), request.body));

  route(app, endpoints.listTeamDraftPicks, async (request) => {
    const { leagueId } = memberOf(request);
    const teamIds = await requestedTeamIds(app.db, leagueId, request.query.teamIds);
    return groupByTeam(teamIds, await listPicksHeldBy(app.db, leagueId, teamIds), (pick) => pick.currentTeamId);
  });

  await app.register(lotteryRoutes);
};

export default pickRoutes;
