import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { endpoints } from 'shared-contracts';
import { route } from '../../plugins/endpoint-route';
import { identityOf } from '../../plugins/access';
import { admit } from '../league';
import { findMemberByFirebaseId } from '../league';
import { unverifiedEmailMessage, verifiedEmail } from './identity';
import { toStoredUser, upsertUser } from './user-repository';

export type AuthRoutesOptions = { demoLeagueOpen: boolean };

/**
 * /api/auth: where a signed-in identity becomes a stored user and a member: of the leagues
 * that invited their email, and of the open demo league when it is open. Only the ID token's
 * verified email counts, never the body's. Anyone else (an uninvited or unverified email) is
 * refused with 403 and nothing is stored.
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
      // Throwing inside the transaction rolls the user back too: a refusal stores nothing.
      if (!(await findMemberByFirebaseId(tx, identity.uid))) {
        throw app.httpErrors.forbidden(`${email} has not been invited to this league`);
      }
      return result;
    });
    return reply.code(created ? 201 : 200).send(toStoredUser(user));
  });
};

export default authRoutes;
