import { asc, eq } from 'drizzle-orm';
import type { Team } from 'shared-contracts';
import type { Queryable } from '../../db/client';
import { teams } from '../../db/schema';

/** A team as every answer shows it (GET /api/teams, a member's team, Teams with records). */
export const teamColumns = {
  id: teams.id,
  name: teams.name,
  displayName: teams.displayName,
  abbreviation: teams.abbreviation,
  yahooTeamKey: teams.yahooTeamKey,
  logoUrl: teams.logoUrl,
};

export async function listTeams(db: Queryable, leagueId: number): Promise<Team[]> {
  return db.select(teamColumns).from(teams).where(eq(teams.leagueId, leagueId)).orderBy(asc(teams.id));
}

export async function findTeam(db: Queryable, teamId: number): Promise<Team | null> {
  const [team] = await db.select(teamColumns).from(teams).where(eq(teams.id, teamId));
  return team ?? null;
}
