import { eq } from 'drizzle-orm';
import type { Queryable } from '../../db/client';
import { leagues } from '../../db/schema';

export async function findLeague(db: Queryable, leagueId: number) {
  const [league] = await db.select().from(leagues).where(eq(leagues.id, leagueId));
  return league ?? null;
}
