import { and, asc, eq, sql } from 'drizzle-orm';
import type { Team } from 'shared-contracts';
import type { Queryable } from '../../db/client';
import { preparedPerDatabase } from '../../db/prepared';
import { readThrough } from '../../db/read-cache';
import { teams } from '../../db/schema';

/** A team as every answer shows it (GET /api/teams, a member's team, Teams with records). */
export const teamColumns = {
  id: teams.id,
  name: teams.name,
  displayName: teams.displayName,
  abbreviation: teams.abbreviation,
  yahooTeamKey: teams.providerTeamKey,
  logoUrl: teams.logoUrl,
};

export async function listTeams(db: Queryable, leagueId: number): Promise<Team[]> {
  return db.select(teamColumns).from(teams).where(eq(teams.leagueId, leagueId)).orderBy(asc(teams.id));
}

const teamById = preparedPerDatabase((db) =>
  db
    .select(teamColumns)
    .from(teams)
    .where(and(eq(teams.leagueId, sql.placeholder('leagueId')), eq(teams.id, sql.placeholder('teamId'))))
    .prepare('team_in_league_by_id'),
);

/**
 * A member's team in their league, as GET /api/league names it on every screen: remembered
 * until a team changes. Keyed and read by league too, as every cached read of league data
 * is: a team id that is not the league's finds nothing rather than another league's team.
 */
export async function findTeam(db: Queryable, leagueId: number, teamId: number): Promise<Team | null> {
  return readThrough(
    db,
    `team ${leagueId} ${teamId}`,
    ['teams'],
    async () => {
      const [team] = await teamById(db).execute({ leagueId, teamId });
      return team ?? null;
    },
    { leagueId },
  );
}
