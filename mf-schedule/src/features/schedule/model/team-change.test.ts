import { changeMatchupTeam } from './team-change';
import { game } from './test-games';

describe('changeMatchupTeam', () => {
  const season = [game(1, 1, 1), game(2, 1, 2)];
  const packers = { id: 9, name: 'Green Bay Glory', abbreviation: 'GBG' };

  it('sets the home or the away team of one game, with its name and abbreviation', () => {
    const home = changeMatchupTeam(season, 2, 'home', packers);
    expect(home[1]).toEqual({
      ...season[1],
      homeTeamId: 9,
      homeTeam: { name: 'Green Bay Glory', abbreviation: 'GBG' },
    });
    expect(home[0]).toBe(season[0]);
    const away = changeMatchupTeam(season, 1, 'away', packers);
    expect(away[0]).toEqual({
      ...season[0],
      awayTeamId: 9,
      awayTeam: { name: 'Green Bay Glory', abbreviation: 'GBG' },
    });
    expect(away[0]!.homeTeamId).toBe(season[0]!.homeTeamId);
  });
});
