import { and, eq, exists, sql } from 'drizzle-orm';
import type { Queryable } from '../../db/client';
import { memberships, users } from '../../db/schema';

/**
 * Remembers the league a user chose (the switcher, a shared link, a league they just created
 * or joined): calls without the X-League-Id header work in it from now on. Only a league they
 * belong to; answers whether it did. Choosing the league already remembered writes nothing.
 */
export async function rememberLastUsedLeague(db: Queryable, userId: number, leagueId: number): Promise<boolean> {
  const member = db
    .select({ one: sql`1` })
    .from(memberships)
    .where(and(eq(memberships.userId, userId), eq(memberships.leagueId, leagueId)));
  const [updated] = await db
    .update(users)
    .set({ lastLeagueId: leagueId })
    .where(and(eq(users.id, userId), exists(member), sql`${users.lastLeagueId} is distinct from ${leagueId}`))
    .returning({ id: users.id });
  if (updated) return true;
  // Nothing written: either already remembered (fine) or not a league of theirs.
  const [already] = await member;
  return already !== undefined;
}
