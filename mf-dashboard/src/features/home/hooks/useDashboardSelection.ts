// The season and week Home shows: from the URL query when it holds valid ones, else the
// league's defaults (GET /api/league; the demo's 2024, week 17). Changing either pushes a
// history entry, so a link or a reload shows the same view and Back undoes a change.
import { useAuth } from 'shared-auth';
import { WEEKS, nextWeekOf } from 'shared-contracts';
import { useNumberSearchParam } from 'shared-ui';
import { DEFAULT_SEASON, seasonChoices } from '../../../lib/seasons';

/** docs/screens/home.md §4.1: the week the dashboard opens on when the league names none. */
export const DASHBOARD_DEFAULT_WEEK = 17;

export function useDashboardSelection() {
  const { league } = useAuth();
  const seasons = seasonChoices(league);
  const [season, setSeason] = useNumberSearchParam('season', league?.defaultSeason ?? DEFAULT_SEASON, seasons);
  const [week, setWeek] = useNumberSearchParam('week', league?.defaultWeek ?? DASHBOARD_DEFAULT_WEEK, WEEKS);
  return { seasons, season, setSeason, week, setWeek, nextWeek: nextWeekOf(week) };
}
