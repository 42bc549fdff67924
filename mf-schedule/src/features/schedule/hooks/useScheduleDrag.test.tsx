import type { DragEndEvent } from '@dnd-kit/core';
import { act, renderHook } from '@testing-library/react';
import { game } from '../model/test-games';
import { useScheduleDrag } from './useScheduleDrag';

const dropOf = (matchupId: number, overId: string | null) =>
  ({
    active: { id: `matchup-${matchupId}`, data: { current: { matchupId, slot: { weekNumber: 1, position: 1 } } } },
    over: overId === null ? null : { id: overId },
  }) as unknown as DragEndEvent;

describe('useScheduleDrag: drops', () => {
  const matchups = [game(1, 1, 1), game(2, 2, 1)];

  it('moves the dropped game to the slot its drop zone names', () => {
    const onMove = jest.fn();
    const { result } = renderHook(() => useScheduleDrag({ matchups, slotOrder: [], onMove }));
    act(() => result.current.onDragEnd(dropOf(1, 'week-2-1')));
    expect(onMove).toHaveBeenCalledWith(1, { weekNumber: 2, position: 1 });
  });

  it('ignores a drop with no destination, or on anything that is not a drop zone', () => {
    const onMove = jest.fn();
    const { result } = renderHook(() => useScheduleDrag({ matchups, slotOrder: [], onMove }));
    act(() => result.current.onDragEnd(dropOf(1, null)));
    act(() => result.current.onDragEnd(dropOf(1, 'matchup-2')));
    act(() => result.current.onDragEnd(dropOf(1, 'week-19-1')));
    expect(onMove).not.toHaveBeenCalled();
  });
});
