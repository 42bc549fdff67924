// The season and week Teams shows, kept in the URL query: the league's default season and
// week 1 unless the link says otherwise (docs/screens/teams.md §4.1).
import { useAuth } from 'shared-auth';
import { WEEKS } from 'shared-contracts';
import { useNumberSearchParam } from 'shared-ui';
import { DEFAULT_SEASON, seasonChoices } from '../../../lib/seasons';

/** docs/screens/teams.md §4.1: the Teams week starts at 1. */
export const TEAMS_DEFAULT_WEEK = 1;

export function useTeamsSelection() {
  const { league } = useAuth();
  const seasons = seasonChoices(league);
  const [season, setSeason] = useNumberSearchParam('season', league?.defaultSeason ?? DEFAULT_SEASON, seasons);
  const [week, setWeek] = useNumberSearchParam('week', TEAMS_DEFAULT_WEEK, WEEKS);
  return { seasons, season, setSeason, week, setWeek };
}
