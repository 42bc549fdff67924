// When a press becomes a drag on every drag-and-drop screen (Schedule, Draft Picks): docs/web.md §7
// says a 120 ms long-press on touch (so a finger can still scroll the page) and 5 px of mouse
// travel (so a click on a row's controls is never a drag). Written as dnd-kit's activation
// constraints without importing dnd-kit, so shared-ui does not bundle a copy of it.

export const DRAG_TOUCH_DELAY_MS = 120;
export const DRAG_MOUSE_DISTANCE_PX = 5;
/** How far a finger may wander during the long-press before it counts as a scroll instead. */
export const DRAG_TOUCH_TOLERANCE_PX = 5;

/** `useSensor(MouseSensor, { activationConstraint: dragActivation.mouse })`, and the same for touch. */
export const dragActivation = {
  mouse: { distance: DRAG_MOUSE_DISTANCE_PX },
  touch: { delay: DRAG_TOUCH_DELAY_MS, tolerance: DRAG_TOUCH_TOLERANCE_PX },
} as const;
