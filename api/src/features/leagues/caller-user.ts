import { eq } from 'drizzle-orm';
import type { Queryable } from '../../db/client';
import { users } from '../../db/schema';

/**
 * The stored user behind a verified identity, for the routes any signed-in person may call
 * (their leagues, a new league, an invitation link). The web app's account sync stores them
 * before it calls any of these; a caller it has not stored yet has no leagues to act on.
 */
export async function storedUserId(db: Queryable, firebaseId: string): Promise<number | null> {
  const [row] = await db.select({ id: users.id }).from(users).where(eq(users.firebaseId, firebaseId));
  return row?.id ?? null;
}
