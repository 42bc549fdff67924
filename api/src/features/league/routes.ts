import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { endpoints } from 'shared-contracts';
import { route } from '../../plugins/endpoint-route';
import { memberOf } from '../../plugins/access';
import { findTeam } from '../teams';
import { leagueWithSeasons } from './league-repository';
import memberRoutes from './members/routes';

/** /api/league: the caller's league, its seasons and who the caller is in it; /api/league/members beneath it. */
const leagueRoutes: FastifyPluginAsyncZod = async (app) => {
  await app.register(memberRoutes);

  route(app, endpoints.getLeague, async (request) => {
    const member = memberOf(request);
    const found = await leagueWithSeasons(app.db, member.leagueId);
    if (!found) throw app.httpErrors.notFound('League not found');
    const { league, seasons } = found;
    return {
      id: league.id,
      name: league.name,
      currentSeason: league.currentSeason,
      defaultSeason: league.defaultSeason,
      defaultWeek: league.defaultWeek,
      seasons,
      role: member.role,
      team: member.teamId === null ? null : await findTeam(app.db, member.leagueId, member.teamId),
    };
  });
};

export default leagueRoutes;
