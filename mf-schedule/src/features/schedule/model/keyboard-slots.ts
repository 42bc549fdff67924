// Moving a picked-up game with the keyboard: the arrow keys step through the drop zones in the
// order the screen shows them (Down/Up: the next/previous slot, across week cards; Right/Left:
// the same position in the next/previous week shown).
import { dropZoneId, parseDropZoneId, type Slot } from './drop-zone';
import type { ScheduleWeek } from './schedule-weeks';

export type SlotKey = 'ArrowDown' | 'ArrowUp' | 'ArrowRight' | 'ArrowLeft';
export const SLOT_KEYS: readonly string[] = ['ArrowDown', 'ArrowUp', 'ArrowRight', 'ArrowLeft'];

/** Every drop zone of the weeks shown, top to bottom: each game's slot, then one past the last. */
export function slotOrder(weeks: readonly ScheduleWeek[]): string[] {
  return weeks.flatMap((week) => [
    ...week.matchups.map((_, index) => dropZoneId({ weekNumber: week.weekNumber, position: index + 1 })),
    dropZoneId({ weekNumber: week.weekNumber, position: week.matchups.length + 1 }),
  ]);
}

/** The drop zone an arrow key leads to from `current`, or null at the edge (stay put). */
export function nextSlot(order: readonly string[], current: string, key: SlotKey): string | null {
  const index = order.indexOf(current);
  if (index === -1) return order[0] ?? null;
  if (key === 'ArrowDown' || key === 'ArrowUp') return order[index + (key === 'ArrowDown' ? 1 : -1)] ?? null;

  const slots = order.map((id) => parseDropZoneId(id)).filter((slot): slot is Slot => slot !== null);
  const weeks = [...new Set(slots.map((slot) => slot.weekNumber))];
  const here = slots[index]!;
  const targetWeek = weeks[weeks.indexOf(here.weekNumber) + (key === 'ArrowRight' ? 1 : -1)];
  if (targetWeek === undefined) return null;
  const last = Math.max(...slots.filter((slot) => slot.weekNumber === targetWeek).map((slot) => slot.position));
  return dropZoneId({ weekNumber: targetWeek, position: Math.min(here.position, last) });
}
