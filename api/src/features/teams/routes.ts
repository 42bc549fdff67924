import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { endpoints } from 'shared-contracts';
import { leagueSetupEndpoints } from 'shared-contracts/league-setup';
import { route } from '../../plugins/endpoint-route';
import { actorOf, memberOf } from '../../plugins/access';
import { createTeam, removeTeam, updateTeam } from './team-editor';
import { listTeams } from './team-repository';
import { teamsWithRecords } from './team-records';

/**
 * /api/teams: the league's teams (with ?season= each also carries that season's record). The
 * commissioner creates, renames and removes teams (one with history can only be renamed).
 * What each team holds is read where it is kept: GET /api/teams/players with the players,
 * GET /api/teams/draft-picks with the picks.
 */
const teamRoutes: FastifyPluginAsyncZod = async (app) => {
  route(app, endpoints.listTeams, async (request) => {
    const { leagueId } = memberOf(request);
    const { season } = request.query;
    return season === undefined ? listTeams(app.db, leagueId) : teamsWithRecords(app.db, leagueId, season);
  });

  route(app, leagueSetupEndpoints.createTeam, async (request, reply) =>
    reply.code(201).send(await createTeam(app.db, actorOf(request), request.body)),
  );

  route(app, leagueSetupEndpoints.updateTeam, async (request) =>
    updateTeam(app.db, actorOf(request), request.params.id, request.body),
  );

  route(app, leagueSetupEndpoints.removeTeam, async (request, reply) => {
    await removeTeam(app.db, actorOf(request), request.params.id);
    return reply.code(204).send(null);
  });
};

export default teamRoutes;
