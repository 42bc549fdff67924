import { asc, eq, sql } from 'drizzle-orm';
import type { Queryable } from '../../db/client';
import { preparedPerDatabase } from '../../db/prepared';
import { readThrough } from '../../db/read-cache';
import { leagues, matchups } from '../../db/schema';

export type League = typeof leagues.$inferSelect;

export async function findLeague(db: Queryable, leagueId: number): Promise<League | null> {
  const [league] = await db.select().from(leagues).where(eq(leagues.id, leagueId));
  return league ?? null;
}

const leagueById = preparedPerDatabase((db) =>
  db
    .select()
    .from(leagues)
    .where(eq(leagues.id, sql.placeholder('leagueId')))
    .prepare('league_by_id'),
);

// A distinct over the leading columns of matchups_league_season_week_idx: read from the index.
const seasonsOfLeague = preparedPerDatabase((db) =>
  db
    .selectDistinct({ season: matchups.season })
    .from(matchups)
    .where(eq(matchups.leagueId, sql.placeholder('leagueId')))
    .orderBy(asc(matchups.season))
    .prepare('league_seasons'),
);

/**
 * The league with the seasons it has games in, oldest first (what Home and Teams offer beside
 * their fixed list): the heart of GET /api/league, which every screen asks first. Remembered
 * until a league or a game changes (a game in a new season, the defaults an import follows),
 * so most calls read no table at all.
 */
export async function leagueWithSeasons(
  db: Queryable,
  leagueId: number,
): Promise<{ league: League; seasons: number[] } | null> {
  return readThrough(
    db,
    `league ${leagueId}`,
    ['leagues', 'matchups'],
    async () => {
      const [league] = await leagueById(db).execute({ leagueId });
      if (!league) return null;
      const seasons = await seasonsOfLeague(db).execute({ leagueId });
      return { league, seasons: seasons.map((row) => row.season) };
    },
    { leagueId },
  );
}
