import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { endpoints } from 'shared-contracts';
import { route } from '../../plugins/endpoint-route';
import { memberOf } from '../../plugins/access';
import { findTeam } from '../teams';
import { findLeague, seasonsWithGames } from './league-repository';
import memberRoutes from './members/routes';

/** /api/league: the caller's league, its seasons and who the caller is in it; /api/league/members beneath it. */
const leagueRoutes: FastifyPluginAsyncZod = async (app) => {
  await app.register(memberRoutes);

  route(app, endpoints.getLeague, async (request) => {
    const member = memberOf(request);
    const league = await findLeague(app.db, member.leagueId);
    if (!league) throw app.httpErrors.notFound('League not found');
    return {
      id: league.id,
      name: league.name,
      currentSeason: league.currentSeason,
      defaultSeason: league.defaultSeason,
      defaultWeek: league.defaultWeek,
      seasons: await seasonsWithGames(app.db, league.id),
      role: member.role,
      team: member.teamId === null ? null : await findTeam(app.db, member.teamId),
    };
  });
};

export default leagueRoutes;
