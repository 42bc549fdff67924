import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { endpoints } from 'shared-contracts';
import { identityOf } from '../../plugins/access';
import { route } from '../../plugins/endpoint-route';
import { storedUserId } from './caller-user';
import invitationLinkRoutes from './invitation-links/routes';
import { leaguesOf } from './league-directory';
import { createLeague, LeagueLimitError } from './league-creation';
import { rememberLastUsedLeague } from './last-used-league';

/**
 * /api/leagues: the leagues of any signed-in person (docs/leagues.md): those they belong to,
 * a new one they create, the one calls without an X-League-Id header work in; and the
 * invitation links that let people join.
 */
const leaguesRoutes: FastifyPluginAsyncZod = async (app) => {
  await app.register(invitationLinkRoutes);

  /** The caller's stored user id; a caller the account sync has not stored yet is refused. */
  async function callerId(request: Parameters<typeof identityOf>[0]): Promise<number> {
    const userId = await storedUserId(app.db, identityOf(request).uid);
    if (userId === null) throw app.httpErrors.forbidden('Sign in again: your account is not set up yet');
    return userId;
  }

  route(app, endpoints.listLeagues, async (request) => {
    const userId = await storedUserId(app.db, identityOf(request).uid);
    return userId === null ? { leagues: [], lastUsedLeagueId: null } : leaguesOf(app.db, userId);
  });

  route(app, endpoints.createLeague, async (request, reply) => {
    const userId = await callerId(request);
    try {
      return reply.code(201).send(await createLeague(app.db, userId, request.body));
    } catch (error) {
      if (error instanceof LeagueLimitError) throw app.httpErrors.conflict(error.message);
      throw error;
    }
  });

  route(app, endpoints.useLeague, async (request, reply) => {
    const userId = await callerId(request);
    if (!(await rememberLastUsedLeague(app.db, userId, request.body.leagueId))) {
      throw app.httpErrors.notFound('League not found');
    }
    return reply.code(204).send(null);
  });
};

export default leaguesRoutes;
