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
 * any. Playoff games are Sleeper's brackets, not the league's schedule.
 */
export function lastRegularWeek(league: SleeperLeague): number {
  return league.playoffWeekStart ? Math.min(18, league.playoffWeekStart - 1) : 17;
}

export function weekTiming(league: SleeperLeague, state: NflState, week: number): WeekTiming {
  if (league.status === 'complete' || league.season < state.season) return 'over';
  if (league.season > state.season || !inSeason(state)) return 'ahead';
  if (state.seasonType === 'post' || week < state.week) return 'over';
  return week === state.week ? 'current' : 'ahead';
}

export function providerSeason(league: SleeperLeague, state: NflState): ProviderSeason {
  const endWeek = lastRegularWeek(league);
  const isFinished = league.status === 'complete';
  let currentWeek: number | null;
  if (isFinished || league.season < state.season || (league.season === state.season && state.seasonType === 'post'))
    currentWeek = endWeek;
  else if (league.season > state.season) currentWeek = null;
  else currentWeek = inSeason(state) ? Math.max(1, state.week) : 1;
  return { leagueKey: league.leagueId, name: league.name, season: league.season, currentWeek, endWeek, isFinished };
}
