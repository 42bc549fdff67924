import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorBody, storedUser, syncUserBody } from 'shared-contracts';
import { identityOf } from '../../plugins/access';
import { admitToOpenLeague } from '../league/admission';
import { toStoredUser, upsertUser } from './user-repository';

export type AuthRoutesOptions = { demoLeagueOpen: boolean };

/** /api/auth: where a signed-in identity becomes a stored user (and, maybe, a member). */
const authRoutes: FastifyPluginAsyncZod<AuthRoutesOptions> = async (app, { demoLeagueOpen }) => {
  app.post(
    '/user',
    {
      config: { access: 'identity' },
      schema: {
        summary: 'Store or refresh the signed-in user; admits them to the open demo league',
        tags: ['auth'],
        body: syncUserBody,
        response: { 200: storedUser, 201: storedUser, 400: errorBody, 401: errorBody, 403: errorBody },
      },
    },
    async (request, reply) => {
      const identity = identityOf(request);
      if (request.body.firebaseId !== identity.uid) {
        throw app.httpErrors.forbidden('firebaseId does not match the signed-in user');
      }
      const { user, created } = await app.db.transaction(async (tx) => {
        const result = await upsertUser(tx, {
          firebaseId: identity.uid,
          // The token's email is the verified one; the body's is only a fallback.
          email: identity.email ?? request.body.email,
          displayName: request.body.displayName ?? null,
          photoURL: request.body.photoURL ?? null,
        });
        if (demoLeagueOpen) await admitToOpenLeague(tx, result.user.id);
        return result;
      });
      return reply.code(created ? 201 : 200).send(toStoredUser(user));
    },
  );
};

export default authRoutes;
