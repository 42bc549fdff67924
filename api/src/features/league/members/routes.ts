import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { endpoints } from 'shared-contracts';
import { route } from '../../../plugins/endpoint-route';
import { actorOf, memberOf } from '../../../plugins/access';
import { inviteMember, removeMember, updateMember } from './member-changes';
import { listMembers } from './member-repository';

/** /api/league/members: everyone sees who is in the league; the commissioner changes it. */
const memberRoutes: FastifyPluginAsyncZod = async (app) => {
  route(app, endpoints.listMembers, async (request) => listMembers(app.db, memberOf(request).leagueId));

  route(app, endpoints.inviteMember, async (request, reply) =>
    reply.code(201).send(await inviteMember(app.db, actorOf(request), request.body)),
  );

  route(app, endpoints.updateMember, async (request) =>
    updateMember(app.db, actorOf(request), request.params.id, request.body),
  );

  route(app, endpoints.removeMember, async (request, reply) => {
    await removeMember(app.db, actorOf(request), request.params.id);
    return reply.code(204).send(null);
  });
};

export default memberRoutes;
