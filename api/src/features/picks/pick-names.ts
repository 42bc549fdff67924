import type { Queryable } from '../../db/client';
import { listTeams } from '../teams';
import type { PickRow } from './pick-repository';

/**
 * A pick as members see it on the board: "2025 round 1, pick 2, held by IRN", or, before the
 * round has an order, "2025 round 1, IRN's pick, held by IRN". Never the row's id, which no
 * screen shows.
 */
export function pickName(
  pick: Pick<PickRow, 'year' | 'round' | 'position' | 'currentTeamId' | 'originalTeamId'>,
  abbreviation: (teamId: number) => string,
): string {
  const which = pick.position === null ? `${abbreviation(pick.originalTeamId)}'s pick` : `pick ${pick.position}`;
  return `${pick.year} round ${pick.round}, ${which}, held by ${abbreviation(pick.currentTeamId)}`;
}

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
