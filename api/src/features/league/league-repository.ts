import { asc, eq } from 'drizzle-orm';
import type { Queryable } from '../../db/client';
import { leagues, matchups } from '../../db/schema';

export async function findLeague(db: Queryable, leagueId: number) {
  const [league] = await db.select().from(leagues).where(eq(leagues.id, leagueId));
  return league ?? null;
}

/** The seasons the league has games in, oldest first: what Home and Teams offer beside their fixed list. */
export async function seasonsWithGames(db: Queryable, leagueId: number): Promise<number[]> {
  const rows = await db
    .selectDistinct({ season: matchups.season })
    .from(matchups)
    .where(eq(matchups.leagueId, leagueId))
    .orderBy(asc(matchups.season));
  return rows.map((row) => row.season);
}
