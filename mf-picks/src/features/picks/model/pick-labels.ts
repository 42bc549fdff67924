// The words a pick tile and the ping pong balls card show (docs/screens/picks.md §2).
import type { DraftPick, Team } from 'shared-contracts';

export const UNKNOWN_TEAM = 'Unknown';
export const INVALID_TEAM_ID = 'Invalid team ID';

export type TeamsById = ReadonlyMap<number, Pick<Team, 'id' | 'abbreviation'>>;

export function teamsById(teams: readonly Pick<Team, 'id' | 'abbreviation'>[]): TeamsById {
  return new Map(teams.map((team) => [team.id, team]));
}

/** A team's abbreviation, or 'Unknown' for a team the league's list does not hold (or one without an abbreviation). */
export function teamAbbreviation(teams: TeamsById, teamId: number): string {
  const abbreviation = teams.get(teamId)?.abbreviation.trim();
  return abbreviation ? abbreviation : UNKNOWN_TEAM;
}

/** The position number, or '-' while the round's order is not known. */
export function positionLabel(position: number | null): string {
  return position === null ? '-' : String(position);
}

/** '(via ABBR)' for a pick that changed hands: ABBR is the team it came from. */
export function viaLabel(teams: TeamsById, pick: Pick<DraftPick, 'currentTeamId' | 'originalTeamId'>): string | null {
  return pick.originalTeamId === pick.currentTeamId ? null : `(via ${teamAbbreviation(teams, pick.originalTeamId)})`;
}

/** '1 ball', '0 balls', '7 balls'. */
export function ballCountLabel(quantity: number): string {
  return `${quantity} ${quantity === 1 ? 'ball' : 'balls'}`;
}

/** A team chosen in a dropdown: a positive integer id, or null (docs/screens/picks.md §4.2: 'Invalid team ID'). */
export function parseTeamId(value: string): number | null {
  if (!/^\d+$/.test(value.trim())) return null;
  const id = Number(value);
  return Number.isSafeInteger(id) && id > 0 ? id : null;
}
