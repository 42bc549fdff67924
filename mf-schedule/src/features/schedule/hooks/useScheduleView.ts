// The season and week the Schedule shows, kept in the URL query (docs/decisions.md §4: shareable
// views), so a link or a reload shows the same weeks and Back undoes a change.
import { SCREEN_SEASONS, WEEKS, type LeagueInfo } from 'shared-contracts';
import { integerIn, useNumberSearchParam, useSearchParam } from 'shared-ui';
import type { WeekFilter } from '../model/schedule-weeks';

/** The league's season under way when the selector offers it (that is the one being edited). */
export function defaultScheduleSeason(league: Pick<LeagueInfo, 'currentSeason' | 'defaultSeason'> | null): number {
  for (const season of [league?.currentSeason, league?.defaultSeason]) {
    if (season !== undefined && SCREEN_SEASONS.includes(season)) return season;
  }
  return SCREEN_SEASONS[0]!;
}

const weekNumber = integerIn(WEEKS);

export function useScheduleView(league: Pick<LeagueInfo, 'currentSeason' | 'defaultSeason'> | null) {
  const [season, setSeason] = useNumberSearchParam('season', defaultScheduleSeason(league), SCREEN_SEASONS);
  const [week, setWeek] = useSearchParam<WeekFilter>('week', {
    fallback: 'all',
    parse: (raw) => (raw === 'all' ? 'all' : weekNumber(raw)),
  });
  return { season, setSeason, week, setWeek };
}
