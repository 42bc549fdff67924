// A team playing twice in one week is allowed (moves insert, they never swap), and flagged on
// both games for the commissioner to fix (docs/decisions.md §9).
import type { ScheduleMatchup } from 'shared-contracts';

/** For every game that shares a team with another game of its week: those teams, home first. */
export function doubleBookedTeams(matchups: readonly ScheduleMatchup[]): Map<number, number[]> {
  const gamesPerWeekAndTeam = new Map<string, number>();
  const keyOf = (weekNumber: number, teamId: number) => `${weekNumber}:${teamId}`;
  for (const matchup of matchups) {
    for (const teamId of new Set([matchup.homeTeamId, matchup.awayTeamId])) {
      const key = keyOf(matchup.weekNumber, teamId);
      gamesPerWeekAndTeam.set(key, (gamesPerWeekAndTeam.get(key) ?? 0) + 1);
    }
  }
  const flagged = new Map<number, number[]>();
  for (const matchup of matchups) {
    const teams = [...new Set([matchup.homeTeamId, matchup.awayTeamId])].filter(
      (teamId) => (gamesPerWeekAndTeam.get(keyOf(matchup.weekNumber, teamId)) ?? 0) > 1,
    );
    if (teams.length > 0) flagged.set(matchup.id, teams);
  }
  return flagged;
}
