// How a pick is picked up (docs/web.md §7 Drag and drop, shared-ui's dragActivation): a mouse after
// moving 5 px (so a click on the tile's controls stays a click), a finger after a 120 ms long
// press (so a swipe still scrolls the page), and the keyboard (Space or Enter on the handle,
// arrows to move, Space to drop, Escape to cancel), moving between the tiles' places in the grid.
import { KeyboardSensor, MouseSensor, TouchSensor, useSensor, useSensors } from '@dnd-kit/core';
import { sortableKeyboardCoordinates } from '@dnd-kit/sortable';
import { dragActivation } from 'shared-ui';

export function useDragSensors() {
  return useSensors(
    useSensor(MouseSensor, { activationConstraint: dragActivation.mouse }),
    useSensor(TouchSensor, { activationConstraint: dragActivation.touch }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );
}
