import { currentWeek, stepWeek, weeksToShow } from './schedule-weeks';
import { game } from './test-games';

describe('weeksToShow', () => {
  const season = [game(5, 2, 2), game(1, 1, 1), game(3, 2, 1), game(2, 1, 2), game(4, 18, 1)];

  it('shows all eighteen weeks for All Weeks, each with its games in position order', () => {
    const weeks = weeksToShow(season, 'all');
    expect(weeks.map((week) => week.weekNumber)).toEqual(Array.from({ length: 18 }, (_, index) => index + 1));
    expect(weeks[0]!.matchups.map((matchup) => matchup.id)).toEqual([1, 2]);
    expect(weeks[1]!.matchups.map((matchup) => matchup.id)).toEqual([3, 5]);
    expect(weeks[2]!.matchups).toEqual([]);
    expect(weeks[17]!.matchups.map((matchup) => matchup.id)).toEqual([4]);
  });

  it('shows only the selected week, an empty one too', () => {
    expect(weeksToShow(season, 2)).toEqual([{ weekNumber: 2, matchups: [season[2], season[0]] }]);
    expect(weeksToShow(season, 7)).toEqual([{ weekNumber: 7, matchups: [] }]);
  });

  it('shows no week for a season without games', () => {
    expect(weeksToShow([], 'all')).toEqual([]);
    expect(weeksToShow([], 3)).toEqual([]);
  });

  it('orders equal positions by id, and leaves the given list untouched', () => {
    const tied = [game(9, 1, 1), game(8, 1, 1)];
    expect(weeksToShow(tied, 1)[0]!.matchups.map((matchup) => matchup.id)).toEqual([8, 9]);
    expect(tied.map((matchup) => matchup.id)).toEqual([9, 8]);
  });
});

describe('currentWeek', () => {
  const played = (id: number, week: number) => game(id, week, 1, { isCompleted: true });

  it('is the first week with a game not completed: the week under way or the next to play', () => {
    expect(currentWeek([played(1, 1), played(2, 2), game(3, 3, 1), game(4, 4, 1)])).toBe(3);
    // A game of an earlier week left unplayed counts: that week is still under way.
    expect(currentWeek([played(1, 1), game(2, 2, 1), played(3, 3)])).toBe(2);
  });

  it('is week 1 when every game is played or there is none', () => {
    expect(currentWeek([played(1, 1), played(2, 17)])).toBe(1);
    expect(currentWeek([])).toBe(1);
  });
});

describe('stepWeek', () => {
  it('moves one week back or on, and nowhere past week 1 or week 18', () => {
    expect(stepWeek(5, 1)).toBe(6);
    expect(stepWeek(5, -1)).toBe(4);
    expect(stepWeek(1, -1)).toBeNull();
    expect(stepWeek(18, 1)).toBeNull();
  });
});
