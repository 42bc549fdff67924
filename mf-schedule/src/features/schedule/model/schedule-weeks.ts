// The week cards of the Schedule screen: a season's games grouped by week, in position order.
import { WEEKS, type ScheduleMatchup } from 'shared-contracts';

/** 'all' or one week, as the week selector holds it (docs/screens/schedule.md §2: default 'all'). */
export type WeekFilter = number | 'all';

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
