// What a move does to the season, computed in the browser exactly as the API does it
// (insert and renumber, docs/decisions.md §9), so the moved game stays where it was dropped until the
// season is read again (an optimistic update), and the drag can say where it will land.
import type { ScheduleMatchup } from 'shared-contracts';
import type { Slot } from './drop-zone';
import { byPosition } from './schedule-weeks';

/**
 * The season after moving game `id` to `target`: the game leaves its week, which closes up
 * 1..n, and is inserted at `target.position` of the target week (past the end appends), which
 * renumbers 1..n. Other weeks are untouched; an unknown id changes nothing.
 */
export function moveMatchup(matchups: readonly ScheduleMatchup[], id: number, target: Slot): ScheduleMatchup[] {
  const moving = matchups.find((matchup) => matchup.id === id);
  if (!moving) return [...matchups];
  const weekOf = (weekNumber: number) =>
    matchups.filter((matchup) => matchup.weekNumber === weekNumber && matchup.id !== id).sort(byPosition);

  const leaving = weekOf(moving.weekNumber);
  const arriving = target.weekNumber === moving.weekNumber ? leaving : weekOf(target.weekNumber);
  arriving.splice(Math.min(target.position - 1, arriving.length), 0, moving);

  const placement = new Map<number, Slot>();
  leaving.forEach((matchup, index) =>
    placement.set(matchup.id, { weekNumber: moving.weekNumber, position: index + 1 }),
  );
  arriving.forEach((matchup, index) =>
    placement.set(matchup.id, { weekNumber: target.weekNumber, position: index + 1 }),
  );

  return matchups.map((matchup) => {
    const place = placement.get(matchup.id);
    return place && (place.weekNumber !== matchup.weekNumber || place.position !== matchup.position)
      ? { ...matchup, ...place }
      : matchup;
  });
}

/** Where game `id` ends up when moved to `target` (a slot past the end is the week's last). */
export function landingSlot(matchups: readonly ScheduleMatchup[], id: number, target: Slot): Slot | null {
  const moved = moveMatchup(matchups, id, target).find((matchup) => matchup.id === id);
  return moved ? { weekNumber: moved.weekNumber, position: moved.position } : null;
}

/** True when the move would leave every game where it is (a game dropped back on its own slot). */
export function isNoMove(matchups: readonly ScheduleMatchup[], id: number, target: Slot): boolean {
  const moving = matchups.find((matchup) => matchup.id === id);
  const landing = landingSlot(matchups, id, target);
  return !moving || !landing || (landing.weekNumber === moving.weekNumber && landing.position === moving.position);
}
