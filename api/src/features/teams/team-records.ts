import { and, desc, eq, isNotNull, or, type Placeholder, sql } from 'drizzle-orm';
import type { StandingsEntry } from 'shared-contracts';
import type { Queryable } from '../../db/client';
import { preparedPerDatabase } from '../../db/prepared';
import { readThrough } from '../../db/read-cache';
import { matchups, teams } from '../../db/schema';
import { gamesBack, streaksOf } from './standings-extras';
import { teamColumns } from './team-repository';

/**
 * Season records of every team of a league in ONE query: each team joined to its completed,
 * scored regular-season games of the season (as home or away), then counted. A team without games keeps a
 * zero record, because the join is a left join.
 */
const own = sql`case when ${matchups.homeTeamId} = ${teams.id} then ${matchups.homeScore} else ${matchups.awayScore} end`;
const theirs = sql`case when ${matchups.homeTeamId} = ${teams.id} then ${matchups.awayScore} else ${matchups.homeScore} end`;

const record = {
  wins: sql<number>`count(*) filter (where ${own} > ${theirs})`.mapWith(Number),
  losses: sql<number>`count(*) filter (where ${own} < ${theirs})`.mapWith(Number),
  ties: sql<number>`count(*) filter (where ${own} = ${theirs})`.mapWith(Number),
  totalPoints: sql<number>`round(coalesce(sum(${own}), 0), 2)`.mapWith(Number),
};

/** Win percentage with a tie counting half; a team that has not played sits at 0. */
const winPercentage = sql`coalesce((count(*) filter (where ${own} > ${theirs}) + 0.5 * count(*) filter (where ${own} = ${theirs}))::numeric / nullif(count(${matchups.id}), 0), 0)`;
const pointsFor = sql`coalesce(sum(${own}), 0)`;

/** The games a record counts: completed, scored regular-season games of the season. */
function countedGames(leagueId: number | Placeholder, season: number | Placeholder) {
  return and(
    eq(matchups.leagueId, leagueId),
    eq(matchups.season, season),
    eq(matchups.isCompleted, true),
    // The standings are the regular season's: playoff games are shown, never counted.
    eq(matchups.isPlayoff, false),
    isNotNull(matchups.homeScore),
    isNotNull(matchups.awayScore),
  );
}

function gamesOf(leagueId: number | Placeholder, season: number | Placeholder) {
  return and(countedGames(leagueId, season), or(eq(matchups.homeTeamId, teams.id), eq(matchups.awayTeamId, teams.id)));
}

export type StandingsRow = StandingsEntry;

const standings = preparedPerDatabase((db) =>
  db
    .select({
      id: teams.id,
      name: teams.name,
      ...record,
      pointsAgainst: sql<number>`round(coalesce(sum(${theirs}), 0), 2)`.mapWith(Number),
    })
    .from(teams)
    .leftJoin(matchups, gamesOf(sql.placeholder('leagueId'), sql.placeholder('season')))
    .where(eq(teams.leagueId, sql.placeholder('leagueId')))
    .groupBy(teams.leagueId, teams.id)
    .orderBy(desc(winPercentage), desc(pointsFor), teams.id)
    .prepare('season_standings'),
);

// The same games, latest first, for the streaks (the standings' own index: league, season, week).
const latestGames = preparedPerDatabase((db) =>
  db
    .select({
      homeTeamId: matchups.homeTeamId,
      awayTeamId: matchups.awayTeamId,
      homeScore: sql<number>`${matchups.homeScore}`.mapWith(Number),
      awayScore: sql<number>`${matchups.awayScore}`.mapWith(Number),
    })
    .from(matchups)
    .where(countedGames(sql.placeholder('leagueId'), sql.placeholder('season')))
    .orderBy(desc(matchups.week), desc(matchups.position), desc(matchups.id))
    .prepare('season_latest_games'),
);

/**
 * Standings: win percentage, then total points, then id so equal teams keep a stable order;
 * each team with its points against, streak and games back from the first
 * (docs/screens/home.md §4.2).
 */
export async function seasonStandings(db: Queryable, leagueId: number, season: number): Promise<StandingsRow[]> {
  return readThrough(
    db,
    `standings ${leagueId} ${season}`,
    ['matchups', 'teams'],
    async () => {
      const rows = await standings(db).execute({ leagueId, season });
      const streaks = streaksOf(await latestGames(db).execute({ leagueId, season }));
      const leader = rows[0];
      return rows.map((row) => ({
        ...row,
        streak: streaks.get(row.id) ?? null,
        gamesBack: leader ? gamesBack(leader, row) : 0,
      }));
    },
    { leagueId },
  );
}

/** Every team with its record that season, in id order (the Teams screen's cards). */
export async function teamsWithRecords(db: Queryable, leagueId: number, season: number) {
  return db
    .select({ ...teamColumns, ...record })
    .from(teams)
    .leftJoin(matchups, gamesOf(leagueId, season))
    .where(eq(teams.leagueId, leagueId))
    .groupBy(teams.leagueId, teams.id)
    .orderBy(teams.id);
}
