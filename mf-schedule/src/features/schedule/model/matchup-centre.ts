// The centre of a schedule row (docs/screens/schedule.md §2): 'home score - away score' for a completed game,
// each score to 2 decimals as on Home, a dash standing in for a missing score, else the 'Upcoming' badge.
import type { ScheduleMatchup } from 'shared-contracts';
import { formatPoints } from 'shared-ui';

export const UPCOMING = 'Upcoming';
const MISSING_SCORE = '-';

export type MatchupCentre = { kind: 'score'; text: string } | { kind: 'upcoming' };

export function matchupCentre(
  matchup: Pick<ScheduleMatchup, 'isCompleted' | 'homeTeamScore' | 'awayTeamScore'>,
): MatchupCentre {
  if (!matchup.isCompleted) return { kind: 'upcoming' };
  const score = (value: number | null) => (value === null ? MISSING_SCORE : formatPoints(value));
  return { kind: 'score', text: `${score(matchup.homeTeamScore)} - ${score(matchup.awayTeamScore)}` };
}
