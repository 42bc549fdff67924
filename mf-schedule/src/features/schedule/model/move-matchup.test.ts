import type { ScheduleMatchup } from 'shared-contracts';
import { isNoMove, landingSlot, moveMatchup } from './move-matchup';
import { game } from './test-games';

/** Each week's game ids in position order, for the weeks asked. */
function layout(matchups: ScheduleMatchup[], ...weeks: number[]) {
  return weeks.map((week) =>
    matchups
      .filter((matchup) => matchup.weekNumber === week)
      .sort((a, b) => a.position - b.position)
      .map((matchup) => [matchup.id, matchup.position]),
  );
}

describe('moveMatchup (insert and renumber, as the API does)', () => {
  // Week 1: games 1, 2, 3; week 2: games 4, 5, 6; week 3: game 7.
  const season = [
    game(1, 1, 1),
    game(2, 1, 2),
    game(3, 1, 3),
    game(4, 2, 1),
    game(5, 2, 2),
    game(6, 2, 3),
    game(7, 3, 1),
  ];

  it('moves a game to another week: the old week closes up, the new one makes room', () => {
    const moved = moveMatchup(season, 2, { weekNumber: 2, position: 2 });
    expect(layout(moved, 1, 2, 3)).toEqual([
      [
        [1, 1],
        [3, 2],
      ],
      [
        [4, 1],
        [2, 2],
        [5, 3],
        [6, 4],
      ],
      [[7, 1]],
    ]);
  });

  it('appends for a position past the end of the week, and fills an empty week', () => {
    expect(layout(moveMatchup(season, 1, { weekNumber: 3, position: 9 }), 1, 3)).toEqual([
      [
        [2, 1],
        [3, 2],
      ],
      [
        [7, 1],
        [1, 2],
      ],
    ]);
    expect(layout(moveMatchup(season, 7, { weekNumber: 4, position: 1 }), 3, 4)).toEqual([[], [[7, 1]]]);
  });

  it('reorders within a week: moving down lands after the game that held the slot', () => {
    expect(layout(moveMatchup(season, 1, { weekNumber: 1, position: 3 }), 1)).toEqual([
      [
        [2, 1],
        [3, 2],
        [1, 3],
      ],
    ]);
    expect(layout(moveMatchup(season, 3, { weekNumber: 1, position: 1 }), 1)).toEqual([
      [
        [3, 1],
        [1, 2],
        [2, 3],
      ],
    ]);
  });

  it('keeps the unchanged rows as they were and never changes the list it is given', () => {
    const before = structuredClone(season);
    const moved = moveMatchup(season, 2, { weekNumber: 2, position: 1 });
    expect(season).toEqual(before);
    expect(moved.find((matchup) => matchup.id === 7)).toBe(season[6]);
    expect(moved.find((matchup) => matchup.id === 1)).toBe(season[0]);
    expect(moved).toHaveLength(season.length);
  });

  it('changes nothing for an unknown game', () => {
    expect(moveMatchup(season, 99, { weekNumber: 1, position: 1 })).toEqual(season);
  });
});

describe('landingSlot and isNoMove', () => {
  const season = [game(1, 1, 1), game(2, 1, 2), game(3, 2, 1)];

  it('say where the game ends up', () => {
    expect(landingSlot(season, 1, { weekNumber: 1, position: 9 })).toEqual({ weekNumber: 1, position: 2 });
    expect(landingSlot(season, 1, { weekNumber: 2, position: 9 })).toEqual({ weekNumber: 2, position: 2 });
    expect(landingSlot(season, 99, { weekNumber: 2, position: 1 })).toBeNull();
  });

  it('tell a drop that moves nothing from one that moves', () => {
    expect(isNoMove(season, 1, { weekNumber: 1, position: 1 })).toBe(true);
    expect(isNoMove(season, 2, { weekNumber: 1, position: 3 })).toBe(true);
    expect(isNoMove(season, 2, { weekNumber: 1, position: 1 })).toBe(false);
    expect(isNoMove(season, 1, { weekNumber: 2, position: 1 })).toBe(false);
    expect(isNoMove(season, 99, { weekNumber: 2, position: 1 })).toBe(true);
  });
});
