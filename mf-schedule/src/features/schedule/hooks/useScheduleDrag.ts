// Dragging games between weeks and positions with dnd-kit: a mouse drag starts after 5 px, a
// touch after a 120 ms long-press (docs/web.md §7), and the keyboard picks a game up with Space or
// Enter, moves it with the arrow keys through the drop zones, drops it with Space or Enter and
// cancels with Escape. A drop with no destination is ignored (docs/screens/schedule.md §4.2).
import {
  closestCenter,
  KeyboardSensor,
  MouseSensor,
  pointerWithin,
  TouchSensor,
  useSensor,
  useSensors,
  type Announcements,
  type CollisionDetection,
  type DragEndEvent,
  type DragOverEvent,
  type DragStartEvent,
  type KeyboardCoordinateGetter,
  type UniqueIdentifier,
} from '@dnd-kit/core';
import { useMemo, useRef, useState } from 'react';
import type { ScheduleMatchup } from 'shared-contracts';
import { dragActivation } from 'shared-ui';
import { dropZoneId, parseDropZoneId, type Slot } from '../model/drop-zone';
import { nextSlot, SLOT_KEYS, type SlotKey } from '../model/keyboard-slots';
import { landingSlot } from '../model/move-matchup';

/** A pointer drops where it is; the keyboard places the game squarely on a drop zone. */
export const slotCollision: CollisionDetection = (args) =>
  args.pointerCoordinates ? pointerWithin(args) : closestCenter(args);

function matchupIdOf(active: { data: { current?: Record<string, unknown> } } | null): number | null {
  const id = active?.data.current?.matchupId;
  return typeof id === 'number' ? id : null;
}

function ownSlotOf(active: { data: { current?: Record<string, unknown> } } | null): string | null {
  const slot = active?.data.current?.slot as Slot | undefined;
  return slot ? dropZoneId(slot) : null;
}

/** The keyboard sensor's moves: to the centre of the drop zone the arrow key leads to. */
function slotCoordinates(order: () => readonly string[]): KeyboardCoordinateGetter {
  return (event, { context: { active, over, droppableRects, collisionRect } }) => {
    if (!SLOT_KEYS.includes(event.code)) return undefined;
    event.preventDefault();
    const current = (over?.id as string | undefined) ?? ownSlotOf(active);
    const target = current ? nextSlot(order(), current, event.code as SlotKey) : null;
    const rect = target ? droppableRects.get(target) : undefined;
    if (!rect || !collisionRect) return undefined;
    return {
      x: rect.left + (rect.width - collisionRect.width) / 2,
      y: rect.top + (rect.height - collisionRect.height) / 2,
    };
  };
}

export function useScheduleDrag({
  matchups,
  slotOrder,
  onMove,
}: {
  matchups: readonly ScheduleMatchup[];
  slotOrder: readonly string[];
  onMove: (id: number, target: Slot) => void;
}) {
  const orderRef = useRef(slotOrder);
  orderRef.current = slotOrder;
  const keyboard = useMemo(() => ({ coordinateGetter: slotCoordinates(() => orderRef.current) }), []);
  const sensors = useSensors(
    useSensor(MouseSensor, { activationConstraint: dragActivation.mouse }),
    useSensor(TouchSensor, { activationConstraint: dragActivation.touch }),
    useSensor(KeyboardSensor, keyboard),
  );
  const [activeId, setActiveId] = useState<number | null>(null);
  const [over, setOver] = useState<Slot | null>(null);

  const matchupsRef = useRef(matchups);
  matchupsRef.current = matchups;
  const announcements = useMemo<Announcements>(() => {
    const describe = (active: { data: { current?: Record<string, unknown> } }) => {
      const game = matchupsRef.current.find((matchup) => matchup.id === matchupIdOf(active));
      return game ? `${game.homeTeam.name} vs ${game.awayTeam.name}` : 'the game';
    };
    const landing = (active: { data: { current?: Record<string, unknown> } }, overId: UniqueIdentifier | undefined) => {
      const target = parseDropZoneId(overId);
      const id = matchupIdOf(active);
      const slot = target && id !== null ? landingSlot(matchupsRef.current, id, target) : null;
      return slot ? `Week ${slot.weekNumber}, game ${slot.position}` : null;
    };
    return {
      onDragStart: ({ active }) =>
        `Picked up ${describe(active)}. Arrow keys move it, Space or Enter drops it, Escape cancels.`,
      onDragOver: ({ active, over }) => {
        const place = landing(active, over?.id);
        return place
          ? `${describe(active)} will move to ${place}.`
          : `${describe(active)} is not over a place it can go.`;
      },
      onDragEnd: ({ active, over }) => {
        const place = landing(active, over?.id);
        return place ? `${describe(active)} moved to ${place}.` : `${describe(active)} was not moved.`;
      },
      onDragCancel: ({ active }) => `Moving ${describe(active)} was cancelled; nothing changed.`,
    };
  }, []);

  const reset = () => {
    setActiveId(null);
    setOver(null);
  };

  return {
    sensors,
    collisionDetection: slotCollision,
    accessibility: { announcements },
    activeId,
    over,
    onDragStart: ({ active }: DragStartEvent) => setActiveId(matchupIdOf(active)),
    onDragOver: ({ over: target }: DragOverEvent) => setOver(parseDropZoneId(target?.id)),
    onDragEnd: ({ active, over: target }: DragEndEvent) => {
      reset();
      const id = matchupIdOf(active);
      const slot = parseDropZoneId(target?.id);
      if (id !== null && slot) onMove(id, slot);
    },
    onDragCancel: reset,
  };
}
