// The seasons Home and Teams offer: docs/product.md §6's 2024 to 2027, plus the league's own current
// and default seasons and every season it has games in (imported ones) when they fall outside it (docs/decisions.md §3: a fixed list never hides the
// league's own data).
import { SCREEN_SEASONS, type LeagueInfo } from 'shared-contracts';

/** docs/screens/home.md §4.1: the season Home (and Teams) open on when the league names none. */
export const DEFAULT_SEASON = 2024;

export function seasonChoices(
  league: Pick<LeagueInfo, 'currentSeason' | 'defaultSeason' | 'seasons'> | null,
): number[] {
  const seasons = new Set(SCREEN_SEASONS);
  if (league) {
    seasons.add(league.currentSeason);
    seasons.add(league.defaultSeason);
    for (const season of league.seasons) seasons.add(season);
  }
  return [...seasons].sort((a, b) => a - b);
}
