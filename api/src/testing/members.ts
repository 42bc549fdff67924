import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { leagues, memberships, users } from '../db/schema';
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

/**
 * Signs a new user in (the open demo league admits them as commissioner), then makes them
 * a manager of `teamId` (or of no team): for the rules that tell managers from commissioners.
 */
export async function signInAsManager(app: FastifyInstance, teamId: number | null = null): Promise<TestUser> {
  const identity = await signIn(app);
  const [user] = await app.db.select({ id: users.id }).from(users).where(eq(users.firebaseId, identity.uid));
  if (!user) throw new Error('sign-in stored no user');
  await app.db.update(memberships).set({ role: 'manager', teamId }).where(eq(memberships.userId, user.id));
  return identity;
}

/** Makes `userId` a manager of `count` new empty leagues: a person at the limit of leagues one may belong to. */
export async function joinNewLeagues(app: FastifyInstance, userId: number, count: number): Promise<void> {
  const made = await app.db
    .insert(leagues)
    .values(
      Array.from({ length: count }, (_, index) => ({
        name: `League ${index + 1} of ${count}`,
        currentSeason: 2026,
        defaultSeason: 2026,
        defaultWeek: 1,
      })),
    )
    .returning({ id: leagues.id });
  await app.db
    .insert(memberships)
    .values(made.map(({ id }) => ({ leagueId: id, userId, role: 'manager' as const, joinedAt: new Date() })));
}
