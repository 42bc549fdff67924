// Schedule rows for the unit tests: game(id, week, position) with teams that vary by id.
import type { ScheduleMatchup } from 'shared-contracts';

export function game(
  id: number,
  weekNumber: number,
  position: number,
  overrides: Partial<ScheduleMatchup> = {},
): ScheduleMatchup {
  const homeTeamId = ((id * 2 - 2) % 12) + 1;
  const awayTeamId = homeTeamId + 1;
  return {
    id,
    weekNumber,
    position,
    homeTeamId,
    awayTeamId,
    homeTeam: { name: `Team ${homeTeamId}`, abbreviation: `T${homeTeamId}` },
    awayTeam: { name: `Team ${awayTeamId}`, abbreviation: `T${awayTeamId}` },
    isCompleted: false,
    isPlayoff: false,
    homeTeamScore: null,
    awayTeamScore: null,
    ...overrides,
  };
}
