import { and, asc, eq, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { SeasonMatchup, WeekMatchup } from 'shared-contracts';
import type { Queryable } from '../../db/client';
import { preparedPerDatabase } from '../../db/prepared';
import { readThrough } from '../../db/read-cache';
import { matchups, teams } from '../../db/schema';

const homeTeam = alias(teams, 'home_team');
const awayTeam = alias(teams, 'away_team');

const weekGames = preparedPerDatabase((db) =>
  db
    .select({
      id: matchups.id,
      homeTeam: {
        id: homeTeam.id,
        name: homeTeam.name,
        abbreviation: homeTeam.abbreviation,
        logoUrl: homeTeam.logoUrl,
      },
      awayTeam: {
        id: awayTeam.id,
        name: awayTeam.name,
        abbreviation: awayTeam.abbreviation,
        logoUrl: awayTeam.logoUrl,
      },
      home_team_score: matchups.homeScore,
      away_team_score: matchups.awayScore,
      week_number: matchups.week,
      description: matchups.description,
      is_playoff: matchups.isPlayoff,
    })
    .from(matchups)
    .innerJoin(homeTeam, and(eq(homeTeam.leagueId, matchups.leagueId), eq(homeTeam.id, matchups.homeTeamId)))
    .innerJoin(awayTeam, and(eq(awayTeam.leagueId, matchups.leagueId), eq(awayTeam.id, matchups.awayTeamId)))
    .where(
      and(
        eq(matchups.leagueId, sql.placeholder('leagueId')),
        eq(matchups.season, sql.placeholder('season')),
        eq(matchups.week, sql.placeholder('week')),
      ),
    )
    .orderBy(asc(matchups.position), asc(matchups.id))
    .prepare('week_matchups'),
);

/** A week's games with both teams, in schedule order (the dashboard's panels). */
export async function weekMatchups(
  db: Queryable,
  leagueId: number,
  season: number,
  week: number,
): Promise<WeekMatchup[]> {
  return readThrough(
    db,
    `week ${leagueId} ${season} ${week}`,
    ['matchups', 'teams'],
    () => weekGames(db).execute({ leagueId, season, week }),
    { leagueId },
  );
}

/** A season's games by team id, ordered by week, then position. */
export async function seasonMatchups(db: Queryable, leagueId: number, season: number): Promise<SeasonMatchup[]> {
  return db
    .select({
      id: matchups.id,
      week_number: matchups.week,
      home_team_id: matchups.homeTeamId,
      away_team_id: matchups.awayTeamId,
      home_team_score: matchups.homeScore,
      away_team_score: matchups.awayScore,
      is_completed: matchups.isCompleted,
      is_playoff: matchups.isPlayoff,
    })
    .from(matchups)
    .where(and(eq(matchups.leagueId, leagueId), eq(matchups.season, season)))
    .orderBy(asc(matchups.week), asc(matchups.position), asc(matchups.id));
}

const teamColumns = (team: typeof homeTeam | typeof awayTeam) => ({
  id: team.id,
  name: team.name,
  abbreviation: team.abbreviation,
  logoUrl: team.logoUrl,
  teamKey: team.providerTeamKey,
});

const oneGame = preparedPerDatabase((db) =>
  db
    .select({
      id: matchups.id,
      season: matchups.season,
      week: matchups.week,
      homeTeam: teamColumns(homeTeam),
      awayTeam: teamColumns(awayTeam),
      homeScore: matchups.homeScore,
      awayScore: matchups.awayScore,
      isCompleted: matchups.isCompleted,
      isPlayoff: matchups.isPlayoff,
      description: matchups.description,
    })
    .from(matchups)
    .innerJoin(homeTeam, and(eq(homeTeam.leagueId, matchups.leagueId), eq(homeTeam.id, matchups.homeTeamId)))
    .innerJoin(awayTeam, and(eq(awayTeam.leagueId, matchups.leagueId), eq(awayTeam.id, matchups.awayTeamId)))
    .where(and(eq(matchups.leagueId, sql.placeholder('leagueId')), eq(matchups.id, sql.placeholder('id'))))
    .prepare('one_matchup'),
);

/**
 * One game of the league with both teams and their provider team keys; null when the league
 * has no such game. Read through the read cache as the week's games are: a game's page is
 * opened by many members at once on game day, and a score refresh or a schedule edit writes
 * `matchups`, which drops it.
 */
export async function findMatchup(db: Queryable, leagueId: number, id: number) {
  const [game] = await readThrough(
    db,
    `game ${leagueId} ${id}`,
    ['matchups', 'teams'],
    () => oneGame(db).execute({ leagueId, id }),
    { leagueId },
  );
  return game ?? null;
}
export type StoredMatchup = NonNullable<Awaited<ReturnType<typeof findMatchup>>>;
