// The seasons Home and Teams offer: SPEC.md §5's 2024 to 2027, plus the league's own current
// and default seasons and every season it has games in (imported ones) when they fall outside it (DESIGN.md §6: a fixed list never hides the
// league's own data).
import { SCREEN_SEASONS, type LeagueInfo } from 'shared-contracts';

/** SPEC.md §4: the season Home (and Teams) open on when the league names none. */
export const DEFAULT_SEASON = 2024;

export function seasonChoices(league: Pick<LeagueInfo, 'currentSeason' | 'defaultSeason' | 'seasons'> | null): number[] {
  const seasons = new Set(SCREEN_SEASONS);
  if (league) {
    seasons.add(league.currentSeason);
    seasons.add(league.defaultSeason);
    for (const season of league.seasons) seasons.add(season);
  }
  return [...seasons].sort((a, b) => a - b);
}
