// The week cards of the Schedule screen: a season's games grouped by week, in position order.
import { WEEKS, type ScheduleMatchup } from 'shared-contracts';

/** 'all' or one week, as the week selector holds it (docs/screens/schedule.md §2: default 'all'). */
export type WeekFilter = number | 'all';

/**
 * The week choice as the URL holds it: 'current' while nobody chose, which the full layout shows
 * as All Weeks and the compact one as the week under way (docs/screens/schedule.md §2).
 */
export type WeekChoice = WeekFilter | 'current';

export interface ScheduleWeek {
  weekNumber: number;
  matchups: ScheduleMatchup[];
}

export function byPosition(a: ScheduleMatchup, b: ScheduleMatchup): number {
  return a.position - b.position || a.id - b.id;
}

/**
 * The weeks to show. A season without a single game shows none (the screen says so). Otherwise
 * every selected week gets a card, an empty one too, so a game can be moved into a week that
 * has none left.
 */
export function weeksToShow(matchups: readonly ScheduleMatchup[], filter: WeekFilter): ScheduleWeek[] {
  if (matchups.length === 0) return [];
  const weekNumbers = filter === 'all' ? WEEKS : [filter];
  return weekNumbers.map((weekNumber) => ({
    weekNumber,
    matchups: matchups.filter((matchup) => matchup.weekNumber === weekNumber).sort(byPosition),
  }));
}

/**
 * The week a phone opens on (docs/screens/schedule.md §2): the first week with a game not yet
 * completed (the week under way, or the next one to play), else week 1.
 */
export function currentWeek(matchups: readonly ScheduleMatchup[]): number {
  const unplayed = matchups.filter((matchup) => !matchup.isCompleted).map((matchup) => matchup.weekNumber);
  return unplayed.length > 0 ? Math.min(...unplayed) : WEEKS[0]!;
}

/** The week one step before (-1) or after (+1) `week`, or null past the season's ends. */
export function stepWeek(week: number, step: -1 | 1): number | null {
  const next = week + step;
  return WEEKS.includes(next) ? next : null;
}
