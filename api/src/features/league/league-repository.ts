import { and, asc, eq, min, sql } from 'drizzle-orm';
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

// The first week of a season with a game not yet completed: the week under way, or the next
// to play (the Schedule's phone view opens on the same week, docs/screens/schedule.md §2).
const weekUnderWayOf = preparedPerDatabase((db) =>
  db
    .select({ week: min(matchups.week) })
    .from(matchups)
    .where(
      and(
        eq(matchups.leagueId, sql.placeholder('leagueId')),
        eq(matchups.season, sql.placeholder('season')),
        eq(matchups.isCompleted, false),
      ),
    )
    .prepare('league_week_under_way'),
);

/**
 * The week Home and Teams open on (docs/screens/home.md §4.1): while the default season has a
 * game not yet completed, the first week with one, so the league's week follows its games as
 * their scores come in (an import, the score refresh, an edit by hand), whether the games were
 * imported or generated. Games carry no dates, only their state. Once every game is completed,
 * or before the season has any, the week the league keeps (an import's last finished week).
 */
export function openingWeek(league: Pick<League, 'defaultWeek'>, weekUnderWay: number | null): number {
  return weekUnderWay ?? league.defaultWeek;
}

/**
 * The league with the seasons it has games in, oldest first (what Home and Teams offer beside
 * their fixed list): the heart of GET /api/league, which every screen asks first. Remembered
 * until a league or a game changes (a game in a new season, the defaults an import follows),
 * so most calls read no table at all.
 */
export async function leagueWithSeasons(
  db: Queryable,
  leagueId: number,
): Promise<{ league: League; seasons: number[]; weekUnderWay: number | null } | null> {
  return readThrough(
    db,
    `league ${leagueId}`,
    ['leagues', 'matchups'],
    async () => {
      const [league] = await leagueById(db).execute({ leagueId });
      if (!league) return null;
      const seasons = await seasonsOfLeague(db).execute({ leagueId });
      const [underWay] = await weekUnderWayOf(db).execute({ leagueId, season: league.defaultSeason });
      return { league, seasons: seasons.map((row) => row.season), weekUnderWay: underWay?.week ?? null };
    },
    { leagueId },
  );
}
