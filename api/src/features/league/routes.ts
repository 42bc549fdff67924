import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { endpoints } from 'shared-contracts';
import { route } from '../../plugins/endpoint-route';
import { actorOf, memberOf } from '../../plugins/access';
import { findTeam } from '../teams';
import { deleteLeague, leaveLeague, renameLeague } from './league-lifecycle';
import { leagueWithSeasons, openingWeek } from './league-repository';
import memberRoutes from './members/routes';

/**
 * /api/league: the caller's league, its seasons and who the caller is in it; its rename and
 * deletion (the commissioner's) and a member's leaving; /api/league/members beneath it.
 */
const leagueRoutes: FastifyPluginAsyncZod = async (app) => {
  await app.register(memberRoutes);

  route(app, endpoints.getLeague, async (request) => {
    const member = memberOf(request);
    const found = await leagueWithSeasons(app.db, member.leagueId);
    if (!found) throw app.httpErrors.notFound('League not found');
    const { league, seasons, weekUnderWay } = found;
    return {
      id: league.id,
      name: league.name,
      currentSeason: league.currentSeason,
      defaultSeason: league.defaultSeason,
      defaultWeek: openingWeek(league, weekUnderWay),
      seasons,
      role: member.role,
      team: member.teamId === null ? null : await findTeam(app.db, member.leagueId, member.teamId),
    };
  });

  route(app, endpoints.renameLeague, async (request) => renameLeague(app.db, actorOf(request), request.body));

  route(app, endpoints.deleteLeague, async (request, reply) => {
    const actor = actorOf(request);
    const name = await deleteLeague(app.db, actor, request.body);
    // Its audit rows went with it: the server's log keeps who deleted which league.
    request.log.info({ leagueId: actor.leagueId, userId: actor.userId, name }, 'league deleted');
    return reply.code(204).send(null);
  });

  route(app, endpoints.leaveLeague, async (request, reply) => {
    await leaveLeague(app.db, actorOf(request));
    return reply.code(204).send(null);
  });
};

export default leagueRoutes;
