import type { FastifyInstance } from 'fastify';
import { bearer, createTestUser, type TestUser } from './identities';

/** Signs a new emulator user in through POST /api/auth/user, the way the web app does. */
export async function signIn(app: FastifyInstance, user?: TestUser): Promise<TestUser> {
  const identity = user ?? (await createTestUser());
  const response = await app.inject({
    method: 'POST',
    url: '/api/auth/user',
    headers: bearer(identity),
    payload: { firebaseId: identity.uid, email: identity.email, displayName: identity.name, photoURL: null },
  });
  if (response.statusCode >= 300) throw new Error(`sign-in failed: ${response.statusCode} ${response.body}`);
  return identity;
}
