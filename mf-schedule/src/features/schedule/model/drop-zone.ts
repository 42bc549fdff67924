// Where a dragged game lands. Every place a game can be dropped is a drop zone named
// `week-{weekNumber}-{position}` (docs/screens/schedule.md §4.2): the slot of each game of a week (the moved
// game takes that position), and one past a week's last game (it goes to the end).
import { WEEKS } from 'shared-contracts';

export interface Slot {
  weekNumber: number;
  position: number;
}

export function dropZoneId({ weekNumber, position }: Slot): string {
  return `week-${weekNumber}-${position}`;
}

const DROP_ZONE = /^week-(\d{1,2})-(\d{1,4})$/;

/**
 * The slot a drop zone id names, or null for anything else (no destination, another kind of
 * droppable, a week outside 1–18, position 0): such a drop is ignored.
 */
export function parseDropZoneId(id: unknown): Slot | null {
  if (typeof id !== 'string') return null;
  const match = DROP_ZONE.exec(id);
  if (!match) return null;
  const weekNumber = Number(match[1]);
  const position = Number(match[2]);
  if (!WEEKS.includes(weekNumber) || position < 1) return null;
  return { weekNumber, position };
}
