// What a team change does to the season, for the optimistic update.
import type { ScheduleMatchup, Team } from 'shared-contracts';

export type TeamSide = 'home' | 'away';

/** The season with `team` as the home or away team of game `id`. */
export function changeMatchupTeam(
  matchups: readonly ScheduleMatchup[],
  id: number,
  side: TeamSide,
  team: Pick<Team, 'id' | 'name' | 'abbreviation'>,
): ScheduleMatchup[] {
  const named = { name: team.name, abbreviation: team.abbreviation };
  return matchups.map((matchup) => {
    if (matchup.id !== id) return matchup;
    return side === 'home'
      ? { ...matchup, homeTeamId: team.id, homeTeam: named }
      : { ...matchup, awayTeamId: team.id, awayTeam: named };
  });
}
