import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { endpoints } from 'shared-contracts';
import { route } from '../../plugins/endpoint-route';
import { identityOf } from '../../plugins/access';
import { admit } from '../league';
import { unverifiedEmailMessage, verifiedEmail } from './identity';
import { toStoredUser, upsertUser } from './user-repository';

export type AuthRoutesOptions = { demoLeagueOpen: boolean };

/**
 * /api/auth: where a signed-in identity becomes a stored user and a member: of the leagues
 * that invited their email, and of the open demo league when it is open. Only the ID token's
 * verified email counts, never the body's; an unverified email is refused with 403 and
 * nothing is stored. A person in no league is stored too: they create a league or join one
 * by an invitation link (docs/leagues.md).
 */
const authRoutes: FastifyPluginAsyncZod<AuthRoutesOptions> = async (app, { demoLeagueOpen }) => {
  route(app, endpoints.syncUser, async (request, reply) => {
    const identity = identityOf(request);
    if (request.body.firebaseId !== identity.uid) {
      throw app.httpErrors.forbidden('firebaseId does not match the signed-in user');
    }
    // The body's email could be anyone's, and so could an unverified one in the token.
    const email = verifiedEmail(identity);
    if (!email) throw app.httpErrors.forbidden(unverifiedEmailMessage(identity));
    const { user, created } = await app.db.transaction(async (tx) => {
      const result = await upsertUser(tx, {
        firebaseId: identity.uid,
        email,
        displayName: request.body.displayName ?? null,
        photoURL: request.body.photoURL ?? null,
      });
      await admit(tx, { id: result.user.id, email }, { demoLeagueOpen });
      return result;
    });
    return reply.code(created ? 201 : 200).send(toStoredUser(user));
  });
};

export default authRoutes;
