// The season and week Teams shows, kept in the URL query: the league's default season and its
// current week (as Home opens on) unless the link says otherwise (docs/screens/teams.md §4.1).
import { useAuth } from 'shared-auth';
import { WEEKS } from 'shared-contracts';
import { useNumberSearchParam } from 'shared-ui';
import { DEFAULT_SEASON, seasonChoices } from '../../../lib/seasons';

/** The week Teams opens on while the league is not known (a remote running alone, signed out). */
export const TEAMS_FALLBACK_WEEK = 1;

export function useTeamsSelection() {
  const { league } = useAuth();
  const seasons = seasonChoices(league);
  const [season, setSeason] = useNumberSearchParam('season', league?.defaultSeason ?? DEFAULT_SEASON, seasons);
  const [week, setWeek] = useNumberSearchParam('week', league?.defaultWeek ?? TEAMS_FALLBACK_WEEK, WEEKS);
  return { seasons, season, setSeason, week, setWeek };
}
