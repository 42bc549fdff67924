import type { Queryable } from '../../db/client';
import { listTeams } from '../teams';

/** A pick as members see it on the board (shared with the screens' tests). */
export { pickName } from 'shared-contracts/pick-names';

/** Teams' abbreviations (or names, where one has none), as `pickName` wants them. */
export function abbreviationsOf(
  teams: ReadonlyArray<{ id: number; abbreviation: string; name: string }>,
): (teamId: number) => string {
  const byId = new Map(teams.map((team) => [team.id, team.abbreviation.trim() || team.name]));
  return (teamId) => byId.get(teamId) ?? `team ${teamId}`;
}

/** The league's abbreviations, read once, as `pickName` wants them. */
export async function teamAbbreviations(db: Queryable, leagueId: number): Promise<(teamId: number) => string> {
  return abbreviationsOf(await listTeams(db, leagueId));
}
