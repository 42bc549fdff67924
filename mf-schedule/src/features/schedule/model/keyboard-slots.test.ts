import { nextSlot, slotOrder } from './keyboard-slots';
import { game } from './test-games';

describe('keyboard slots', () => {
  // Week 1 has two games, week 2 none, week 3 three.
  const weeks = [
    { weekNumber: 1, matchups: [game(1, 1, 1), game(2, 1, 2)] },
    { weekNumber: 2, matchups: [] },
    { weekNumber: 3, matchups: [game(3, 3, 1), game(4, 3, 2), game(5, 3, 3)] },
  ];
  const order = slotOrder(weeks);

  it('lists every game slot of the weeks shown, then one past the end of each week', () => {
    expect(order).toEqual([
      'week-1-1',
      'week-1-2',
      'week-1-3',
      'week-2-1',
      'week-3-1',
      'week-3-2',
      'week-3-3',
      'week-3-4',
    ]);
  });

  it('steps down and up through the slots, across weeks, and stops at the ends', () => {
    expect(nextSlot(order, 'week-1-2', 'ArrowDown')).toBe('week-1-3');
    expect(nextSlot(order, 'week-1-3', 'ArrowDown')).toBe('week-2-1');
    expect(nextSlot(order, 'week-3-1', 'ArrowUp')).toBe('week-2-1');
    expect(nextSlot(order, 'week-1-1', 'ArrowUp')).toBeNull();
    expect(nextSlot(order, 'week-3-4', 'ArrowDown')).toBeNull();
  });

  it('jumps to the same position of the next or previous week shown, or its last slot', () => {
    expect(nextSlot(order, 'week-1-2', 'ArrowRight')).toBe('week-2-1');
    expect(nextSlot(order, 'week-2-1', 'ArrowRight')).toBe('week-3-1');
    expect(nextSlot(order, 'week-3-3', 'ArrowLeft')).toBe('week-2-1');
    expect(nextSlot(order, 'week-3-4', 'ArrowRight')).toBeNull();
    expect(nextSlot(order, 'week-1-1', 'ArrowLeft')).toBeNull();
  });

  it('starts at the first slot when the current one is not shown', () => {
    expect(nextSlot(order, 'week-9-1', 'ArrowDown')).toBe('week-1-1');
  });
});
