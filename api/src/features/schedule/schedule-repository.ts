import { and, asc, eq, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { ScheduleMatchup } from 'shared-contracts';
import type { Queryable } from '../../db/client';
import { matchups, teams } from '../../db/schema';

const homeTeam = alias(teams, 'home_team');
const awayTeam = alias(teams, 'away_team');

function selectSchedule(db: Queryable, where: SQL | undefined) {
  return db
    .select({
      id: matchups.id,
      weekNumber: matchups.week,
      position: matchups.position,
      homeTeamId: matchups.homeTeamId,
      awayTeamId: matchups.awayTeamId,
      homeTeam: { name: homeTeam.name, abbreviation: homeTeam.abbreviation },
      awayTeam: { name: awayTeam.name, abbreviation: awayTeam.abbreviation },
      isCompleted: matchups.isCompleted,
      isPlayoff: matchups.isPlayoff,
      homeTeamScore: matchups.homeScore,
      awayTeamScore: matchups.awayScore,
    })
    .from(matchups)
    .innerJoin(homeTeam, and(eq(homeTeam.leagueId, matchups.leagueId), eq(homeTeam.id, matchups.homeTeamId)))
    .innerJoin(awayTeam, and(eq(awayTeam.leagueId, matchups.leagueId), eq(awayTeam.id, matchups.awayTeamId)))
    .where(where);
}

/** A season's schedule, ordered by week, then position. */
export async function listSchedule(db: Queryable, leagueId: number, season: number): Promise<ScheduleMatchup[]> {
  return selectSchedule(db, and(eq(matchups.leagueId, leagueId), eq(matchups.season, season))).orderBy(
    asc(matchups.week),
    asc(matchups.position),
    asc(matchups.id),
  );
}

/** One game of the league in the schedule's shape, or null (unknown, or another league's). */
export async function findScheduleMatchup(
  db: Queryable,
  leagueId: number,
  id: number,
): Promise<ScheduleMatchup | null> {
  const [row] = await selectSchedule(db, and(eq(matchups.id, id), eq(matchups.leagueId, leagueId)));
  return row ?? null;
}
