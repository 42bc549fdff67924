import { count } from 'drizzle-orm';
import type { Database } from '../client';
import { leagues, teams } from '../schema';
import { DEMO_LEAGUE, DEMO_TEAMS } from './demo-teams';

/**
 * Seeds the demo league on an empty database, all in one transaction: a crash halfway
 * leaves the database empty, and the next start seeds it again.
 * Returns whether anything was written.
 */
export async function seedIfEmpty(db: Database): Promise<boolean> {
  const [existing] = await db.select({ leagues: count() }).from(leagues);
  if ((existing?.leagues ?? 0) > 0) return false;
  await db.transaction(async (tx) => {
    const [league] = await tx
      .insert(leagues)
      .values({ ...DEMO_LEAGUE, isDemo: true })
      .returning({ id: leagues.id });
    if (!league) throw new Error('Seeding failed: the demo league was not created');
    await tx.insert(teams).values(DEMO_TEAMS.map((team) => ({ ...team, leagueId: league.id })));
  });
  return true;
}
