import { matchupCentre } from './matchup-centre';

describe('matchupCentre', () => {
  it("shows 'home - away' for a completed game, each score to 2 decimals as on Home", () => {
    expect(matchupCentre({ isCompleted: true, homeTeamScore: 112.34, awayTeamScore: 98.5 })).toEqual({
      kind: 'score',
      text: '112.34 - 98.50',
    });
    expect(matchupCentre({ isCompleted: true, homeTeamScore: 0, awayTeamScore: 101 })).toEqual({
      kind: 'score',
      text: '0.00 - 101.00',
    });
  });

  it('puts a dash where a completed game misses a score', () => {
    expect(matchupCentre({ isCompleted: true, homeTeamScore: null, awayTeamScore: 87.2 })).toEqual({
      kind: 'score',
      text: '- - 87.20',
    });
    expect(matchupCentre({ isCompleted: true, homeTeamScore: 90, awayTeamScore: null })).toEqual({
      kind: 'score',
      text: '90.00 - -',
    });
  });

  it('is Upcoming for a game not completed, whatever scores it holds', () => {
    expect(matchupCentre({ isCompleted: false, homeTeamScore: null, awayTeamScore: null })).toEqual({
      kind: 'upcoming',
    });
    expect(matchupCentre({ isCompleted: false, homeTeamScore: 10, awayTeamScore: 12 })).toEqual({ kind: 'upcoming' });
  });
});
