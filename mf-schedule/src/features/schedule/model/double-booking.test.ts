import { doubleBookedTeams } from './double-booking';
import { game } from './test-games';

describe('doubleBookedTeams', () => {
  it('flags nobody in a week where every team plays once', () => {
    expect(doubleBookedTeams([game(1, 1, 1), game(2, 1, 2), game(3, 1, 3)]).size).toBe(0);
  });

  it('flags both games of a team that plays twice in a week, naming that team', () => {
    const week = [
      game(1, 4, 1, { homeTeamId: 1, awayTeamId: 2 }),
      game(2, 4, 2, { homeTeamId: 3, awayTeamId: 1 }),
      game(3, 4, 3, { homeTeamId: 5, awayTeamId: 6 }),
    ];
    expect(doubleBookedTeams(week)).toEqual(
      new Map([
        [1, [1]],
        [2, [1]],
      ]),
    );
  });

  it('does not mix weeks: the same pairing in two weeks is a normal season', () => {
    expect(
      doubleBookedTeams([
        game(1, 1, 1, { homeTeamId: 1, awayTeamId: 2 }),
        game(2, 2, 1, { homeTeamId: 1, awayTeamId: 2 }),
      ]).size,
    ).toBe(0);
  });

  it('names every double-booked team of a game, and a team three times flags all three games', () => {
    const week = [
      game(1, 2, 1, { homeTeamId: 1, awayTeamId: 2 }),
      game(2, 2, 2, { homeTeamId: 2, awayTeamId: 1 }),
      game(3, 2, 3, { homeTeamId: 1, awayTeamId: 4 }),
    ];
    expect(doubleBookedTeams(week)).toEqual(
      new Map([
        [1, [1, 2]],
        [2, [2, 1]],
        [3, [1]],
      ]),
    );
  });
});
