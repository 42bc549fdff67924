import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { endpoints } from 'shared-contracts';
import { leagueSetupEndpoints } from 'shared-contracts/league-setup';
import { route } from '../../plugins/endpoint-route';
import { actorOf, memberOf } from '../../plugins/access';
import { changeMatchupTeam, moveMatchup } from './schedule-edits';
import { generateSchedule } from './schedule-generator';
import { findScheduleMatchup, listSchedule } from './schedule-repository';

/** /api/schedule: a season's games, and the commissioner's edits to them. */
const scheduleRoutes: FastifyPluginAsyncZod = async (app) => {
  route(app, endpoints.getSchedule, async (request) => ({
    matchups: await listSchedule(app.db, memberOf(request).leagueId, request.params.season),
  }));

  route(app, leagueSetupEndpoints.generateSchedule, async (request, reply) =>
    reply.code(201).send(await generateSchedule(app.db, actorOf(request), request.body)),
  );

  route(app, endpoints.updateScheduleMatchup, async (request) => {
    const actor = actorOf(request);
    const { id } = request.params;
    const body = request.body;
    if (body.weekNumber !== undefined && body.position !== undefined) {
      await moveMatchup(app.db, actor, id, { weekNumber: body.weekNumber, position: body.position });
    } else if (body.homeTeamId !== undefined) {
      await changeMatchupTeam(app.db, actor, id, 'home', body.homeTeamId);
    } else {
      await changeMatchupTeam(app.db, actor, id, 'away', body.awayTeamId as number);
    }
    const updated = await findScheduleMatchup(app.db, actor.leagueId, id);
    if (!updated) throw app.httpErrors.notFound('Matchup not found');
    return updated;
  });
};

export default scheduleRoutes;
