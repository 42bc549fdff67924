// Moving the one-week Schedule a week back or on without the toolbar (docs/screens/schedule.md §6):
// the Left and Right arrow keys anywhere in the screen but in a field, and a horizontal swipe.
import { useRef, type KeyboardEvent, type PointerEvent } from 'react';

/** A swipe is at least this far sideways, and mostly sideways, so a scroll down never counts. */
export const SWIPE_MIN_PX = 60;
const SWIPE_SLOPE = 1.5;

const STEP_KEYS: Record<string, -1 | 1> = { ArrowLeft: -1, ArrowRight: 1 };

/**
 * Where an arrow key already means something: typing, a select's list, and a game's drag
 * handle (dnd-kit moves a picked-up game with the arrow keys).
 */
const KEEPS_ARROWS =
  'input, textarea, select, [contenteditable="true"], [role="combobox"], [role="listbox"], [role="option"], [role="slider"], [role="spinbutton"], [aria-roledescription="draggable"]';

function keepsArrows(target: EventTarget): boolean {
  return target instanceof Element && target.closest(KEEPS_ARROWS) !== null;
}

/** Props for the screen's container: `onStep(-1)` a week back, `onStep(1)` a week on. */
export function useWeekGestures({ enabled, onStep }: { enabled: boolean; onStep: (step: -1 | 1) => void }) {
  const start = useRef<{ id: number; x: number; y: number } | null>(null);
  if (!enabled) return {};
  return {
    onKeyDown: (event: KeyboardEvent) => {
      const step = STEP_KEYS[event.key];
      if (!step || event.defaultPrevented || event.altKey || event.ctrlKey || event.metaKey || event.shiftKey) return;
      if (keepsArrows(event.target)) return;
      event.preventDefault();
      onStep(step);
    },
    // A finger or a pen only: a mouse drags to select text. Not from a drag handle, whose
    // long-press moves the game instead.
    onPointerDown: (event: PointerEvent) => {
      start.current =
        event.pointerType !== 'mouse' && event.isPrimary && !keepsArrows(event.target)
          ? { id: event.pointerId, x: event.clientX, y: event.clientY }
          : null;
    },
    onPointerUp: (event: PointerEvent) => {
      const from = start.current;
      start.current = null;
      if (!from || from.id !== event.pointerId) return;
      const dx = event.clientX - from.x;
      const dy = event.clientY - from.y;
      if (Math.abs(dx) >= SWIPE_MIN_PX && Math.abs(dx) >= SWIPE_SLOPE * Math.abs(dy)) onStep(dx < 0 ? 1 : -1);
    },
    onPointerCancel: () => {
      start.current = null;
    },
  };
}
