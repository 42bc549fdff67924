import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { endpoints } from 'shared-contracts';
import { actorOf, identityOf } from '../../../plugins/access';
import { route } from '../../../plugins/endpoint-route';
import { storedUserId } from '../caller-user';
import { LeagueLimitError } from '../league-creation';
import { acceptInvitation, invitationCardOf, previewInvitation } from './joining';
import { createLink, revokeLink } from './link-changes';
import { listLinks, toInvitationLink } from './link-repository';

/**
 * /api/league/invitation-links and /api/invitations/{token}: the links a commissioner shares
 * in the active league (its X-League-Id header), and the page such a link opens, which any
 * signed-in person may call whatever league they are in; its card (…/card) anyone may read,
 * signed in or not, limited per address like every call (docs/api.md §5).
 */
const invitationLinkRoutes: FastifyPluginAsyncZod = async (app) => {
  route(app, endpoints.listInvitationLinks, async (request) => {
    const now = new Date();
    return (await listLinks(app.db, actorOf(request).leagueId)).map((link) => toInvitationLink(link, now));
  });

  route(app, endpoints.createInvitationLink, async (request, reply) =>
    reply.code(201).send(await createLink(app.db, actorOf(request), request.body)),
  );

  route(app, endpoints.revokeInvitationLink, async (request, reply) => {
    await revokeLink(app.db, actorOf(request), request.params.id);
    return reply.code(204).send(null);
  });

  route(app, endpoints.previewInvitation, async (request) => {
    const userId = await storedUserId(app.db, identityOf(request).uid);
    return previewInvitation(app.db, request.params.token, userId);
  });

  route(app, endpoints.readInvitationCard, async (request, reply) => {
    // Public, but never kept by a shared cache: a link's uses and revocation change its answer.
    reply.header('cache-control', 'no-store');
    return invitationCardOf(app.db, request.params.token);
  });

  route(app, endpoints.acceptInvitation, async (request) => {
    const userId = await storedUserId(app.db, identityOf(request).uid);
    if (userId === null) throw app.httpErrors.forbidden('Sign in again: your account is not set up yet');
    try {
      return await acceptInvitation(app.db, request.params.token, userId);
    } catch (error) {
      if (error instanceof LeagueLimitError) throw app.httpErrors.conflict(error.message);
      throw error;
    }
  });
};

export default invitationLinkRoutes;
