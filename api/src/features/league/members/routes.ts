import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorBody, idParams, inviteMemberBody, leagueMember, leagueMemberList, updateMemberBody } from 'shared-contracts';
import { z } from 'zod';
import { actorOf, memberOf } from '../../../plugins/access';
import { inviteMember, removeMember, updateMember } from './member-changes';
import { listMembers } from './member-repository';

const errors = { 400: errorBody, 401: errorBody, 403: errorBody, 404: errorBody, 409: errorBody };

/** /api/league/members: everyone sees who is in the league; the commissioner changes it. */
const memberRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/',
    { schema: { summary: 'Every member and open invitation of the league', tags: ['members'], response: { 200: leagueMemberList, ...errors } } },
    async (request) => listMembers(app.db, memberOf(request).leagueId),
  );

  app.post(
    '/',
    {
      config: { access: 'commissioner' },
      schema: { summary: 'Invite an email as commissioner or manager, optionally of a team', tags: ['members'], body: inviteMemberBody, response: { 201: leagueMember, ...errors } },
    },
    async (request, reply) => reply.code(201).send(await inviteMember(app.db, actorOf(request), request.body)),
  );

  app.patch(
    '/:id',
    {
      config: { access: 'commissioner' },
      schema: { summary: "Change a member's role or team", tags: ['members'], params: idParams, body: updateMemberBody, response: { 200: leagueMember, ...errors } },
    },
    async (request) => updateMember(app.db, actorOf(request), request.params.id, request.body),
  );

  app.delete(
    '/:id',
    {
      config: { access: 'commissioner' },
      schema: { summary: 'Remove a member or withdraw an invitation', tags: ['members'], params: idParams, response: { 204: z.null(), ...errors } },
    },
    async (request, reply) => {
      await removeMember(app.db, actorOf(request), request.params.id);
      return reply.code(204).send(null);
    },
  );
};

export default memberRoutes;
