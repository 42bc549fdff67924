/**
 * A Sleeper season's weeks against the NFL calendar (docs/sleeper.md §6): which week is under
 * way, which are over, and where the regular season ends. Pure, so each rule is tested alone.
 */
import type { ProviderSeason } from '../provider';
import type { NflState, SleeperLeague } from './parse/league';

/** Over (final points), the week under way, or still ahead (no points yet). */
export type WeekTiming = 'over' | 'current' | 'ahead';

/** The regular season or the post-season: Sleeper's `pre` (and `off`) come before the first week. */
function inSeason(state: NflState): boolean {
  return state.seasonType === 'regular' || state.seasonType === 'post';
}

/**
 * The last week of the regular season: the week before the playoffs, 17 for a league without
 * any. The standings count the weeks up to it.
 */
export function lastRegularWeek(league: SleeperLeague): number {
  return league.playoffWeekStart ? Math.min(18, league.playoffWeekStart - 1) : 17;
}

/**
 * The season's last week: the playoffs' last (bracket and consolation games are imported as
 * playoff games, docs/sleeper.md §6), the regular season's without playoffs; never past 18.
 */
export function lastSeasonWeek(league: SleeperLeague): number {
  if (!league.playoffWeekStart || league.playoffWeeks === 0) return lastRegularWeek(league);
  return Math.min(18, league.playoffWeekStart + league.playoffWeeks - 1);
}

/** Whether a week is one of the playoffs' (from settings.playoff_week_start on). */
export function isPlayoffWeek(league: SleeperLeague, week: number): boolean {
  return league.playoffWeekStart !== null && week >= league.playoffWeekStart;
}

export function weekTiming(league: SleeperLeague, state: NflState, week: number): WeekTiming {
  if (league.status === 'complete' || league.season < state.season) return 'over';
  if (league.season > state.season || !inSeason(state)) return 'ahead';
  if (state.seasonType === 'post' || week < state.week) return 'over';
  return week === state.week ? 'current' : 'ahead';
}

export function providerSeason(league: SleeperLeague, state: NflState): ProviderSeason {
  const endWeek = lastSeasonWeek(league);
  const isFinished = league.status === 'complete';
  let currentWeek: number | null;
  if (isFinished || league.season < state.season || (league.season === state.season && state.seasonType === 'post'))
    currentWeek = endWeek;
  else if (league.season > state.season) currentWeek = null;
  else currentWeek = inSeason(state) ? Math.max(1, state.week) : 1;
  return { leagueKey: league.leagueId, name: league.name, season: league.season, currentWeek, endWeek, isFinished };
}
