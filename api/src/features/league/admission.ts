import { asc, eq } from 'drizzle-orm';
import type { Queryable } from '../../db/client';
import { leagues, memberships } from '../../db/schema';

/**
 * The open demo league admits every signed-in user as its commissioner, so a visitor can
 * try every screen. Joining twice changes nothing; an existing role is kept.
 */
export async function admitToOpenLeague(db: Queryable, userId: number): Promise<void> {
  const [demo] = await db.select({ id: leagues.id }).from(leagues).where(eq(leagues.isDemo, true)).orderBy(asc(leagues.id)).limit(1);
  if (!demo) return;
  await db.insert(memberships).values({ leagueId: demo.id, userId, role: 'commissioner' }).onConflictDoNothing();
}
