// The season and week the Schedule shows, kept in the URL query (docs/decisions.md §4: shareable
// views), so a link or a reload shows the same weeks and Back undoes a change.
import { SCREEN_SEASONS, WEEKS, type LeagueInfo } from 'shared-contracts';
import { integerIn, useNumberSearchParam, useSearchParam } from 'shared-ui';
import type { WeekChoice } from '../model/schedule-weeks';

/** The league's season under way when the selector offers it (that is the one being edited). */
export function defaultScheduleSeason(league: Pick<LeagueInfo, 'currentSeason' | 'defaultSeason'> | null): number {
  for (const season of [league?.currentSeason, league?.defaultSeason]) {
    if (season !== undefined && SCREEN_SEASONS.includes(season)) return season;
  }
  return SCREEN_SEASONS[0]!;
}

const weekNumber = integerIn(WEEKS);

/**
 * `compact`: the phone layout, whose unchosen week is the one under way ('current'), so its
 * All Weeks is kept in the URL as `week=all`; the full layout's unchosen week is All Weeks.
 */
export function useScheduleView(league: Pick<LeagueInfo, 'currentSeason' | 'defaultSeason'> | null, compact = false) {
  const [season, setSeason] = useNumberSearchParam('season', defaultScheduleSeason(league), SCREEN_SEASONS);
  const [week, setWeek] = useSearchParam<WeekChoice>('week', {
    fallback: compact ? 'current' : 'all',
    parse: (raw) => (raw === 'all' ? 'all' : weekNumber(raw)),
  });
  return { season, setSeason, week, setWeek };
}
